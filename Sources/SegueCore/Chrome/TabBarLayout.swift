/// The tab bar (UITabBar) as iOS 17 and 18 draw it at the bottom of a UITabBarController, as
/// layers.
///
/// **Phone.** The bar is 49 pt tall above the bottom safe area and its background extends to the
/// bottom edge (83 pt on an iPhone 16: y = 852 − 34 − 49 = 769). Items share the width evenly
/// (393 / n on an iPhone 16), each a glyph above its title (UIKit's stacked layout): the glyph's
/// 24-point box drawn at 25 pt, 5 pt below the bar's top; the title in 10-point medium type,
/// centred, 32 to 44 pt below the top. Read from Apple's iOS 18 UI design kit (Figma), whose tab
/// bar has those sizes; UIKit's own item layout is private.
/// Its titles keep 10 pt at every text size: UITabBar does not grow with Dynamic Type and shows
/// the Large Content Viewer instead (WWDC 2019 session 261).
///
/// **Pad.** The classic bottom tab bar of iPadOS 17 (iPadOS 18 moved a UITabBarController's bar
/// to a floating tab bar at the top, as a segmented capsule; Segue draws the iPadOS 17 bar,
/// which is what apps built before the iOS 18 SDK, or opting out, still show): 50 pt above the
/// bottom safe area, items 150 pt wide centred as a group, each a glyph left of its 13-point
/// title (UIKit's inline layout). Segue has no text metrics before rasterizing, so the pair is
/// centred on an estimated title width (`ChromeText.estimatedWidth`, 0.55 em a character): close, not exact.
///
/// **Colours.** The selected item takes the bar's tint (systemBlue of the appearance unless
/// set); the others UIKit's unselected grey, #999999 in light and #757575 in dark, as Flutter's
/// Cupertino library measured it (`CupertinoColors.inactiveGray`, CupertinoTabBar's
/// `_kDefaultTabBarInactiveColor`; UIKit's `unselectedItemTintColor` is `nil` by default and
/// the grey it then uses is not public). The background is the bars' translucent
/// `systemChromeMaterial` (a backdrop blur, `LayerBlur`), under a top hairline one device pixel
/// thick (1/3 pt on an iPhone 16) in black at 30 % (light) or 16 % (dark), Flutter's
/// `_kDefaultTabBarBorderColor`.
///
/// **Layer ids**, stable for animations and tests: `tabBar` (the bar, canvas-wide),
/// `tabBarBackground` (the material), `tabBarHairline`, and for each item i (0 = leading)
/// `tabBarItem<i>` (its cell), `tabBarItem<i>Glyph`, `tabBarItem<i>Title`.
public enum TabBarLayout {
    /// The bar's height above the bottom safe area on a phone (UITabBar's compact height).
    public static let phoneBarHeight: Double = 49
    /// The bar's height above the bottom safe area on an iPad (iPadOS 17's regular-width bar).
    public static let padBarHeight: Double = 50
    /// The side a glyph is drawn at on a phone (its 24-point box scaled by 25/24).
    public static let phoneGlyphSize: Double = 25
    /// The side a glyph is drawn at on an iPad, beside the title.
    public static let padGlyphSize: Double = 24
    /// An iPad item's width: the items are centred as a group of this many points each.
    public static let padItemWidth: Double = 150

    /// The bar's layer (id `tabBar`), with the sublayers the type's note names.
    public static func layer(_ bar: TabBarChrome, in context: ChromeContext) -> Layer {
        let pad = context.device.idiom == .pad
        let landscape = !pad && context.device.orientation == .landscape
        let frame = barFrame(in: context)
        var sublayers = [
            Layer(id: "tabBarBackground", frame: Rect(origin: .zero, size: frame.size)),
            Layer(id: "tabBarHairline", frame: Rect(x: 0, y: 0, width: frame.width, height: 1 / context.device.scale),
                  backgroundColor: hairlineColor(context.appearance)),
        ]
        sublayers[0].blur = LayerBlur(material: .systemChromeMaterial, appearance: context.appearance)
        for (index, item) in bar.items.enumerated() {
            let color = index == bar.selected ? (bar.tint ?? context.color("systemBlue")) : unselectedColor(context.appearance)
            sublayers.append(pad ? padItem(item, index: index, count: bar.items.count, color: color, in: context)
                             : landscape ? landscapeItem(item, index: index, count: bar.items.count, color: color, in: context)
                             : phoneItem(item, index: index, count: bar.items.count, color: color, in: context))
        }
        return Layer(id: Scene.chromeIDs.tabBar, frame: frame, sublayers: sublayers)
    }

