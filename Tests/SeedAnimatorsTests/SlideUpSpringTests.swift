import Testing
import Foundation
import SegueCore
import SegueKit
import SeedAnimators
import SegueTestSupport

/// Seed 001's RotationPresentAnimation, recorded from its UIKit code: the to view slides up from
/// one screen height below along UIKit's spring (damping 0.6, velocity 0, 0.5 s).
@MainActor
struct SlideUpSpringTests {
    static func record() throws -> Recording {
        try Seeds.recorder().record(
            RotationPresentAnimation(), operation: .present,
            from: ScreenViewController(file: Seeds.screen("list")), to: ScreenViewController(file: Seeds.screen("detail")),
            name: "seed001-slide-up-spring")
    }

    @Test func theToViewFollowsUIKitsSpringAndTheTransitionEndsAt0_5s() throws {
        let recording = try Self.record()
        // The spring block lasts exactly 0.5 s; its completion calls completeTransition(true):
        // 0.5 s at 60 fps is k = 0 … 30.
        #expect(recording.didComplete)
        #expect(recording.completionTime == 0.5)
        #expect(recording.frameCount == 31)
        // The frame's y goes from 844 (CGRectOffset by the screen height) to 0: at t it is
        // 844 · (1 − x(t)), x the spring of Spring.uikit(dampingRatio: 0.6, duration: 0.5).
        let spring = try Spring.uikit(dampingRatio: 0.6, duration: 0.5)
        for k in [0, 6, 12, 18, 24] {
            let t = Double(k) / 60
            let to = try Seeds.container(recording.snapshot(atFrame: k)).children[1]
            expectClose(to.transform.ty, 844 * (1 - spring.value(at: t)), tolerance: 1e-9, "frame \(k)")
            #expect(to.transform.tx == 0)
        }
        // Damping 0.6 overshoots: at 0.25 s the view is above its final place (y < 0).
        #expect(844 * (1 - spring.value(at: 0.25)) < 0)
        let last = try Seeds.container(recording.snapshot(atFrame: 30))
        #expect(last.children.count == 1 && last.children[0].transform.ty == 0)
    }

    @Test func itMatchesTheUndimmedSlideUpSpringTemplateByteForByte() throws {
        let recording = try Self.record()
        let comparison = try Comparison.of(recording, template: "slide-up-spring-undimmed")
        #expect(comparison.isByteIdentical, "\(comparison)")
        // The shipped slide-up-spring dims the list under black at 0.4·p, which the seed does not.
        let dimmed = try Comparison.of(recording, template: "slide-up-spring", every: 3)
        print("seed001 vs slide-up-spring: \(dimmed)")
        #expect(dimmed.largestDifferingShare > 0.5 && dimmed.largestDifferingShare < 0.61, "\(dimmed)")
        try expectGoldens(recording)
    }
}
