import Testing
import SegueCore
@testable import SegueTemplates
import SegueTestSupport

/// Animation times in seconds (`beginTime`, `duration`), `range` compiled into them, `fillMode`,
/// and what the loaded scene shows at a time because of them.
struct AnimationTimingDecodingTests {
    /// A to-screen whose `box` has its own opacity 0.8, so a filled value (0 or 1) and the
    /// layer's own value are told apart.
    static let toScreen = screen(#"{"id": "box", "frame": [0, 0, 10, 10], "opacity": 0.8}"#)

    /// A custom transition of `duration` seconds with the given animations (JSON text).
    func custom(_ animations: String, duration: Double = 1) -> String {
        template(to: AnimationTimingDecodingTests.toScreen,
                 transition: #"{"type": "custom", "operation": "push", "duration": \#(duration), "timing": "linear", "animations": [\#(animations)]}"#)
    }

    func animations(_ template: Template) throws -> [PropertyAnimation] {
        try #require(template.scene.scene.transition.effect as? CustomEffect).animations
    }

    /// The opacity of `box` on the loaded scene at `time` seconds (its screen's root stays at 1).
    func boxOpacity(_ template: Template, at time: Double) throws -> Double {
        try #require(template.scene.snapshot(at: time).tree.flattened().first { $0.id == "to.box" }).opacity
    }

    /// box's opacity 0 → 1, linear, from 0.25 s for 0.5 s, with `fill` (JSON text, may be empty).
    func opacityAnimation(fill: String = "") -> String {
        #"{"target": "to.box", "keyPath": "opacity", "from": 0, "to": 1, "timing": "linear", "beginTime": 0.25, "duration": 0.5\#(fill)}"#
    }

    @Test func secondsAreTheAnimationsOwn() throws {
        let loaded = try decode(custom(opacityAnimation()))
        #expect(try animations(loaded) == [PropertyAnimation(target: .toLayer("box"), keyPath: .opacity, from: .number(0), to: .number(1),
                                                             timing: .linear, beginTime: 0.25, duration: 0.5, fillMode: .both)])
        // Active over [0.25, 0.75] s. At 0.5 s its own fraction is (0.5 − 0.25) / 0.5 = 0.5,
        // linear: opacity 0.5. Before, it fills backwards with from (0); after, forwards with to (1).
        expectClose(try boxOpacity(loaded, at: 0.5), 0.5, tolerance: tolerance)
        #expect(try boxOpacity(loaded, at: 0.1) == 0)
        #expect(try boxOpacity(loaded, at: 0.9) == 1)
        // beginTime alone runs to the transition's end: 1 − 0.25 = 0.75 s, resolved on load.
        let open = try decode(custom(#"{"target": "to.box", "keyPath": "opacity", "from": 0, "to": 1, "timing": "linear", "beginTime": 0.25}"#))
        #expect(try animations(open)[0].beginTime == 0.25 && animations(open)[0].duration == nil)
        // At 0.625 s: (0.625 − 0.25) / 0.75 = 0.5.
        expectClose(try boxOpacity(open, at: 0.625), 0.5, tolerance: tolerance)
    }

    @Test func aRangeCompilesIntoSecondsOfTheTransition() throws {
        // [0.2, 0.6] of 2 s: beginTime 0.2·2 = 0.4 s, duration (0.6 − 0.2)·2 = 0.8 s (0.6 − 0.2
        // is 0.39999999999999997 in binary, so the duration is within rounding of 0.8).
        let loaded = try decode(custom(#"{"target": "to.box", "keyPath": "opacity", "from": 0, "to": 1, "timing": "linear", "range": [0.2, 0.6]}"#,
                                       duration: 2))
        let animation = try #require(try animations(loaded).first)
        #expect(animation.beginTime == 0.4)
        expectClose(try #require(animation.duration), 0.8, tolerance: tolerance)
        // Halfway through its span, 0.4 + 0.4 = 0.8 s: opacity 0.5.
        expectClose(try boxOpacity(loaded, at: 0.8), 0.5, tolerance: tolerance)
        // [0.1, 1] of 0.3 s compiles to 0.030000000000000002 + 0.27 = 0.30000000000000004 s, a
        // rounding error past the end, which the end check allows.
        #expect(throws: Never.self) {
            try decode(custom(#"{"target": "to.box", "keyPath": "opacity", "from": 0, "to": 1, "range": [0.1, 1]}"#, duration: 0.3))
        }
    }

    @Test func aRangeAndSecondsTogetherAreAnError() {
        let at = "t.json: transition.animations[0]"
        let both = "expected either range or beginTime/duration, found both (range is the fraction form of beginTime and duration)"
        #expect(errorLine(custom(#"{"target": "to", "keyPath": "opacity", "from": 0, "to": 1, "range": [0, 0.5], "beginTime": 0.2}"#))
                == "\(at).beginTime: \(both)")
        #expect(errorLine(custom(#"{"target": "to", "keyPath": "opacity", "from": 0, "to": 1, "range": [0, 0.5], "duration": 0.2}"#))
                == "\(at).duration: \(both)")
        // The error is at the seconds key whatever the written order.
        #expect(errorLine(custom(#"{"target": "to", "keyPath": "opacity", "from": 0, "to": 1, "beginTime": 0.2, "range": [0, 0.5]}"#))
                == "\(at).beginTime: \(both)")
    }