    /// The bar's frame on the canvas: canvas-wide, from the bar's top to the bottom edge.
    public static func barFrame(in context: ChromeContext) -> Rect {
        let height = barHeight(on: context.device) + context.device.safeArea.bottom
        return Rect(x: 0, y: context.canvas.height - height, width: context.canvas.width, height: height)
    }

    /// The bar's height above the bottom safe area: 50 on iPad, 49 on a phone, 32 on a
    /// compact-width phone held in landscape (`compactBarHeight`).
    public static func barHeight(on device: Device) -> Double {
        if device.idiom == .pad { return padBarHeight }
        return device.orientation == .landscape && !device.isRegularWidthInLandscape ? compactBarHeight : phoneBarHeight
    }

    /// The bar's height above the safe area on a compact-width iPhone in landscape: 32 pt
    /// (ESTabBarController #88 and react-navigation's `BottomTabBar`, which use it for iPhones in
    /// landscape with labels beside icons).
    public static let compactBarHeight: Double = 32
    /// The side a glyph is drawn at beside its title on a phone in landscape (an estimate: UIKit's
    /// `compactInline` item layout is not published).
    public static let landscapeGlyphSize: Double = 20

    /// The colour of items that are not selected: #999999 light, #757575 dark (see the type's note).
    public static func unselectedColor(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(unchecked: 0x75 / 255, 0x75 / 255, 0x75 / 255) : Color(unchecked: 0x99 / 255, 0x99 / 255, 0x99 / 255)
    }

    /// The top hairline's colour: black at 0x4D (30 %) in light, 0x29 (16 %) in dark.
    public static func hairlineColor(_ appearance: Appearance) -> Color {
        Color(unchecked: 0, 0, 0, (appearance == .dark ? 0x29 : 0x4D) / 255)
    }

    /// A phone item: a cell 1/n of the width and the bar's 49 pt tall, the glyph centred above
    /// the title.
    static func phoneItem(_ item: TabBarItem, index: Int, count: Int, color: Color, in context: ChromeContext) -> Layer {
        let width = context.canvas.width / Double(count)
        let glyph = glyphLayer(item.glyph, id: "tabBarItem\(index)Glyph", color: color,
                               frame: Rect(x: (width - phoneGlyphSize) / 2, y: 5, width: phoneGlyphSize, height: phoneGlyphSize))
        let title = Layer(id: "tabBarItem\(index)Title", frame: Rect(x: 0, y: 32, width: width, height: 12),
                          content: .text(TextContent(string: item.title, size: 10, weight: .medium, color: color, alignment: .center)))
        return Layer(id: "tabBarItem\(index)", frame: Rect(x: Double(index) * width, y: 0, width: width, height: phoneBarHeight),
                     sublayers: [glyph, title])
    }

