import SegueCore

extension Node {
    /// A screen: either a path (relative to this file) of a JSON file holding a screen object, or
    /// a screen object `{"background", "image", "layers"}`. Errors inside a referenced file name
    /// that file. Layer ids must be unique within the screen, sublayers included.
    func screen() throws(TemplateError) -> Screen {
        if case .string(let relative)? = value?.kind {
            let file = context.resolve(relative)
            let text: String
            switch FilePaths.read(file) {
            case .success(let t): text = t
            case .failure(let f): throw failure("a readable screen file", foundReason: f.reason, file: file)
            }
            let root = try TemplateLoader.parse(json: text, file: file)
            let screenContext = DecodeContext(file: file, directory: FilePaths.directory(of: file))
            return try Node(value: root, jsonPath: "", context: screenContext).screenObject()
        }
        return try screenObject()
    }

    private func failure(_ what: String, foundReason: String, file: String) -> TemplateError {
        failure(message: "expected \(what), found \(found) (\(file): \(foundReason))")
    }

    private func screenObject() throws(TemplateError) -> Screen {
        let object = try self.object(allowing: ["background", "image", "layers"])
        var screen = Screen()
        if let background = object.optional("background") { screen.background = try background.color() }
        if let image = object.optional("image") { screen.image = try image.existingFile() }
        if let layers = object.optional("layers") {
            var seen: Set<String> = []
            for node in try layers.array("an array of layers") {
                screen.layers.append(try node.layer(ids: &seen))
            }
        }
        return screen
    }

    /// A file name relative to this template that must exist; returns the resolved path.
    func existingFile() throws(TemplateError) -> String {
        let relative = try string("a file path")
        let resolved = context.resolve(relative)
        guard FilePaths.isFile(resolved) else {
            let reason = FilePaths.notAFileReason(resolved)
            let detail = reason == "no such file" ? "no file at \(resolved)" : "\(resolved) \(reason)"
            throw failure(message: "expected an existing file, found \"\(relative)\" (\(detail))")
        }
        return resolved
    }
}
