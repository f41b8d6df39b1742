import Testing
import Foundation
import SegueCore
import SegueKit
import SeedAnimators
import SegueTestSupport

/// Seed 003's circle reveal, recorded from its UIKit code: PushTransition's CAShapeLayer mask
/// grows from a point at the Push button's centre (330, 724) to the oval of the button's frame
/// inset by −R, R the distance to the farthest corner (0, 0); PopTransition shrinks it back.
@MainActor
struct CircleRevealTests {
    /// R = √(330² + 724²) = 795.66: the seed's radius, to the corner it measures.
    static let radius = (330.0 * 330 + 724 * 724).squareRoot()
    static let centre = Point(x: 330, y: 724)

    static func record(_ operation: TransitionRecorder.Operation) throws -> Recording {
        let list = FromViewController(file: Seeds.screen("list"))
        let detail = ToViewController(file: Seeds.screen("detail"))
        if operation == .push {
            return try Seeds.recorder().record(PushTransition(), operation: .push, from: list, to: detail, name: "seed003-circle-push")
        }
        return try Seeds.recorder().record(PopTransition(), operation: .pop, from: detail, to: list, name: "seed003-circle-pop")
    }

    /// The mask's circle at time fraction f of a path animation from radius r0 to r1:
    /// r0 + (r1 − r0)·easeInEaseOut(f), about the button's centre.
    static func circle(_ r0: Double, _ r1: Double, at f: Double) -> Rect {
        let r = r0 + (r1 - r0) * CubicBezierTiming.easeInEaseOut.progress(at: f)
        return Rect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r)
    }

    @Test func theFarthestCornerIsTheOneTheRadiusIsMeasuredTo() {
        let corners = [Point(x: 0, y: 0), Point(x: 390, y: 0), Point(x: 0, y: 844), Point(x: 390, y: 844)]
        #expect(corners.map { Self.centre.distance(to: $0) }.max() == Self.radius)
        #expect(Self.radius == CircleRevealEffect.revealRadius(from: Self.centre, canvas: Size(unchecked: 390, 844)))
    }

    @Test func thePushMasksTheDetailWithACircleGrowingFromTheButtonPastTheFarthestCorner() throws {
        let recording = try Self.record(.push)
        // animationDidStop completes the transition at 1.0 s: 61 frames at 60 fps.
        #expect(recording.didComplete && recording.completionTime == 1)
        #expect(recording.frameCount == 61)
        // The final oval is the button's frame (302, 696, 56 × 56) inset by −R: radius R + 28,
        // which reaches the corner R measures, by the button's half-width more.
        for k in [0, 15, 30, 45, 59] {
            let detail = try Seeds.container(recording.snapshot(atFrame: k)).children[1]
            let mask = try #require(detail.mask, "frame \(k)")
            expectClose(mask.bounds, Self.circle(0, Self.radius + 28, at: Double(k) / 60), tolerance: 1e-9, "frame \(k)")
        }
        // Then the delegate removed the mask, and UIKit the list.
        let last = try Seeds.container(recording.snapshot(atFrame: 60))
        #expect(last.children.count == 1 && last.children[0].mask == nil)
    }

    @Test func thePopShrinksTheDetailsMaskBackToThePointOnTheButton() throws {
        let recording = try Self.record(.pop)
        #expect(recording.didComplete && recording.completionTime == 1)
        #expect(recording.frameCount == 61)
        for k in [0, 15, 30, 45, 59] {
            let detail = try Seeds.container(recording.snapshot(atFrame: k)).children[1]
            let mask = try #require(detail.mask, "frame \(k)")
            expectClose(mask.bounds, Self.circle(Self.radius + 28, 0, at: Double(k) / 60), tolerance: 1e-9, "frame \(k)")
        }
        let last = try Seeds.container(recording.snapshot(atFrame: 60))
        #expect(last.children.count == 1 && last.children[0].mask == nil)
    }

    @Test func pushAndPopMatchTheirInsetCircleTemplates() throws {
        let push = try Self.record(.push)
        let pushComparison = try Comparison.of(push, template: "circle-reveal-push-inset")
        #expect(pushComparison.isByteIdentical, "\(pushComparison)")
        try expectGoldens(push)
        let pop = try Self.record(.pop)
        let popComparison = try Comparison.of(pop, template: "circle-reveal-pop-inset")
        #expect(popComparison.isByteIdentical, "\(popComparison)")
        try expectGoldens(pop)
        // The shipped templates grow the circle to R, not R + 28: the circle's edge is up to
        // 28 pt apart, a ring of the canvas (every 4th frame compared).
        let shippedPush = try Comparison.of(push, template: "circle-reveal-push", every: 4)
        print("seed003 push vs circle-reveal-push: \(shippedPush)")
        #expect(shippedPush.largestDifferingShare > 0 && shippedPush.largestDifferingShare < 0.031, "\(shippedPush)")
        let shippedPop = try Comparison.of(pop, template: "circle-reveal-pop", every: 4)
        print("seed003 pop vs circle-reveal-pop: \(shippedPop)")
        #expect(shippedPop.largestDifferingShare > 0 && shippedPop.largestDifferingShare < 0.031, "\(shippedPop)")
    }
}