    /// A phone item in landscape (UIKit's `compactInline` and `inline` item styles, "side-by-side"):
    /// a cell 1/n of the width between the safe area's sides, the glyph left of its 13-point title
    /// (Flutter PR #39258 measured 13-point labels beside the icons of a landscape iPhone XR), the
    /// pair centred on the title's estimated width as on iPad.
    static func landscapeItem(_ item: TabBarItem, index: Int, count: Int, color: Color, in context: ChromeContext) -> Layer {
        let safe = context.device.safeArea
        let width = (context.canvas.width - safe.left - safe.right) / Double(count)
        let height = barHeight(on: context.device)
        let gap = 6.0, titleSize = 13.0, glyphSize = landscapeGlyphSize
        let titleWidth = min(width - glyphSize - gap, ChromeText.estimatedWidth(item.title, size: titleSize))
        let glyphX = (width - (glyphSize + gap + titleWidth)) / 2
        let glyph = glyphLayer(item.glyph, id: "tabBarItem\(index)Glyph", color: color,
                               frame: Rect(x: glyphX, y: (height - glyphSize) / 2, width: glyphSize, height: glyphSize))
        let titleX = glyphX + glyphSize + gap
        let title = Layer(id: "tabBarItem\(index)Title", frame: Rect(x: titleX, y: (height - 16) / 2, width: width - titleX, height: 16),
                          content: .text(TextContent(string: item.title, size: titleSize, weight: .medium, color: color)))
        return Layer(id: "tabBarItem\(index)", frame: Rect(x: safe.left + Double(index) * width, y: 0, width: width, height: height),
                     sublayers: [glyph, title])
    }

    /// An iPad item: a 150-point cell of the centred group, the glyph left of the title, the
    /// pair centred on the title's estimated width.
    static func padItem(_ item: TabBarItem, index: Int, count: Int, color: Color, in context: ChromeContext) -> Layer {
        let groupX = (context.canvas.width - padItemWidth * Double(count)) / 2
        let gap = 6.0, titleSize = 13.0
        let titleWidth = min(padItemWidth - padGlyphSize - gap, ChromeText.estimatedWidth(item.title, size: titleSize))
        let glyphX = (padItemWidth - (padGlyphSize + gap + titleWidth)) / 2
        let glyph = glyphLayer(item.glyph, id: "tabBarItem\(index)Glyph", color: color,
                               frame: Rect(x: glyphX, y: (padBarHeight - padGlyphSize) / 2, width: padGlyphSize, height: padGlyphSize))
        let titleX = glyphX + padGlyphSize + gap
        let title = Layer(id: "tabBarItem\(index)Title",
                          frame: Rect(x: titleX, y: (padBarHeight - 16) / 2, width: padItemWidth - titleX, height: 16),
                          content: .text(TextContent(string: item.title, size: titleSize, weight: .medium, color: color)))
        return Layer(id: "tabBarItem\(index)", frame: Rect(x: groupX + Double(index) * padItemWidth, y: 0, width: padItemWidth, height: padBarHeight),
                     sublayers: [glyph, title])
    }

    /// A glyph's shape layer in `frame`, its 24-point box scaled to the frame's width; an unknown
    /// name (which `TabBarChrome.validate()` rejects) draws nothing.
    static func glyphLayer(_ glyph: TabGlyph, id: String, color: Color, frame: Rect) -> Layer {
        let path = (glyph.path ?? BezierPath()).transformed(by: .scale(frame.width / TabGlyph.box))
        return Layer(id: id, frame: frame, content: .shape(ShapeContent(path: path, fillColor: color)))
    }
}

extension TabBarChrome {
    /// Checks 1 to `maxItems` items, a `selected` index among them, and built-in glyph names;
    /// errors at `tabBar.items`, `tabBar.selected` and `tabBar.items[i].glyph`.
    public func validate() throws(SceneError) {
        guard (1...TabBarChrome.maxItems).contains(items.count) else {
            throw SceneError(path: "tabBar.items", message: "expected 1 to \(TabBarChrome.maxItems) items, found \(items.count)")
        }
        guard items.indices.contains(selected) else {
            throw SceneError(path: "tabBar.selected", message: "expected an item index in 0...\(items.count - 1), found \(selected)")
        }
        for (index, item) in items.enumerated() {
            if case .named(let name) = item.glyph, item.glyph.path == nil {
                throw SceneError(path: "tabBar.items[\(index)].glyph", message: TabGlyph.unknownNameMessage(name))
            }
        }
    }
}

extension TabGlyph {
    /// The message for a glyph name Segue does not draw: the names it does, and the nearest.
    public static func unknownNameMessage(_ name: String) -> String {
        "expected a glyph name (\(builtInNames.joined(separator: ", "))) or an object with a path, found "
            + MessageText.quoted(name) + Suggestions.didYouMean(Suggestions.nearest(to: name, among: builtInNames))
    }
}
