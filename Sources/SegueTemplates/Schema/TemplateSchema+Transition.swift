import SegueCore

/// The transition (mirrors `TransitionDecoding`, `EffectDecoders` and `SheetDecoding`): the
/// common keys, every effect type's own keys, and per type which keys it takes, which it
/// requires and its defaults, all read from the registry `EffectDecoders.all`.
extension TemplateSchema {
    static var transitionDefinitions: [(String, SchemaValue)] {
        [("transition", transition), ("sheetDetent", sheetDetent)]
    }

    /// Every key a transition may have: the common ones, then each type's in registry order.
    static var transitionKeys: [String] {
        var keys = commonTransitionKeys
        for decoder in EffectDecoders.all { keys += decoder.keys.filter { !keys.contains($0) } }
        return keys
    }

    static var transition: SchemaValue {
        let properties = transitionKeys.compactMap { key in transitionProperties[key].map { SchemaValue.Member(key: key, value: $0) } }
        return closedObject("""
            The transition: an effect type and its keys, the operation, duration and timing, an optional dimming \
            and animations of any layer beside the effect.
            """, required: ["type", "operation"], .object(properties))
            .with("allOf", .array(EffectDecoders.all.map(typeRule)))
    }

    /// What a type allows and requires, as its `EffectDecoder` decodes it.
    static func typeRule(_ decoder: EffectDecoder) -> SchemaValue {
        var then: SchemaValue = ["propertyNames": .strings(commonTransitionKeys + decoder.keys).enumSchema]
        if !decoder.requiredKeys.isEmpty { then = then.with("required", .strings(decoder.requiredKeys)) }
        var rules: [SchemaValue] = []
        if decoder.defaultDuration == nil {
            // `ObjectNode.duration(timing:)`: a duration, unless the timing is a physical spring
            // (any spring but UIKit's dampingRatio one), whose settling time it then is.
            rules.append([
                "description": "A duration, unless the timing is a physical spring (its settling time is the duration).",
                "anyOf": [
                    ["required": ["duration"]],
                    ["required": ["timing"], "properties": ["timing": [
                        "type": "object", "required": ["spring"],
                        "properties": ["spring": ["not": ["required": ["dampingRatio"]]]],
                    ]]],
                ],
            ])
        }
        var properties: [SchemaValue.Member] = []
        if decoder.operations != TransitionOperation.allCases {
            properties.append(.init(key: "operation", value: ["enum": .strings(decoder.operations.map(\.rawValue))]))
        }
        // `direction` names a flip's side (top, bottom) and a slide's or cube's way (up, down).
        if decoder.keys.contains("direction") {
            let names = decoder.typeName == FlipEffect.typeName ? FlipDirection.allCases.map(\.rawValue) : SlideDirection.allCases.map(\.rawValue)
            properties.append(.init(key: "direction", value: ["enum": .strings(names)]))
        }
        if !properties.isEmpty { then = then.with("properties", .object(properties)) }
        if decoder.typeName == SheetEffect.typeName {
            let fullScreen = SheetStyle.allCases.filter { !$0.isSheet }.map(\.rawValue)
            rules.append([
                "description": "Detents and the grabber belong to the sheet styles (\(SheetStyle.allCases.filter(\.isSheet).map(\.rawValue).joined(separator: ", "))).",
                "if": ["properties": ["style": ["enum": .strings(fullScreen)]], "required": ["style"]],
                "then": ["not": ["anyOf": [["required": ["detents"]], ["required": ["detent"]], ["required": ["fromDetent"]], ["required": ["grabber"]],
                                             ["required": ["modalInPresentation"]]]]],
            ])
        }
        if !rules.isEmpty { then = then.with("allOf", .array(rules)) }
        return [
            "if": ["properties": ["type": ["const": .string(decoder.typeName)]], "required": ["type"]],
            "then": then,
        ]
    }

