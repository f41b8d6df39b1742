import SegueCore

/// Timings (mirrors `TimingDecoding`): a named curve, a cubic Bézier, or a spring in one of
/// four vocabularies, which the decoder tells apart by their keys, so each allows only its own.
extension TemplateSchema {
    static var timingDefinitions: [(String, SchemaValue)] {
        [("timing", timing), ("spring", spring)]
    }

    static var timing: SchemaValue {
        firstMatching([
            (["type": "string"], property(choice(Timing.namedCurves.map(\.name)), "Core Animation's named curves (CAMediaTimingFunction).")),
            (objectWith(["cubicBezier"]), closedObject("A cubic Bézier curve from (0, 0) to (1, 1), x1 and x2 in 0...1.", required: ["cubicBezier"], [
                "cubicBezier": property(tuple([number(in: 0...1), ref("coordinate"), number(in: 0...1), ref("coordinate")]),
                                        "The control points [x1, y1, x2, y2] (CAMediaTimingFunction's)."),
            ])),
            (objectWith(["spring"]), closedObject("A spring.", required: ["spring"], ["spring": ref("spring")])),
        ], otherwise: objectWith(["cubicBezier", "spring"]).described("An object with exactly one key, cubicBezier or spring."))
        .described("A timing: a named curve, {\"cubicBezier\": [x1, y1, x2, y2]} or {\"spring\": {…}}.")
    }

    /// The four vocabularies, told apart in the decoder's order: dampingRatio first, then any
    /// of mass/stiffness/damping, then response/dampingFraction, then duration/bounce.
    static var spring: SchemaValue {
        let velocity = property(number(in: -TemplateLimits.maxVelocity...TemplateLimits.maxVelocity),
                                "The initial velocity in fractions of the distance per second (UIKit's unit).", default: 0)
        func vocabulary(_ keys: [String], _ description: String, _ properties: SchemaValue) -> (when: SchemaValue, then: SchemaValue) {
            (objectWith(keys), closedObject(description, properties.with("initialVelocity", velocity)))
        }
        let all = ["dampingRatio", "mass", "stiffness", "damping", "response", "dampingFraction", "duration", "bounce"]
        return firstMatching([
            vocabulary(["dampingRatio"], "UIKit's usingSpringWithDamping: lasts the transition's duration.", [
                "dampingRatio": property(["type": "number", "exclusiveMinimum": 0], "The damping ratio: 1 no overshoot, smaller bouncier."),
            ]),
            vocabulary(["mass", "stiffness", "damping"], "CASpringAnimation's physical spring.", [
                "mass": property(positive(), "The mass.", default: .number(Spring.caMass)),
                "stiffness": property(positive(), "The spring's stiffness.", default: .number(Spring.caStiffness)),
                "damping": property(ref("nonNegative"), "The damping.", default: .number(Spring.caDamping)),
            ]),
            vocabulary(["response", "dampingFraction"], "SwiftUI's Spring(response:dampingFraction:).", [
                "response": property(ref("seconds"), "The period of the undamped spring in seconds.", default: .number(Spring.swiftUIResponse)),
                "dampingFraction": property(number(in: 0...1), "The damping fraction: 1 no overshoot.",
                                            default: .number(Spring.swiftUIDampingFraction)),
            ]),
            vocabulary(["duration", "bounce"], "SwiftUI's Spring(duration:bounce:).", [
                "duration": property(ref("seconds"), "The perceptual duration in seconds.", default: .number(Spring.swiftUIResponse)),
                "bounce": property(["type": "number", "exclusiveMinimum": -1, "maximum": 1], "The bounce: 0 none, up to 1; negative overdamped.",
                                   default: 0),
            ]),
        ], otherwise: objectWith(all).described("A spring has dampingRatio, mass/stiffness/damping, response/dampingFraction or duration/bounce."))
        .described("""
            A spring: {"dampingRatio"} (UIKit, lasting the duration), {"mass", "stiffness", "damping"} \
            (CASpringAnimation), {"response", "dampingFraction"} or {"duration", "bounce"} (SwiftUI); \
            the last three are physical springs, whose settling time (at most \(SchemaValue.format(TemplateLimits.maxDuration)) s) \
            may give the duration.
            """)
    }
}
