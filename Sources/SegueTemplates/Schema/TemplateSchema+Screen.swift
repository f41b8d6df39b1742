import SegueCore

/// Screens and their chrome (mirrors `ScreenDecoding` and `ChromeDecoding`).
extension TemplateSchema {
    static var screenReference: SchemaValue {
        firstMatching([(["type": "string"], ["description": "The path of a JSON file holding a screen object, relative to this file."])],
                      otherwise: ref("screen"))
            .described("A screen: the path of a screen file (relative to this file), or a screen object written in place.")
    }

    static var screen: SchemaValue {
        closedObject("""
            A screen (a view controller's view): a background, an optional image, layers, and the system chrome it \
            shows. Layer ids must be unique within the screen, sublayers included.
            """, [
            "$schema": schemaProperty,
            "background": property(ref("color"), "The view's background colour.", default: "systemBackground"),
            "image": property(["type": "string"], "A PNG or JPEG drawn over the background to fill the screen, its path relative to this file."),
            "layers": property(array(of: ref("layer")), "The screen's layers, back to front, in the screen's points."),
            "statusBar": ref("statusBar"),
            "navigationBar": ref("navigationBar"),
            "tabBar": ref("tabBar"),
            "homeIndicator": property(["type": "boolean"], "Whether the home indicator is drawn at the bottom (devices with one).",
                                      default: false),
        ])
    }

    /// The keys of a screen object, as `Node.screen()` allows them.
    static var screenKeys: [String] { Node.screenKeys }

    static var chromeDefinitions: [(String, SchemaValue)] {
        [("statusBar", statusBar), ("navigationBar", navigationBar), ("tabBar", tabBar), ("tabBarItem", tabBarItem),
         ("shortText", shortText)]
    }

    static var statusBar: SchemaValue {
        firstMatching([(["type": "boolean"], ["type": "boolean"])], otherwise: closedObject("A status bar with its time and battery level.", [
            "time": property(ref("shortText"), "The time shown.", default: "9:41"),
            "battery": property(number(in: 0...1), "The battery level, 0 (empty) to 1 (full).", default: 1),
        ])).described("The status bar: true (9:41, full battery), false (none), or {\"time\", \"battery\"}.")
    }

    static var navigationBar: SchemaValue {
        firstMatching([(["type": "string"], ref("shortText"))], otherwise:
                closedObject("A navigation bar with its titles and colours.", [
                    "title": property(ref("shortText"), "The title in the bar (or the large title).", default: ""),
                    "largeTitle": property(["type": "boolean"], "Whether the title is a large title below the bar.", default: false),
                    "backTitle": property(ref("shortText"), "The back button's title, beside its chevron; when absent, none (a navigation push shows the from-screen's title)."),
                    "trailingTitle": property(ref("shortText"), "A text button at the trailing edge; none when absent."),
                    "tint": property(ref("color"), "The buttons' colour (default systemBlue)."),
                    "background": property(ref("color"), "The bar's background (default the system bar material)."),
                ])
        ).described("A navigation bar: its title, or an object with title, largeTitle, backTitle, trailingTitle, tint, background.")
    }

    static var tabBar: SchemaValue {
        closedObject("A tab bar at the bottom of the screen.", required: ["items"], [
            "items": property(array(of: ref("tabBarItem"), min: 1, max: TabBarChrome.maxItems),
                              "The tabs, 1 to \(TabBarChrome.maxItems) (UIKit shows at most five on an iPhone)."),
            "selected": property(integer(in: 0...(TabBarChrome.maxItems - 1)),
                                 "The index of the selected tab, from 0 (below the number of items).", default: 0),
            "tint": property(ref("color"), "The selected tab's colour (default systemBlue)."),
        ])
    }

    static var tabBarItem: SchemaValue {
        closedObject("One tab: a title and a glyph.", required: ["glyph"], [
            "title": property(ref("shortText"), "The tab's title below its glyph.", default: ""),
            "glyph": property(firstMatching([(["type": "string"], choice(TabGlyph.builtInNames))],
                                            otherwise: closedObject("A glyph drawn from a path in a 24×24-point box.", required: ["path"],
                                                                    ["path": ref("path")])),
                              "A built-in glyph name, or {\"path\": …}."),
        ])
    }

    /// `Node.shortText()`: at most 200 characters (the decoder counts grapheme clusters, the
    /// schema code points, which are never fewer).
    static var shortText: SchemaValue {
        ["description": "A bar's title or label: a string of at most 200 characters.", "type": "string", "maxLength": 200]
    }
}
