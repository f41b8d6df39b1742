import SegueCore

/// The screen keys that declare chrome (`ScreenChrome`), besides `background`, `image` and `layers`.
let chromeScreenKeys = ["statusBar", "navigationBar", "tabBar", "homeIndicator"]

extension ObjectNode {
    /// A screen's chrome from its keys: `statusBar` (true or `{"time", "battery"}`),
    /// `navigationBar` (a title, or `{"title", "largeTitle", "backTitle", "trailingTitle",
    /// "tint", "background"}`), `tabBar` (`{"items": [{"title", "glyph"}], "selected", "tint"}`),
    /// `homeIndicator` (true or false). Colours take the canvas's appearance.
    func screenChrome() throws(TemplateError) -> ScreenChrome {
        var chrome = ScreenChrome()
        if let node = optional("statusBar") { chrome.statusBar = try node.statusBar() }
        if let node = optional("navigationBar") { chrome.navigationBar = try node.navigationBar() }
        if let node = optional("tabBar") { chrome.tabBar = try node.tabBar() }
        if let node = optional("homeIndicator") { chrome.homeIndicator = try node.bool() }
        return chrome
    }
}

extension Node {
    /// `true` (9:41, full battery), `false` (none), or `{"time": "9:41", "battery": 0...1}`.
    func statusBar() throws(TemplateError) -> StatusBarChrome? {
        if case .bool(let shown)? = value?.kind { return shown ? StatusBarChrome() : nil }
        guard case .object? = value?.kind else { throw failure("true, false, or an object with time and battery") }
        let object = try self.object(allowing: ["time", "battery"])
        var bar = StatusBarChrome()
        if let time = object.optional("time") { bar.time = try time.shortText() }
        if let battery = object.optional("battery") { bar.battery = try battery.number(in: 0...1) }
        return bar
    }

    /// A title (a string), or `{"title", "largeTitle", "backTitle", "trailingTitle", "tint", "background"}`.
    func navigationBar() throws(TemplateError) -> NavigationBarChrome {
        if case .string? = value?.kind { return NavigationBarChrome(title: try shortText()) }
        guard case .object? = value?.kind else { throw failure("a title, or an object with title, largeTitle, backTitle, trailingTitle, tint, background") }
        let object = try self.object(allowing: ["title", "largeTitle", "backTitle", "trailingTitle", "tint", "background"])
        var bar = NavigationBarChrome(title: try object.optional("title")?.shortText() ?? "")
        if let node = object.optional("largeTitle") { bar.largeTitle = try node.bool() }
        if let node = object.optional("backTitle") { bar.backTitle = try node.shortText() }
        if let node = object.optional("trailingTitle") { bar.trailingTitle = try node.shortText() }
        if let node = object.optional("tint") { bar.tint = try node.color() }
        if let node = object.optional("background") { bar.background = try node.color() }
        return bar
    }

    /// `{"items": [{"title", "glyph"}, …], "selected": index, "tint": colour}`; a glyph is a
    /// built-in name (`TabGlyph.builtInNames`; another is an error listing them) or
    /// `{"path": …}` (a path in a 24×24-point box).
    func tabBar() throws(TemplateError) -> TabBarChrome {
        let object = try self.object(allowing: ["items", "selected", "tint"])
        let itemNodes = try object["items"].array("an array of tab bar items")
        guard (1...TabBarChrome.maxItems).contains(itemNodes.count) else {
            throw object["items"].failure(message: "expected 1 to \(TabBarChrome.maxItems) tab bar items, found \(itemNodes.count)")
        }
        var items: [TabBarItem] = []
        for node in itemNodes { items.append(try node.tabBarItem()) }
        var bar = TabBarChrome(items: items)
        if let node = object.optional("selected") { bar.selected = try node.integer(in: 0...(items.count - 1)) }
        if let node = object.optional("tint") { bar.tint = try node.color() }
        return bar
    }

    private func tabBarItem() throws(TemplateError) -> TabBarItem {
        let object = try self.object(allowing: ["title", "glyph"])
        let title = try object.optional("title")?.shortText() ?? ""
        let glyphNode = object["glyph"]
        let glyph: TabGlyph
        switch glyphNode.value?.kind {
        case .string?:
            let name = try glyphNode.string()
            guard TabGlyph.builtInNames.contains(name) else { throw glyphNode.failure(message: TabGlyph.unknownNameMessage(name)) }
            glyph = .named(name)
        case .object?: glyph = .path(try glyphNode.object(allowing: ["path"])["path"].path())
        default: throw glyphNode.failure("a glyph name or an object with a path")
        }
        return TabBarItem(title: title, glyph: glyph)
    }

    /// A string of at most 200 characters: a bar's title or label, never a paragraph.
    func shortText() throws(TemplateError) -> String {
        let text = try string()
        guard text.count <= 200 else { throw failure(message: "expected at most 200 characters, found \(text.count)") }
        return text
    }
}
