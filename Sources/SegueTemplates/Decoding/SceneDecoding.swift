import SegueCore

extension Node {
    /// The template's root object: `name` (default `defaultName`), `canvas`, `from`, `to`,
    /// `transition` and optional `interaction`, as an unresolved scene.
    ///
    /// The name becomes the output folder (`output/<name>/`), so it must be a single, visible
    /// path component: not empty, no "/", not starting with "." (which also rules out "." and
    /// ".."), so a render never writes outside its output folder or into a hidden one.
    func scene(defaultName: String) throws(TemplateError) -> Scene {
        let object = try self.object(allowing: ["name", "canvas", "from", "to", "transition", "interaction"])
        var name = defaultName
        if let n = object.optional("name") {
            name = try n.folderName()
        } else if !Node.isFolderName(name) {
            throw object["name"].failure(message: "expected \(Node.folderNameExpectation), found nothing (the file name gives \"\(name)\"; add a name)")
        }
        let canvas = try object.optional("canvas")?.canvas() ?? Canvas()
        let from = try object["from"].screen()
        let to = try object["to"].screen()
        let transition = try object["transition"].transition()
        let interaction = try object.optional("interaction")?.interaction()
        return Scene(name: name, canvas: canvas, from: from, to: to, transition: transition, interaction: interaction)
    }
}

extension Node {
    static let folderNameExpectation = "a name usable as a folder name (not empty, no \"/\", not starting with \".\")"

    /// A template name that is a single visible path component (see `scene(defaultName:)`).
    func folderName() throws(TemplateError) -> String {
        let name = try string(Node.folderNameExpectation)
        guard Node.isFolderName(name) else { throw failure(Node.folderNameExpectation) }
        return name
    }

    static func isFolderName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.hasPrefix(".") && !name.contains("\0")
    }
}
