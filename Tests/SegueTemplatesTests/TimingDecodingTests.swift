import Testing
import SegueCore
@testable import SegueTemplates

struct TimingDecodingTests {
    /// The transition timing decoded from a timing's JSON text.
    func timing(_ json: String) throws -> Timing {
        try decode(template(transition: #"{"type": "fade", "operation": "push", "duration": 1, "timing": \#(json)}"#)).transition.timing
    }

    func timingError(_ json: String) -> String? {
        errorLine(template(transition: #"{"type": "fade", "operation": "push", "duration": 1, "timing": \#(json)}"#))
    }

    @Test func namedCurvesAreCoreAnimations() throws {
        #expect(try timing(#""linear""#) == .cubicBezier(.linear))
        #expect(try timing(#""easeIn""#) == .cubicBezier(.easeIn))
        #expect(try timing(#""easeOut""#) == .cubicBezier(.easeOut))
        #expect(try timing(#""easeInEaseOut""#) == .cubicBezier(.easeInEaseOut))
        #expect(try timing(#""default""#) == .cubicBezier(.default))
        #expect(try decode(template()).transition.timing == .easeInEaseOut) // UIKit's default when omitted
    }

    @Test func cubicBezier() throws {
        #expect(try timing(#"{"cubicBezier": [0.1, -0.5, 0.3, 1.5]}"#) == .cubicBezier(CubicBezierTiming(unchecked: 0.1, -0.5, 0.3, 1.5)))
    }

    @Test func springForms() throws {
        #expect(try timing(#"{"spring": {"dampingRatio": 0.6}}"#) == .spring(.dampingRatio(0.6, initialVelocity: 0)))
        #expect(try timing(#"{"spring": {"dampingRatio": 0.8, "initialVelocity": 2}}"#) == .spring(.dampingRatio(0.8, initialVelocity: 2)))
        #expect(try timing(#"{"spring": {"mass": 2, "stiffness": 300, "damping": 20, "initialVelocity": 1}}"#)
                == .spring(.physical(try Spring(mass: 2, stiffness: 300, damping: 20, initialVelocity: 1))))
        #expect(try timing(#"{"spring": {"stiffness": 50}}"#) == .spring(.physical(try Spring(mass: 1, stiffness: 50, damping: 10))))
    }

    @Test func swiftUISpringsBecomePhysicalOnes() throws {
        // response 0.5: stiffness (2π/0.5)² = 16π²; dampingFraction 0.5: damping 4π·0.5/0.5 = 4π.
        guard case .spring(.physical(let a)) = try timing(#"{"spring": {"response": 0.5, "dampingFraction": 0.5}}"#) else {
            Issue.record("not physical"); return
        }
        #expect(a.mass == 1 && close(a.stiffness, 16 * Double.pi * Double.pi) && close(a.damping, 4 * Double.pi))
        // duration 1, bounce 0.5: stiffness (2π)² = 4π², damping ratio 1 − 0.5, damping 4π·0.5 = 2π.
        guard case .spring(.physical(let b)) = try timing(#"{"spring": {"duration": 1, "bounce": 0.5}}"#) else {
            Issue.record("not physical"); return
        }
        #expect(close(b.stiffness, 4 * Double.pi * Double.pi) && close(b.damping, 2 * Double.pi))
        // bounce −0.5: damping ratio 1/(1 − 0.5) = 2, damping 4π·2 = 8π.
        guard case .spring(.physical(let c)) = try timing(#"{"spring": {"duration": 1, "bounce": -0.5}}"#) else {
            Issue.record("not physical"); return
        }
        #expect(close(c.damping, 8 * Double.pi))
    }

    @Test func timingErrors() {
        let at = "t.json: transition.timing"
        #expect(timingError(#""easeInOut""#) == "\(at): expected a timing (linear, easeIn, easeOut, easeInEaseOut, default, {\"cubicBezier\": [...]} or {\"spring\": {...}}), found \"easeInOut\"")
        #expect(timingError(#"{"cubicBezier": [1.5, 0, 1, 1]}"#) == "\(at).cubicBezier[0]: expected a number in 0...1, found 1.5")
        #expect(timingError(#"{"spring": {}}"#) == "\(at).spring: expected a spring with dampingRatio, mass/stiffness/damping, response/dampingFraction or duration/bounce, found none of them")
        #expect(timingError(#"{"spring": {"dampingRatio": 0.6, "mass": 1}}"#) == "\(at).spring.mass: expected a key among dampingRatio, initialVelocity, found unknown key \"mass\"")
        #expect(timingError(#"{"spring": {"dampingRatio": 0}}"#) == "\(at).spring.dampingRatio: expected a number in (0, 1], found 0")
        #expect(timingError(#"{"spring": {"duration": 1, "bounce": 1}}"#) == "\(at).spring.bounce: expected a number between -1 and 1 (exclusive), found 1")
        #expect(timingError(#"{"spring": {}, "cubicBezier": [0, 0, 1, 1]}"#) == "\(at): expected an object with exactly one key, cubicBezier or spring, found an object")
    }
}
