import SegueCore

/// The scripted gesture of an interactive transition (mirrors `InteractionDecoding`).
extension TemplateSchema {
    static var interactionDefinitions: [(String, SchemaValue)] {
        [("interaction", interaction), ("release", release)]
    }

    static var interaction: SchemaValue {
        closedObject("""
            An interactive transition (UIPercentDrivenInteractiveTransition): a scripted gesture, progress or pan \
            (exactly one), released at its last keyframe, then finished or cancelled.
            """, [
            "progress": property(keyframes(values: number(in: 0...1)), "Keyframes [seconds, percentComplete] of the gesture, percent in 0...1."),
            "pan": closedObject("A pan gesture: its translation in points, and the distance that is 100 %.", required: ["translation", "distance"], [
                "translation": property(keyframes(values: ref("coordinate")), "Keyframes [seconds, points] of the finger's translation."),
                "distance": property(ref("coordinate").with("not", ["const": 0]),
                                     "The translation in points that completes the transition (negative for a gesture up or left)."),
            ]),
            "release": ref("release"),
            "completionSpeed": property(number(in: TemplateLimits.minCompletionSpeed...TemplateLimits.maxCompletionSpeed),
                                        "How much faster the rest of the transition plays after release.", default: 1),
            "completionCurve": property(ref("timing"), "The completion's timing; a spring takes the gesture's velocity.", default: "easeInEaseOut"),
            "drag": closedObject("A layer the pan moves in points (a pan gesture only): it follows the finger along the axis and scales "
                                 + "with the drag, then a morph of it flies on from the finger's place (finish) or it springs back (cancel).",
                                 required: ["target"], [
                "target": property(ref("animationTarget"), "The layer: from.<id> or to.<id>."),
                "axis": property(choice(["x", "y"]), "The axis of the pan.", default: "y"),
                "scale": property(positive(max: 100), "The layer's scale when the translation reaches the pan's distance.", default: 1),
            ]),
        ]).with("oneOf", [["required": ["progress"]], ["required": ["pan"]]])
    }

    /// `[[seconds, value], …]`: 1 to `TemplateLimits.maxKeyframes` keyframes, times in
    /// 0...maxDuration (increasing: the decoder checks that).
    static func keyframes(values: SchemaValue) -> SchemaValue {
        array(of: tuple([number(in: 0...TemplateLimits.maxDuration), values]), min: 1, max: TemplateLimits.maxKeyframes)
    }

    static var release: SchemaValue {
        let limit = TemplateLimits.maxVelocity
        return closedObject("What decides at release whether the transition finishes or cancels.", [
            "threshold": property(number(in: 0...1), "Finish when percentComplete is at least this, else cancel.", default: 0.5),
            "outcome": property(choice(["finish", "cancel"]), "Finish or cancel, whatever the threshold and velocity."),
            "velocity": property(number(in: -limit...limit), "The release velocity in percent per second (default the gesture's own)."),
            "velocityThreshold": property(positive(max: limit), "A flick at least this fast finishes (positive) or cancels (negative)."),
            "projection": property(["oneOf": [choice(["normal", "fast"]), ["type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1]]],
                                   "Decide by where the motion would coast to: UIScrollView's deceleration rate (normal 0.998, fast 0.99) or a rate per millisecond."),
        ])
    }
}