    /// Each transition key's schema, by key.
    static var transitionProperties: [String: SchemaValue] {
        let defaults = EffectDecoders.all.filter { $0.defaultDuration != nil }
            .map { "\($0.typeName) \(SchemaValue.format($0.defaultDuration!)) s" }.joined(separator: ", ")
        return [
            "type": property(choice(EffectDecoders.all.map(\.typeName)), "The effect: what the transition does to the two screens."),
            "operation": property(choice(TransitionOperation.self), """
                The view-controller operation: push, present and tab put the to-screen on top and play forward; \
                pop and dismiss put the from-screen on top and play in reverse. Navigation takes push or pop.
                """),
            "duration": property(ref("seconds"), """
                Seconds (at most \(SchemaValue.format(TemplateLimits.maxDuration))). Required, except with a physical \
                spring timing (its settling time) and for the system types (\(defaults)).
                """),
            "timing": property(ref("timing"), "The effect's timing curve (default easeInEaseOut; the system types' own curve or spring)."),
            "dimming": property(number(in: 0...1), "How dark the screen below gets, 0 (none) to 1 (black).", default: 0),
            "animations": property(array(of: ref("animation"), max: TemplateLimits.maxAnimations), """
                Animations of layer properties: beside the effect, or for type custom the whole transition.
                """),
            "match": property(["type": "boolean"], "Whether layers with the same match id morph from one screen to the other.",
                              default: false),
            "direction": property(choice(SlideDirection.allCases.map(\.rawValue)
                                         + FlipDirection.allCases.map(\.rawValue).filter { SlideDirection(rawValue: $0) == nil }), """
                Where the incoming screen moves: left, right, up or down (slide and cube; default by the operation); \
                the side that comes forward first: left, right, top or bottom (flip; default left).
                """),
            "parallax": property(number(in: 0...1), "How far the screen below moves, as a fraction of the slide (slide)."),
            "source": property(["oneOf": [ref("layerId"), ref("rect")]],
                               "The rect the zoom grows from: a layer id on the list screen, or [x, y, width, height] (zoom)."),
            "content": property(choice(ZoomContent.self), "What the zoom draws inside its growing frame (zoom).",
                                default: .string(ZoomContent.scale.rawValue)),
            "origin": property(["oneOf": [ref("layerId"), ref("point")]],
                               "The circle's centre: a layer id (its centre) or [x, y] (circleReveal)."),
            "toOnTop": property(["type": "boolean"], "Whether the to-screen is drawn above the from-screen (custom).", default: true),
            "style": property(choice(SheetStyle.self), "The presentation style (sheet).", default: .string(SheetStyle.pageSheet.rawValue)),
            "detents": property(array(of: ref("sheetDetent"), min: 1, max: ObjectNode.maxDetents),
                                "The heights the sheet may rest at (sheet; default [\"large\"]).", default: ["large"]),
            "detent": property(ref("sheetDetent"), "The detent the sheet rests at, one of detents (sheet; default the smallest)."),
            "fromDetent": property(ref("sheetDetent"), "The detent a presented sheet starts at, one of detents: the transition moves it to detent (sheet)."),
            "grabber": property(["type": "boolean"], "Whether the sheet shows a grabber (sheet).", default: false),
            "modalInPresentation": property(["type": "boolean"], "Whether a sheet dragged between detents (fromDetent) cannot be "
                                            + "dismissed (isModalInPresentation): below its lowest detent it rubber-bands (sheet).", default: false),
            "cornerRadius": property(ref("nonNegative"), "The sheet's corner radius in points (sheet; default the system's)."),
        ]
    }

    static var sheetDetent: SchemaValue {
        [
            "description": "A sheet detent: \"medium\", \"large\", or a custom height in points (a number or {\"height\": points}).",
            "oneOf": [
                choice(["medium", "large"]),
                ref("positive"),
                closedObject("A custom detent (UIKit's .custom resolver's height).", required: ["height"], ["height": ref("positive")]),
            ],
        ]
    }
}

extension SchemaValue {
    /// `{"enum": self}` for an array of names.
    var enumSchema: SchemaValue { ["enum": self] }
}