    @Test func fillModeSaysWhatShowsOutsideTheSpan() throws {
        // Outside [0.25, 0.75] s, `removed` shows box's own opacity 0.8 on both sides; inside,
        // the animation: 0.5 at 0.5 s.
        let removed = try decode(custom(opacityAnimation(fill: #", "fillMode": "removed""#)))
        #expect(try animations(removed)[0].fillMode == .removed)
        #expect(try boxOpacity(removed, at: 0.1) == 0.8)
        expectClose(try boxOpacity(removed, at: 0.5), 0.5, tolerance: tolerance)
        #expect(try boxOpacity(removed, at: 0.9) == 0.8)
        // forwards: own value before, to (1) after; backwards: from (0) before, own value after.
        let forwards = try decode(custom(opacityAnimation(fill: #", "fillMode": "forwards""#)))
        #expect(try boxOpacity(forwards, at: 0.1) == 0.8 && boxOpacity(forwards, at: 0.9) == 1)
        let backwards = try decode(custom(opacityAnimation(fill: #", "fillMode": "backwards""#)))
        #expect(try boxOpacity(backwards, at: 0.1) == 0 && boxOpacity(backwards, at: 0.9) == 0.8)
    }

    @Test func timesMustFitTheTransition() {
        let at = "t.json: transition.animations[0]"
        let opacity = #""target": "to", "keyPath": "opacity", "from": 0, "to": 1"#
        // 0.8 + 0.5 = 1.3 s, past the end of a 1 s transition: the duration is at fault.
        #expect(errorLine(custom(#"{\#(opacity), "beginTime": 0.8, "duration": 0.5}"#))
                == "\(at).duration: expected the animation to end by the transition's end at 1 s, found its end at 1.3 s")
        // Starting at the end leaves nothing to run.
        #expect(errorLine(custom(#"{\#(opacity), "beginTime": 1}"#))
                == "\(at).beginTime: expected seconds in 0 ≤ beginTime < 1 (the transition's duration), found 1")
        // The decoder's own bounds: seconds in 0...60, durations positive.
        #expect(errorLine(custom(#"{\#(opacity), "beginTime": -0.1}"#)) == "\(at).beginTime: expected a number in 0...60, found -0.1")
        #expect(errorLine(custom(#"{\#(opacity), "duration": 0}"#)) == "\(at).duration: expected a positive number at most 60, found 0")
    }
}
