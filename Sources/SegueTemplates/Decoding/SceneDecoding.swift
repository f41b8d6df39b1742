import SegueCore

extension Node {
    /// The template's root object: `name` (default `defaultName`), `canvas`, `from`, `to`,
    /// `transition` and optional `interaction`, as an unresolved scene.
    ///
    /// The name becomes the output folder (`output/<name>/`), so it must be a single, visible
    /// path component: not empty, no "/", not starting with "." (which also rules out "." and
    /// ".."), so a render never writes outside its output folder or into a hidden one; at most
    /// `maxNameBytes`, so its staging folder can be created; and no character `MessageText`
    /// escapes (control, line-separator and bidi characters), so that a folder listing and
    /// every message naming the folder shows it as it is.
    func scene(defaultName: String) throws(TemplateError) -> Scene {
        let object = try self.object(allowing: ["name", "canvas", "from", "to", "transition", "interaction"])
        var name = defaultName
        if let n = object.optional("name") {
            name = try n.folderName()
        } else if !Node.isFolderName(name) {
            throw object["name"].failure(message: "expected \(Node.folderNameExpectation), found nothing (the file name gives \(MessageText.quoted(name)); add a name)")
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
    /// The longest template name, in bytes of UTF-8. A file system allows 255 bytes a name
    /// (ext4, APFS, NTFS) and the staging folder adds 17 (`.<name>.partial-<pid>`); 100 leaves
    /// room for both and for a name still read whole in a message or a listing.
    static let maxNameBytes = 100

    static let folderNameExpectation = "a name usable as a folder name (1 to \(maxNameBytes) bytes, no \"/\", "
        + "no control or bidi characters, not starting with \".\")"

    /// A template name that is a single visible path component (see `scene(defaultName:)`).
    func folderName() throws(TemplateError) -> String {
        let name = try string(Node.folderNameExpectation)
        guard Node.isFolderName(name) else { throw failure(Node.folderNameExpectation) }
        return name
    }

    static func isFolderName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= maxNameBytes && !name.contains("/") && !name.hasPrefix(".")
            && !name.unicodeScalars.contains(where: MessageText.needsEscape)
    }
}
