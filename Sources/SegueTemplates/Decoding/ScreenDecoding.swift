import SegueCore

extension Node {
    /// A screen: either a path (relative to this file) of a JSON file holding a screen object, or
    /// a screen object `{"background", "image", "layers"}` with the chrome it shows
    /// (`statusBar`, `navigationBar`, `tabBar`, `homeIndicator`: `screenChrome()`). Errors inside a referenced file name
    /// that file, after the template and path that referenced it. The layer ids given must be unique within the screen, sublayers included
    /// (`Screen.validate()`, its errors placed at this screen's JSON path).
    func screen() throws(TemplateError) -> Screen {
        if case .string(let relative)? = value?.kind {
            let file = context.resolve(relative)
            guard context.allows(relative, resolved: file) else { throw failure(message: Node.outsideSandbox(relative)) }
            let text: String
            if let read = context.files.screens[file] {
                text = read
            } else {
                switch context.resources.read(file, as: .screen).flatMap(TemplateLoader.utf8) {
                case .success(let t): text = t
                case .failure(let f): throw failure(message: "expected a readable screen file, found \(found) (\(Node.shown(file, relative: relative)): \(f.reason))")
                }
                context.files.screens[file] = text
            }
            do {
                let root = try TemplateLoader.parse(json: text, file: file)
                return try Node(value: root, jsonPath: "", context: context.referenced(file)).screenObject()
            } catch {
                var named = error
                if named.namedBy == nil { named.namedBy = TemplateError.Reference(file: context.file, path: jsonPath) }
                throw named
            }
        }
        return try screenObject()
    }

    /// The keys of a screen object: `$schema` (for editors, ignored), `background`, `image`,
    /// `layers` and the chrome's.
    static let screenKeys = [schemaKey, "background", "image", "layers"] + chromeScreenKeys

    private func screenObject() throws(TemplateError) -> Screen {
        var node = self
        node.context.budget = DecodeBudget() // each screen has the per-screen limits to itself
        return try node.screenObjectWithinBudget()
    }

    private func screenObjectWithinBudget() throws(TemplateError) -> Screen {
        let object = try self.object(allowing: Node.screenKeys)
        try object.optional(Node.schemaKey)?.schemaReference()
        // A screen without a background shows systemBackground, as a view controller's view does.
        var screen = Screen(background: SystemColors.color(named: "systemBackground", appearance: context.appearance) ?? .white)
        if let background = object.optional("background") { screen.background = try background.color() }
        if let image = object.optional("image") { screen.image = try image.imageFile() }
        if let layers = object.optional("layers") {
            for node in try layers.array("an array of layers") {
                screen.layers.append(try node.layer())
            }
        }
        screen.chrome = try object.screenChrome()
        do { try screen.validate() } catch { throw at(error) }
        return screen
    }

    /// An image file name relative to this file, read through the resources (once per load);
    /// returns the resolved path, which the scene names the image by.
    func imageFile() throws(TemplateError) -> String {
        let relative = try string("a file path")
        let resolved = context.resolve(relative)
        guard context.allows(relative, resolved: resolved) else { throw failure(message: Node.outsideSandbox(relative)) }
        guard context.files.images[resolved] == nil else { return resolved }
        switch context.resources.read(resolved, as: .image) {
        case .success(let bytes): context.files.images[resolved] = bytes
        case .failure(let failure):
            let shown = Node.shown(resolved, relative: relative)
            let detail = failure == .missing ? "no file at \(shown)" : "\(shown): \(failure.reason)"
            throw self.failure(message: "expected an existing file, found \(MessageText.quoted(relative)) (\(detail))")
        }
        return resolved
    }

    /// The error for a reference a sandboxed load refuses: the same whether or not a file is
    /// there, and quoting only what the template wrote.
    static func outsideSandbox(_ relative: String) -> String {
        "expected a relative path inside the template's folder (sandboxed), found \(MessageText.quoted(relative))"
    }

    /// A resolved reference as a message shows it: escaped (a newline or ESC in the template's
    /// string must not break the line), and cut like the quoted `relative` it ends with, so that
    /// a 10 000-character reference still makes a short line; the folder part is shown whole.
    static func shown(_ resolved: String, relative: String) -> String {
        let folder = max(0, resolved.unicodeScalars.count - relative.unicodeScalars.count)
        return MessageText.escaped(resolved, limit: folder + MessageText.maxLength)
    }
}
