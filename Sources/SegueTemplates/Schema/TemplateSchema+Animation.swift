import SegueCore

/// A custom property animation (mirrors `AnimationDecoding`): its from- and to-values take the
/// shape and range of its key path (`AnimatableKeyPath.valueKind`, `Node.animationNumberRange`).
extension TemplateSchema {
    static var animationDefinitions: [(String, SchemaValue)] {
        [("animation", animation), ("animationTarget", animationTarget)]
    }

    /// The key path names a template may write: every spelling the key-path table gives templates.
    static var keyPathNames: [String] { AnimatableProperty.names(door: .templates) }

    static var animation: SchemaValue {
        let seconds = ["beginTime", "duration"]
        return closedObject("""
            A CABasicAnimation of one layer property: from → to over a range of the transition, or over beginTime and \
            duration in seconds (not both).
            """, required: ["target", "keyPath", "from", "to"], [
            "target": ref("animationTarget"),
            "keyPath": property(choice(keyPathNames), "The property animated, by Core Animation's key path."),
            "from": ["description": "The value at the start; its shape follows keyPath."],
            "to": ["description": "The value at the end; its shape follows keyPath."],
            "timing": property(ref("timing"), "The animation's timing curve.", default: "easeInEaseOut"),
            "range": property(tuple([number(in: 0...1), number(in: 0...1)]),
                              "[start, end] fractions of the transition, 0 ≤ start < end ≤ 1.", default: [0, 1]),
            "beginTime": property(number(in: 0...TemplateLimits.maxDuration), "Seconds from the transition's start (CAMediaTiming).",
                                  default: 0),
            "duration": property(ref("seconds"), "Seconds (default the rest of the transition, or a physical spring's settling time)."),
            "fillMode": property(choice(FillMode.self), "Whether the values show outside the animation's span (CAMediaTiming).",
                                 default: .string(FillMode.both.rawValue)),
        ]).with("allOf", .array(seconds.map { key in ["not": ["required": ["range", .string(key)]]] } + valueRules))
    }

    /// One rule per kind of value: when `keyPath` is one of the key paths taking it, `from` and `to` are of it.
    static var valueRules: [SchemaValue] {
        var groups: [(names: [String], schema: SchemaValue)] = []
        for property in AnimatableProperty.all where property.doors.contains(.templates) {
            guard let keyPath = property.keyPath else { continue }
            let names = property.names
            let schema = animationValue(keyPath)
            if let index = groups.firstIndex(where: { $0.schema == schema }) {
                groups[index].names += names
            } else {
                groups.append((names, schema))
            }
        }
        return groups.map { group in
            [
                "if": ["properties": ["keyPath": ["enum": .strings(group.names)]], "required": ["keyPath"]],
                "then": ["properties": ["from": group.schema, "to": group.schema]],
            ]
        }
    }

    /// The schema of a from- or to-value of `keyPath`.
    static func animationValue(_ keyPath: AnimatableKeyPath) -> SchemaValue {
        switch keyPath.valueKind {
        case .number: number(in: Node.animationNumberRange(keyPath))
        case .point: ref("point")
        case .vector: ref("point")
        case .size: ref("size")
        case .rect: ref("rect")
        case .color: ref("color")
        case .path: ref("path")
        }
    }

    /// `from`, `to`, `from.<id>`, `to.<id>` or `overlay.<id>`.
    static var animationTarget: SchemaValue {
        ["description": "What is animated: \"from\" or \"to\" (a whole screen), or a layer \"from.<id>\", \"to.<id>\" or \"overlay.<id>\".",
         "type": "string", "pattern": "^(from|to)(\\..+)?$|^overlay\\..+$"]
    }
}
