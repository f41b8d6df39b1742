import Testing
import SegueCore
@testable import SegueTemplates
import SegueTestSupport

struct TimingDecodingTests {
    /// The transition timing decoded from a timing's JSON text.
    func timing(_ json: String) throws -> Timing {
        try decodeScene(template(transition: #"{"type": "fade", "operation": "push", "duration": 1, "timing": \#(json)}"#)).transition.timing
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
        #expect(try decodeScene(template()).transition.timing == .easeInEaseOut) // UIKit's default when omitted
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

    /// The physical spring a timing's JSON text decodes to.
    func physicalSpring(_ json: String) throws -> Spring {
        guard case .spring(.physical(let spring)) = try timing(json) else { throw TemplateError(file: "", path: "", message: "not physical") }
        return spring
    }

    @Test func swiftUISpringsBecomePhysicalOnes() throws {
        // Core's formulas, computed in another order here: relative tolerance 1e-9.
        // response 0.5: stiffness (2π/0.5)² = 16π²; dampingFraction 0.5: damping 4π·0.5/0.5 = 4π.
        let a = try physicalSpring(#"{"spring": {"response": 0.5, "dampingFraction": 0.5}}"#)
        #expect(a.mass == 1)
        expectClose(a.stiffness, 16 * Double.pi * Double.pi, relativeTolerance: tolerance)
        expectClose(a.damping, 4 * Double.pi, relativeTolerance: tolerance)
        // duration 1, bounce 0.5: stiffness (2π)² = 4π², damping ratio 1 − 0.5, damping 4π·0.5 = 2π.
        let b = try physicalSpring(#"{"spring": {"duration": 1, "bounce": 0.5}}"#)
        expectClose(b.stiffness, 4 * Double.pi * Double.pi, relativeTolerance: tolerance)
        expectClose(b.damping, 2 * Double.pi, relativeTolerance: tolerance)
        // bounce −0.5: damping ratio 1/(1 − 0.5) = 2, damping 4π·2 = 8π.
        let c = try physicalSpring(#"{"spring": {"duration": 1, "bounce": -0.5}}"#)
        expectClose(c.damping, 8 * Double.pi, relativeTolerance: tolerance)
        // bounce 1: damping ratio 0, undamped (it never settles, so it needs a duration: here 1 s).
        let d = try physicalSpring(#"{"spring": {"duration": 1, "bounce": 1}}"#)
        #expect(d.damping == 0)
        expectClose(d.stiffness, 4 * Double.pi * Double.pi, relativeTolerance: tolerance)
        // Omitted values are SwiftUI's defaults: response 0.5, dampingFraction 0.825, so
        // stiffness 16π² and damping 4π·0.825/0.5 = 6.6π.
        let e = try physicalSpring(#"{"spring": {"response": 0.5}}"#)
        expectClose(e.stiffness, 16 * Double.pi * Double.pi, relativeTolerance: tolerance)
        expectClose(e.damping, 6.6 * Double.pi, relativeTolerance: tolerance)
    }

    @Test func timingErrors() {
        let at = "t.json: transition.timing"
        #expect(timingError(#""easeInOut""#) == "\(at): expected a timing (linear, easeIn, easeOut, easeInEaseOut, default, {\"cubicBezier\": [...]} or {\"spring\": {...}}), found \"easeInOut\"")
        #expect(timingError(#"{"cubicBezier": [1.5, 0, 1, 1]}"#) == "\(at).cubicBezier[0]: expected a number in 0...1, found 1.5")
        #expect(timingError(#"{"spring": {}}"#) == "\(at).spring: expected a spring with dampingRatio, mass/stiffness/damping, response/dampingFraction or duration/bounce, found none of them")
        #expect(timingError(#"{"spring": {"dampingRatio": 0.6, "mass": 1}}"#) == "\(at).spring.mass: expected a key among dampingRatio, initialVelocity, found unknown key \"mass\"")
        // Core's initialisers check the values; their errors land at the key they name.
        #expect(timingError(#"{"spring": {"dampingRatio": 0}}"#) == "\(at).spring.dampingRatio: expected a finite positive number (UIKit clamps it to 0.05...1), found 0")
        #expect(timingError(#"{"spring": {"dampingRatio": -0.5}}"#) == "\(at).spring.dampingRatio: expected a finite positive number (UIKit clamps it to 0.05...1), found -0.5")
        #expect(timingError(#"{"spring": {"duration": 1, "bounce": -1}}"#) == "\(at).spring.bounce: expected a number in -1 < bounce ≤ 1, found -1")
        #expect(timingError(#"{"spring": {"duration": 1, "bounce": 1.5}}"#) == "\(at).spring.bounce: expected a number in -1...1, found 1.5")
        #expect(timingError(#"{"spring": {"mass": 0}}"#) == "\(at).spring.mass: expected a positive number at most 10000, found 0")
        #expect(timingError(#"{"spring": {}, "cubicBezier": [0, 0, 1, 1]}"#) == "\(at): expected an object with exactly one key, cubicBezier or spring, found an object")
    }

    /// mass 1, stiffness 100, damping 0: ζ = 0, it oscillates forever and has no settling time
    /// to last, so wherever it times something without a duration the template fails at load.
    static let undamped = #"{"spring": {"mass": 1, "stiffness": 100, "damping": 0}}"#

    @Test func anUndampedSpringWithoutADurationFailsAtItsPath() {
        let spring = TimingDecodingTests.undamped
        // (a) The transition's timing, with no transition duration.
        #expect(errorLine(template(transition: #"{"type": "fade", "operation": "push", "timing": \#(spring)}"#))
                == "t.json: transition.timing: expected a spring settling time of at most 60 s, found ∞ s")
        // (b) A custom animation's timing, with no animation duration (the transition has one).
        let animation = #"{"target": "to", "keyPath": "opacity", "from": 0, "to": 1, "timing": \#(spring)}"#
        #expect(errorLine(template(transition: #"{"type": "custom", "operation": "push", "duration": 1, "animations": [\#(animation)]}"#))
                == "t.json: transition.animations[0].timing: expected a spring that settles (damping > 0) to time an animation without a duration, found one that never settles")
        // (c) The completion curve: released at 0.5 of the way, the rest plays on the spring,
        // which would never come to rest.
        let interaction = #", "interaction": {"progress": [[0, 0], [1, 0.5]], "completionCurve": \#(spring)}"#
        #expect(errorLine(template(extra: interaction))
                == "t.json: interaction.completionCurve: expected a spring that settles (damping > 0), found damping 0, which never settles")
    }

    @Test func anUndampedSpringWithADurationLoads() throws {
        // Given a duration it is cut off there, as Core Animation cuts an animation off.
        let transition = #"{"type": "fade", "operation": "push", "duration": 1, "timing": \#(TimingDecodingTests.undamped)}"#
        #expect(try decode(template(transition: transition)).scene.duration == 1)
    }
}
