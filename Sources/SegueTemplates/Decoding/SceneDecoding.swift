import SegueCore

extension Node {
    /// The template's root object: `name` (default `defaultName`), `canvas`, `from`, `to`,
    /// `transition` and optional `interaction`.
    func scene(defaultName: String) throws(TemplateError) -> Scene {
        let object = try self.object(allowing: ["name", "canvas", "from", "to", "transition", "interaction"])
        var name = defaultName
        if let n = object.optional("name") {
            name = try n.string("a non-empty name")
            guard !name.isEmpty else { throw n.failure("a non-empty name") }
        }
        let canvas = try object.optional("canvas")?.canvas() ?? Canvas()
        let from = try object["from"].screen()
        let to = try object["to"].screen()
        let transition = try object["transition"].transition(from: from, to: to)
        let interaction = try object.optional("interaction")?.interaction()
        return Scene(name: name, canvas: canvas, from: from, to: to, transition: transition, interaction: interaction)
    }
}
