import SegueCore

/// Paths (mirrors `PathDecoding`): SVG path data, an oval, a (rounded) rect, or UIBezierPath's
/// commands. The decoder tells the objects apart by their key, so each form allows only its own.
extension TemplateSchema {
    static var pathDefinitions: [(String, SchemaValue)] {
        [("path", path), ("pathCommand", pathCommand)]
    }

    static var path: SchemaValue {
        let svg: SchemaValue = ["type": "string", "description": "SVG path data (the d attribute: M, L, H, V, C, S, Q, T, A, Z and lowercase)."]
        return firstMatching([
            (["type": "string"], svg),
            (objectWith(["oval"]), closedObject("The oval inscribed in a rect.", required: ["oval"], ["oval": ref("rect")])),
            (objectWith(["rect"]), closedObject("A rect, with rounded corners when cornerRadius is given.", required: ["rect"], [
                "rect": ref("rect"),
                "cornerRadius": property(ref("nonNegative"), "The corners' radius in points.", default: 0),
            ])),
            (objectWith(["commands"]), closedObject("UIBezierPath's methods, in order.", required: ["commands"], [
                "commands": property(array(of: ref("pathCommand"), max: TemplateLimits.maxPathSegments),
                                     "The commands, at most \(TemplateLimits.maxPathSegments)."),
            ])),
        ], otherwise: objectWith(["oval", "rect", "commands"]).described("A path object has one of the keys oval, rect, commands."))
        .described("""
            A path in points: SVG path data ("M0 0 L10 10 Z"), {"oval": rect}, {"rect": rect, "cornerRadius": r} \
            or {"commands": […]}; at most \(TemplateLimits.maxPathSegments) elements.
            """)
    }

    static var pathCommand: SchemaValue {
        let c = ref("coordinate"), angle = ref("angle")
        let commands: [(name: String, operands: [SchemaValue], description: String)] = [
            ("move", [c, c], "Starts a subpath at (x, y)."),
            ("line", [c, c], "A line to (x, y)."),
            ("quad", [c, c, c, c], "A quadratic curve with control point (cx, cy) to (x, y)."),
            ("curve", [c, c, c, c, c, c], "A cubic curve with control points (c1x, c1y), (c2x, c2y) to (x, y)."),
            ("arc", [c, c, ref("nonNegative"), angle, angle, ["type": "boolean"]],
             "An arc about (cx, cy) from startAngle to endAngle in radians, clockwise on screen when true."),
            ("close", [], "Closes the subpath."),
        ]
        // Chosen by the name first, as the decoder's switch does, so a wrong operand is reported at its index.
        let cases = commands.map { command -> (when: SchemaValue, then: SchemaValue) in
            (["type": "array", "minItems": 1, "prefixItems": [["const": .string(command.name)]]],
             tuple([["const": .string(command.name)]] + command.operands).described(command.description))
        }
        let names = SchemaValue.strings(commands.map(\.name))
        return firstMatching(cases, otherwise: ["type": "array", "minItems": 1, "prefixItems": [["type": "string", "enum": names]]])
            .described("""
                One command: ["move", x, y], ["line", x, y], ["quad", cx, cy, x, y], ["curve", c1x, c1y, c2x, c2y, x, y], \
                ["arc", cx, cy, radius, startAngle, endAngle, clockwise] or ["close"].
                """)
    }
}
