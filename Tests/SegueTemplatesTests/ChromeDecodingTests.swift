import Foundation
import Testing
import SegueCore
@testable import SegueTemplates

struct ChromeDecodingTests {
    @Test func aDeviceGivesTheCanvasItsSizeAndScale() throws {
        let scene = try decodeScene(template(extra: #", "canvas": {"device": "iPhone 16"}"#))
        #expect(scene.canvas.size == Size(unchecked: 393, 852) && scale(scene) == 3 && scene.canvas.device == .iPhone16)
        // A scale beside the device still applies: a lighter preview of the same screen.
        let light = try decodeScene(template(extra: #", "canvas": {"device": "iphone-16-pro-max", "scale": 1}"#))
        #expect(light.canvas.size == Size(unchecked: 440, 956) && scale(light) == 1)
    }

    private func scale(_ scene: Scene) -> Double { scene.canvas.scale }

    @Test func deviceErrorsNameThePresetsAndTheSize() {
        func canvasError(_ canvas: String) -> String? { errorLine(template(extra: #", "canvas": \#(canvas)"#)) }
        #expect(canvasError(#"{"device": "iPhone 7"}"#)
                == #"t.json: canvas.device: expected one of "iPhone SE", "iPhone 16", "iPhone 16 Pro Max", "iPad Air 11-inch", "iPhone 14", "#
                + #""iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16e", "iPhone 17", "iPhone Air", "iPhone 17 Pro", "iPhone 17 Pro Max", "#
                + #""iPad Air 13-inch", "iPad Pro 11-inch", "iPad Pro 13-inch", found "iPhone 7""#)
        #expect(canvasError(#"{"device": "iPad Air", "size": [100, 100]}"#)
                == "t.json: canvas.size: expected no size beside a device (iPad Air 11-inch is 820×1180 pt), found one")
    }

    @Test func screensDeclareTheirChromeInAFewWords() throws {
        let to = #"{"statusBar": {"time": "10:09", "battery": 0.5}, "homeIndicator": true, "navigationBar": "Inbox", "tabBar": {"items": [{"title": "Mail", "glyph": "star"}, {"title": "Custom", "glyph": {"path": "M0 0 L24 24"}}], "selected": 1, "tint": "systemRed"}}"#
        let loaded = try decode(template(to: to))
        let chrome = loaded.scene.scene.to.chrome
        #expect(chrome.statusBar == StatusBarChrome(time: "10:09", battery: 0.5))
        #expect(chrome.homeIndicator)
        #expect(chrome.navigationBar == NavigationBarChrome(title: "Inbox"))
        #expect(chrome.tabBar?.selected == 1 && chrome.tabBar?.tint == SystemColors.color(named: "systemRed"))
        #expect(chrome.tabBar?.items.map(\.title) == ["Mail", "Custom"])
        // Laid out: the bars join the screen, the window chrome the overlay.
        #expect(loaded.scene.scene.to.layers.map(\.id) == ["navigationBar", "tabBar"])
        #expect(loaded.scene.scene.overlay.map(\.id) == ["statusBar", "homeIndicator"])
    }

    @Test func theNavigationBarObjectTakesItsKeys() throws {
        let to = #"{"navigationBar": {"title": "General", "largeTitle": true, "backTitle": "Settings", "trailingTitle": "Edit", "tint": "systemOrange"}}"#
        let bar = try decodeScene(template(to: to)).to.chrome.navigationBar
        #expect(bar == NavigationBarChrome(title: "General", largeTitle: true, backTitle: "Settings", trailingTitle: "Edit",
                                           tint: SystemColors.color(named: "systemOrange")))
    }

    @Test func chromeErrorsNameTheirPath() {
        #expect(errorLine(template(to: #"{"statusBar": 1}"#))
                == "t.json: to.statusBar: expected true, false, or an object with time and battery, found 1")
        #expect(errorLine(template(to: #"{"navigationBar": {"titel": "x"}}"#))
                == #"t.json: to.navigationBar.titel: expected a key among title, largeTitle, backTitle, trailingTitle, tint, background, found unknown key "titel""#)
        #expect(errorLine(template(to: #"{"tabBar": {"items": [{"title": "A", "glyph": "star"}], "selected": 1}}"#))
                == "t.json: to.tabBar.selected: expected an integer in 0...0, found 1")
        #expect(errorLine(template(to: #"{"tabBar": {"items": []}}"#))
                == "t.json: to.tabBar.items: expected 1 to 5 tab bar items, found 0")
        #expect(errorLine(template(to: #"{"tabBar": {"items": [{"title": "A", "glyph": 3}]}}"#))
                == "t.json: to.tabBar.items[0].glyph: expected a glyph name or an object with a path, found 3")
        #expect(errorLine(template(to: #"{"homeIndicator": "yes"}"#)) == #"t.json: to.homeIndicator: expected true or false, found "yes""#)
    }

    @Test func aChromeIdTakenByALayerIsADuplicate() {
        let to = #"{"navigationBar": "T", "layers": [{"id": "navigationBar", "frame": [0, 0, 1, 1]}]}"#
        #expect(errorLine(template(to: to))
                == #"t.json: to.navigationBar: expected the id "navigationBar" free for the chrome that has it, found a layer of the screen with it (rename the layer)"#)
        let overlay = #", "overlay": [{"id": "statusBar", "frame": [0, 0, 1, 1]}]"#
        #expect(errorLine(template(from: #"{"statusBar": true}"#, extra: overlay))
                == #"t.json: from.statusBar: expected the id "statusBar" free for the chrome that has it, found an overlay layer with it (rename the layer)"#)
        // On a tab switch the one tab bar joins the overlay: an overlay layer named tabBar clashes.
        let bar = #"{"tabBar": {"items": [{"title": "A", "glyph": "star"}, {"title": "B", "glyph": "gear"}], "selected": SEL}}"#
        let tabOverlay = #", "overlay": [{"id": "tabBar", "frame": [0, 0, 1, 1]}]"#
        #expect(errorLine(template(from: bar.replacingOccurrences(of: "SEL", with: "0"), to: bar.replacingOccurrences(of: "SEL", with: "1"),
                                   transition: #"{"type": "fade", "operation": "tab", "duration": 1}"#, extra: tabOverlay))
                == #"t.json: to.tabBar: expected the id "tabBar" free for the chrome that has it, found an overlay layer with it (rename the layer)"#)
    }

    @Test func variantsAreAListOfKnownNamesOnce() throws {
        #expect(try decodeScene(template(extra: #", "variants": ["rtl", "reduce-motion"]"#)).variants == [.rtl, .reduceMotion])
        #expect(errorLine(template(extra: #", "variants": ["rtl", "sideways"]"#))
                == #"t.json: variants[1]: expected dark, light, landscape, portrait, content-size=<category>, pseudo-accented, pseudo-long, rtl, cross-fade or reduce-motion, several joined by +, found "sideways""#)
        #expect(errorLine(template(extra: #", "variants": ["rtl", "rtl"]"#))
                == #"t.json: variants[1]: expected each variant once, found "rtl" again"#)
    }
}
