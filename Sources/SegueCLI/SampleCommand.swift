import ArgumentParser
import SegueCore
import SegueRender
import SegueTemplates

struct SampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Print what the screen shows at one instant of a template, as JSON.",
        discussion: """
            Layers are listed in paint order (back to front) with their bounds in canvas points after \
            every transform, effective opacity, anchor point (unit coordinates) and position (the anchor \
            point on the canvas), layer-to-canvas transform [a, b, c, d, tx, ty] and mask bounds, and \
            their shadow and backdrop blur when they have one. A matching transition first lists its \
            shared elements: each match id's resting frames on the two screens and its morph's bounds now.
            """
    )

    @Argument(help: "The template file.")
    var template: String

    @Option(name: .long, help: "Seconds since the start of the timeline.")
    var time: Double?

    @Option(name: .long, help: "A frame index of the frame clock.")
    var frame: Int?

    @Option(name: .long, help: "Frames per second, overriding the template's (with --frame).")
    var fps: Int?

    @OptionGroup var appearance: AppearanceOption

    @Option(name: .customLong("variant"), help: ArgumentHelp(
        "Sample the template as this variant renders it: dark, light, landscape, portrait, content-size=<category>, "
            + "pseudo-accented, pseudo-long, rtl, cross-fade or reduce-motion, or a combination joined by + (one: a sample is of one render).",
        valueName: "variant"), transform: VariantOption.parse)
    var variants: [Variant] = []

    /// The one variant asked for (`validate()` refuses more than one rather than keep the last).
    var variant: Variant? { variants.first }

    @OptionGroup var sandbox: SandboxOption

    @OptionGroup var strict: StrictOption

    func validate() throws {
        guard (time == nil) != (frame == nil) else { throw ValidationError("give exactly one of --time and --frame") }
        if let time, !(time.isFinite && time >= 0) { throw ValidationError("--time: expected a non-negative number of seconds, found \(time)") }
        if let frame, frame < 0 { throw ValidationError("--frame: expected a non-negative index, found \(frame)") }
        try CanvasOptions.validate(fps: fps)
        if let wanted = variant?.appearance, let given = appearance.appearance, wanted != given {
            throw ValidationError("--appearance \(given.rawValue) contradicts --variant \(variant!) (a sample is of one render; drop one)")
        }
        guard variants.count <= 1 else {
            throw ValidationError("--variant: expected one variant (a sample is of one render), found \(variants.map(\.description).joined(separator: ", "))")
        }
    }

    func run() throws {
        try reportingErrors {
            let loaded = try sandbox.loader(appearance: variant?.appearance ?? appearance.appearance, contentSize: variant?.contentSize,
                                            orientation: variant?.orientation)
                .load(file: template)
            try strict.check(loaded)
            var scene = loaded.scene
            if let fps { scene = try scene.withCanvas(fps: fps) }
            if let variant { scene = try VariantOption.scene(scene, as: variant, file: template) }
            let instant: Double
            if let frame {
                let clock = scene.frameClock
                guard frame < clock.frameCount else {
                    throw CommandError(description: "\(template): --frame \(frame): the timeline has frames 0-\(clock.frameCount - 1)")
                }
                instant = clock.time(ofFrame: frame)
            } else {
                instant = time!
            }
            try printOutput(SampleCommand.json(scene.snapshot(at: instant), scene: scene).rendered())
        }
    }

    /// The sample document: the instant, then every layer in paint order.
    static func json(_ snapshot: Snapshot, scene: ResolvedScene) -> JSONText {
        var fields: [(String, JSONText)] = [
            ("time", .number(snapshot.time)),
            ("progress", .number(snapshot.progress)),
            ("phase", .string(snapshot.phase.rawValue)),
            ("appearance", .string(scene.canvas.appearance.rawValue)),
        ]
        if let variant = scene.scene.variant { fields.append(("variant", .string(variant.description))) }
        if scene.interaction != nil {
            // percentComplete of the interactive transition: the elapsed fraction it shows.
            fields.append(("percent", .number(snapshot.progress)))
        }
        let flat = snapshot.tree.flattened()
        if !scene.matchPairs.isEmpty {
            // Each shared element: where its two layers rest, and the morph's box now.
            fields.append(("matches", .array(scene.matchPairs.map { pair in
                .object([("id", .string(pair.id)), ("from", rect(pair.fromFrame)), ("to", rect(pair.toFrame)),
                         ("node", .string(pair.nodeID)),
                         ("bounds", flat.first { $0.id == pair.nodeID }.map { rect($0.bounds) } ?? .null)])
            })))
        }
        fields.append(("layers", .array(flat.map(\.sampleJSON))))
        return .object(fields)
    }

    private static func rect(_ r: Rect) -> JSONText {
        .array([r.x, r.y, r.width, r.height].map(JSONText.number))
    }
}
