import SegueCore

/// The value shapes every part uses (mirrors `Node+Numbers` and `Node+Color`): lengths within
/// `TemplateLimits.maxCoordinate`, angles within `maxAngle`, seconds within `maxDuration`.
extension TemplateSchema {
    static var valueDefinitions: [(String, SchemaValue)] {
        let limit = TemplateLimits.maxCoordinate
        return [
            ("coordinate", number(in: -limit...limit).described("A coordinate or offset in points.")),
            ("nonNegative", number(in: 0...limit).described("A length in points, 0 or more.")),
            ("positive", positive().described("A length in points, more than 0.")),
            ("angle", number(in: -TemplateLimits.maxAngle...TemplateLimits.maxAngle).described("An angle in radians.")),
            ("seconds", positive(max: TemplateLimits.maxDuration).described("A duration in seconds, more than 0.")),
            ("point", tuple([ref("coordinate"), ref("coordinate")]).described("[x, y] in points.")),
            ("size", tuple([ref("nonNegative"), ref("nonNegative")]).described("[width, height] in points.")),
            ("rect", tuple([ref("coordinate"), ref("coordinate"), ref("nonNegative"), ref("nonNegative")])
                .described("[x, y, width, height] in points.")),
            ("color", color),
        ]
    }

    /// `Node.color()`: hex, or a name of `SystemColors` (light or dark by the canvas's appearance).
    static var color: SchemaValue {
        [
            "description": "A colour: #RRGGBB, #RRGGBBAA, clear, white, black or a system colour (systemBlue, label…), light or dark by the appearance.",
            "type": "string",
            "anyOf": [["pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"], choice(SystemColors.names)],
        ]
    }
}
