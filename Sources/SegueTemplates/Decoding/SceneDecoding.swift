import SegueCore

extension Node {
    /// The template's root object (`templateKeys`): `name` (default `defaultName`), `canvas`, `from`, `to`,
    /// `transition`, optional `interaction` and `overlay`, as an unresolved scene. Colours after
    /// the canvas take its `appearance` (or the loader's override, which the canvas then records).
    ///
    /// The name becomes the output folder (`output/<name>/`), so it must follow `FolderName`'s
    /// rule.
    func scene(defaultName: String) throws(TemplateError) -> Scene {
        // A screen file given where a template belongs (its keys would each be "unknown"): said as such.
        if case .object(let members)? = value?.kind, members.contains(where: { $0.key != Node.schemaKey }),
           !members.contains(where: { $0.key == "transition" }),
           members.allSatisfy({ Node.screenKeys.contains($0.key) }) {
            let keys = members.map(\.key).filter { $0 != Node.schemaKey }.joined(separator: ", ")
            throw failure(message: "expected a template (a transition from one screen to another), found a screen file (\(keys)); "
                + "name it as a template's \"from\" or \"to\"")
        }
        let object = try self.object(allowing: Node.templateKeys)
        try object.optional(Node.schemaKey)?.schemaReference()
        var name = defaultName
        if let n = object.optional("name") {
            name = try n.folderName()
        } else if !FolderName.isValid(name) {
            throw object["name"].failure(message: "expected \(FolderName.expectation), found nothing (the file name gives \(MessageText.quoted(name)); add a name)")
        }
        var canvas = try object.optional("canvas")?.canvas() ?? Canvas()
        canvas.appearance = context.appearanceOverride ?? canvas.appearance
        canvas.contentSize = context.contentSizeOverride ?? canvas.contentSize
        // Everything after the canvas reads system colours in its appearance, text styles at its size.
        var scoped = self
        scoped.context.appearance = canvas.appearance
        scoped.context.contentSize = canvas.contentSize
        let rest = try scoped.object(allowing: Node.templateKeys)
        let from = try rest["from"].screen()
        let to = try rest["to"].screen()
        let transition = try rest["transition"].transition()
        let interaction = try rest.optional("interaction")?.interaction()
        var scene = Scene(name: name, canvas: canvas, from: from, to: to, transition: transition, interaction: interaction)
        if let n = rest.optional("overlay") { scene.overlay = try n.overlayLayers() }
        if let n = rest.optional("variants") { scene.variants = try n.variants() }
        return scene
    }
}

extension Node {
    /// The keys of a template's root object. `$schema` names the JSON Schema an editor checks
    /// the file with (`TemplateSchema`); Segue checks it is a string and ignores it.
    static let templateKeys = [schemaKey, "name", "canvas", "from", "to", "transition", "interaction", "overlay", "variants"]

    /// The key editors read a file's JSON Schema from, allowed at the top of templates and screens.
    static let schemaKey = "$schema"

    /// The value of `$schema`: a string (a URL or a path), otherwise ignored.
    func schemaReference() throws(TemplateError) {
        _ = try string("a JSON Schema URL or path (a string)")
    }

    /// The overlay: an array of layers in canvas points, with a screen's limits.
    func overlayLayers() throws(TemplateError) -> [Layer] {
        var node = self
        node.context.budget = DecodeBudget() // the overlay has the per-screen limits to itself
        var layers: [Layer] = []
        for layer in try node.array("an array of layers") { layers.append(try layer.layer()) }
        return layers
    }

    /// `["rtl", "cross-fade", "reduce-motion"]`: the variants to render besides the scene,
    /// each at most once.
    func variants() throws(TemplateError) -> [Variant] {
        var variants: [Variant] = []
        for node in try array("an array of variants (dark+rtl, content-size=xLarge, …)") {
            let text = try node.string("a variant: " + Variant.words)
            let variant: Variant
            do { variant = try Variant(parsing: text) } catch { throw node.failure(message: error.message) }
            guard !variants.contains(variant) else { throw node.failure(message: "expected each variant once, found \(MessageText.quoted(variant.description)) again") }
            variants.append(variant)
        }
        return variants
    }

    /// A template name that is a single visible path component (`FolderName`).
    func folderName() throws(TemplateError) -> String {
        let name = try string(FolderName.expectation)
        guard FolderName.isValid(name) else { throw failure(FolderName.expectation) }
        return name
    }
}
