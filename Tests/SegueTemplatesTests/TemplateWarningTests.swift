import Foundation
import Testing
import SegueCore
@testable import SegueTemplates

/// Values a template accepts but almost certainly does not mean: each loads (a warning is not an
/// error) and is named by one line at its JSON path, with the numbers a reader can check.
struct TemplateWarningTests {
    private func warnings(_ json: String) throws -> [String] {
        try decode(json).warnings.map(\.description)
    }

    private func transition(timing: String, animations: String = "[]", duration: Double = 0.5) -> String {
        #"{"type": "fade", "operation": "push", "duration": \#(duration), "timing": \#(timing), "animations": \#(animations)}"#
    }

    /// CASpringAnimation's defaults are m = 1, k = 100, so c = 0.8 is ζ = c / 2√(km) = 0.8 / 20 =
    /// 0.04, whose first peak is 1 + e^(−ζπ/√(1−ζ²)) = 1 + e^(−0.12577) = 1.882: the issue's 1.88.
    /// Cut off at 0.5 s it is at 1 − e^(−ζω₀t)(cos ω_d t + ζ/√(1−ζ²) sin ω_d t) with ω₀ = 10,
    /// ω_d = 9.992: 1 − 0.8187 · (0.2808 − 0.0384) = 0.802, and its envelope √(1 + 0.04²)·e^(−0.4t)
    /// falls to 0.01 at t = ln(100.08) / 0.4 = 11.515 s.
    @Test func dampingWithoutMassOrStiffnessAsksForDampingRatio() throws {
        let lines = try warnings(template(transition: transition(timing: #"{"spring": {"damping": 0.8}}"#)))
        #expect(lines.count == 2)
        #expect(lines[0] == #"t.json: transition.timing.spring.damping: damping 0.8 without mass or stiffness is "#
            + #"CASpringAnimation's damping coefficient (with its mass 1 and stiffness 100, a damping ratio of 0.04, which "#
            + #"overshoots to 1.88); did you mean {"dampingRatio": 0.8}?"#)
        #expect(lines[1].hasPrefix("t.json: transition.timing: the spring (mass 1, stiffness 100, damping 0.8) is at 80.2 % "
            + "of its way when the transition ends at 0.5 s, and jumps to its end; it settles within 1 % by 11.515 s"))
    }

    @Test func dampingBesideMassOrStiffnessIsMeantAsCoefficient() throws {
        // ζ = 20 / (2·√(100·1)) = 1: critical, settled within 1 % by (6.64 / ω₀) = 0.66 s < 1 s.
        #expect(try warnings(template(transition: transition(timing: #"{"spring": {"stiffness": 100, "damping": 20}}"#, duration: 1))) == [])
    }

    /// 90 read as radians is 90 / 2π = 14.3 turns; 90° is π/2 = 1.5708.
    @Test func anAngleBeyondTwoTurnsLooksLikeDegrees() throws {
        let layer = #"{"id": "a", "frame": [0, 0, 10, 10], "transform": {"rotation": 90}}"#
        let lines = try warnings(template(to: screen(layer)))
        #expect(lines == ["t.json: to.layers[0].transform.rotation: an angle of 90 radians is 14.3 turns; angles are in radians "
            + "(did you mean 90°, which is 1.5708?)"])
        let animation = #"[{"target": "to", "keyPath": "transform.rotation.y", "from": 0, "to": -45}]"#
        let animated = try warnings(template(transition: transition(timing: #""linear""#, animations: animation)))
        #expect(animated.count == 1)
        #expect(animated[0].hasPrefix("t.json: transition.animations[0].to: an angle of -45 radians is 7.2 turns"))
    }

    /// 180 is past the range an angle may have (±100 radians, `TemplateLimits.maxAngle`): an
    /// error, which says radians are expected and what 180° is.
    @Test func anAngleOutOfRangeSaysRadians() throws {
        let layer = #"{"id": "a", "frame": [0, 0, 10, 10], "transform": {"rotationX": 180}}"#
        #expect(errorLine(template(to: screen(layer)))
            == "t.json: to.layers[0].transform.rotationX: expected an angle in radians in -100...100 (180° is 3.1416), found 180")
    }

    /// 10⁶ is out of range read either way (10⁶° is 17 453 radians, past ±100), so the error
    /// gives no degrees hint; 5 000 read as degrees is 87.2665, in range, so it does.
    @Test func theDegreesHintOnlyWhereDegreesWouldFit() throws {
        let far = #"{"id": "a", "frame": [0, 0, 10, 10], "transform": {"rotationY": 1000000}}"#
        #expect(errorLine(template(to: screen(far)))
            == "t.json: to.layers[0].transform.rotationY: expected an angle in radians in -100...100, found 1000000")
        let near = #"{"id": "a", "frame": [0, 0, 10, 10], "transform": {"rotationY": 5000}}"#
        #expect(errorLine(template(to: screen(near)))
            == "t.json: to.layers[0].transform.rotationY: expected an angle in radians in -100...100 (5000° is 87.2665), found 5000")
    }

    /// Two whole turns (4π) is the most a template plausibly means; anything up to it is silent.
    @Test func twoTurnsAreNotAWarning() throws {
        let layer = #"{"id": "a", "frame": [0, 0, 10, 10], "transform": {"rotation": 12.566, "rotationY": -3.14159}}"#
        #expect(try warnings(template(to: screen(layer))) == [])
    }

    @Test func aVelocityInPointsPerSecondIsNamed() throws {
        let timing = #"{"spring": {"dampingRatio": 0.8, "initialVelocity": 600}}"#
        let lines = try warnings(template(transition: transition(timing: timing)))
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("t.json: transition.timing.spring.initialVelocity: an initial velocity of 600 is 600 times "))
    }

    /// A UIKit damping-ratio spring is solved to settle within its duration; a SwiftUI spring of
    /// response 0.3 (ω₀ = 2π/0.3 = 20.9, ζ = 1) has settled within 1 % by 6.64 / 20.9 = 0.32 s.
    @Test func springsThatSettleInTimeDoNotWarn() throws {
        #expect(try warnings(template(transition: transition(timing: #"{"spring": {"dampingRatio": 0.3}}"#))) == [])
        #expect(try warnings(template(transition: transition(timing: #"{"spring": {"response": 0.3, "dampingFraction": 1}}"#))) == [])
    }

    /// The animation's own spring, cut by its own duration: m = 1, k = 100, c = 10 (ζ = 0.5,
    /// CA's defaults) has envelope (2/√3)·e^(−5t), at 1 % by ln(115.47) / 5 = 0.9498 s (shown
    /// rounded up to the millisecond); 0.4 s cuts it.
    @Test func anAnimationsSpringCutByItsDurationIsNamedAtTheAnimation() throws {
        let animation = #"[{"target": "to", "keyPath": "opacity", "from": 0, "to": 1, "duration": 0.4, "#
            + #""timing": {"spring": {"mass": 1, "stiffness": 100, "damping": 10}}}]"#
        let lines = try warnings(template(transition: transition(timing: #""linear""#, animations: animation)))
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("t.json: transition.animations[0]: the spring (mass 1, stiffness 100, damping 10) is at "))
        #expect(lines[0].contains("when the animation ends at 0.4 s"))
        #expect(lines[0].contains("settles within 1 % by 0.95 s"))
    }

    @Test func theShippedTemplatesHaveNoWarnings() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: templatesDirectory).filter { $0.hasSuffix(".json") }
        #expect(files.count > 40)
        for file in files.sorted() {
            let loaded = try TemplateLoader().load(file: templatesDirectory + "/" + file)
            #expect(loaded.warnings.isEmpty, "\(file): \(loaded.warnings)")
        }
    }
}
