import SegueCore

/// What an effect's decoder may need besides its own keys.
struct EffectDecoding {
    /// The transition's duration in seconds: animation `range`s compile into seconds of it.
    var duration: Double
}

/// How a template's transition `type` becomes a Core effect, with the type's rules beside it:
/// its name, the keys it takes besides `commonTransitionKeys` and which of them it requires, the
/// operations it takes (its effect's `operations`), its defaults, and the decoding of its keys.
/// The decoder checks the rules in one place (`Node.transition()`, the operations when the
/// scene resolves) and the schema's rule for the type is generated from them.
struct EffectDecoder: Sendable {
    let typeName: String
    let keys: [String]
    /// The keys a transition of this type must have, each with what it holds, for the error when
    /// it is missing (a zoom's `source`: a layer id or a rect).
    let required: [(key: String, holds: String)]
    /// The names of `required`.
    var requiredKeys: [String] { required.map(\.key) }
    /// The operations the type takes (`TransitionEffect.operations`).
    let operations: [TransitionOperation]
    /// The duration a transition of this type has when the template gives none (a system
    /// transition's own, which the effect documents); `nil` requires one.
    let defaultDuration: Double?
    /// The timing a transition of this type has when the template gives none; `nil` gives
    /// UIKit's default easeInEaseOut.
    let defaultTiming: Timing?
    let decode: @Sendable (ObjectNode, EffectDecoding) throws(TemplateError) -> any TransitionEffect

    init<E: TransitionEffect>(_ type: E.Type, keys: [String], required: [(key: String, holds: String)] = [], defaultDuration: Double? = nil,
                              defaultTiming: Timing? = nil,
                              decode: @escaping @Sendable (ObjectNode, EffectDecoding) throws(TemplateError) -> E) {
        typeName = E.typeName
        self.keys = keys
        self.required = required
        operations = E.operations
        self.defaultDuration = defaultDuration
        self.defaultTiming = defaultTiming
        self.decode = { (object, context) throws(TemplateError) in try decode(object, context) }
    }
}

/// The registry the template decoder consults: every transition type a template may name. A new
/// effect is its Core file (a `TransitionEffect`) plus one entry here. Values are decoded with
/// exact JSON paths; what only the scene can tell (the layers an effect names, animation
/// targets) is checked when the scene is resolved.
enum EffectDecoders {
    static let all: [EffectDecoder] = [fade, slide, zoom, circleReveal, match, custom, navigation, sheet, flip, cube]

    /// The decoder of the type called `name` (case-sensitive), or `nil`.
    static func named(_ name: String) -> EffectDecoder? { all.first { $0.typeName == name } }

    static let fade = EffectDecoder(FadeEffect.self, keys: []) { _, _ in FadeEffect() }

    static let slide = EffectDecoder(SlideEffect.self, keys: ["direction", "parallax"]) { (object, _) throws(TemplateError) in
        SlideEffect(direction: try object.optional("direction")?.choice(SlideDirection.self),
                    parallax: try object.optional("parallax")?.number(in: 0...1))
    }

    /// UIKit's `.transitionFlipFrom…` (`FlipEffect`): `direction` is the side that comes forward first.
    static let flip = EffectDecoder(FlipEffect.self, keys: ["direction"]) { (object, _) throws(TemplateError) in
        FlipEffect(direction: try object.optional("direction")?.choice(FlipDirection.self))
    }

    /// Two faces of a turning cube (`CubeEffect`): `direction` as slide's.
    static let cube = EffectDecoder(CubeEffect.self, keys: ["direction"]) { (object, _) throws(TemplateError) in
        CubeEffect(direction: try object.optional("direction")?.choice(SlideDirection.self))
    }

    static let zoom = EffectDecoder(ZoomEffect.self, keys: ["source", "content"], required: [("source", "a layer id or an array [x, y, width, height]")]) { (object, _) throws(TemplateError) in
        ZoomEffect(source: try object["source"].rectAnchor(),
                   content: try object.optional("content")?.choice(ZoomContent.self) ?? .scale)
    }

    static let circleReveal = EffectDecoder(CircleRevealEffect.self, keys: ["origin"], required: [("origin", "a layer id or an array [x, y]")]) { (object, _) throws(TemplateError) in
        CircleRevealEffect(origin: try object["origin"].pointAnchor())
    }

    static let match = EffectDecoder(MatchEffect.self, keys: []) { _, _ in MatchEffect() }

    static let custom = EffectDecoder(CustomEffect.self, keys: ["toOnTop"], required: [("animations", "an array of animations")]) { (object, context) throws(TemplateError) in
        CustomEffect(animations: try object["animations"].propertyAnimations(transitionDuration: context.duration),
                     toOnTop: try object.optional("toOnTop")?.bool() ?? true)
    }

    /// A system push or pop (`NavigationEffect.operations`): no keys of its own, UIKit's duration
    /// and curve when omitted.
    static let navigation = EffectDecoder(NavigationEffect.self, keys: [], defaultDuration: NavigationEffect.defaultDuration,
                                          defaultTiming: NavigationEffect.defaultTiming) { _, _ in NavigationEffect() }

    /// A system presentation (`SheetEffect`): UIKit's duration and spring when the template gives none.
    static let sheet = EffectDecoder(SheetEffect.self, keys: ["style", "detents", "detent", "fromDetent", "grabber",
                                                                      "modalInPresentation", "cornerRadius"],
                                     defaultDuration: SheetEffect.defaultDuration,
                                     defaultTiming: SheetEffect.defaultTiming) { (object, _) throws(TemplateError) in
        try object.sheetEffect()
    }
}
