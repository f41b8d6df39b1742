import Testing
import Foundation
import SegueCore
import SegueKit
import SeedAnimators
import SegueTestSupport

/// Seed 002's zoom, recorded from its UIKit code: XSQExpandAnimatorObject resizes the detail
/// view from the list's cell2 frame (16, 200, 358 × 72) to the screen; XSQShrinkAnimatorObject
/// shrinks it back; XSQDetailPanGesture drives the pop by the pan over the window's height.
@MainActor
struct ExpandAnimatorTests {
    static let thumb = Rect(x: 16, y: 200, width: 358, height: 72)
    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    /// The list and detail controllers, and the list's thumbnail (cell2).
    static func controllers() throws -> (list: ScreenViewController, detail: ScreenViewController, thumb: UIView) {
        let list = ScreenViewController(file: Seeds.screen("list"))
        let detail = ScreenViewController(file: Seeds.screen("detail"))
        let thumb = try #require(list.view(withID: "cell2"))
        return (list, detail, thumb)
    }

    /// The frame of a node whose transform is a translation: its origin and size.
    static func frame(_ node: RenderNode) -> Rect {
        Rect(x: node.transform.tx, y: node.transform.ty, width: node.size.width, height: node.size.height)
    }

    static func lerp(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p,
             width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    }

    static func recordPush() throws -> Recording {
        let (list, detail, thumb) = try controllers()
        return try Seeds.recorder().record(XSQExpandAnimatorObject(thumbView: thumb), operation: .push,
                                           from: list, to: detail, name: "seed002-expand-push")
    }

    static func recordPop() throws -> Recording {
        let (list, detail, thumb) = try controllers()
        return try Seeds.recorder().record(XSQShrinkAnimatorObject(thumbView: thumb), operation: .pop,
                                           from: detail, to: list, name: "seed002-shrink-pop")
    }

    /// The pop driven by the seed's handlePan following `pan`.
    static func recordInteractivePop(_ pan: PanScript, name: String) throws -> Recording {
        let (list, detail, thumb) = try controllers()
        let interactive = UIPercentDrivenInteractiveTransition()
        let gesture = XSQDetailPanGesture(interactiveTransition: interactive, windowBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        return try Seeds.recorder().record(
            XSQShrinkAnimatorObject(thumbView: thumb), operation: .pop, from: detail, to: list,
            interactionController: interactive,
            gesture: { t, _ in
                for event in pan.events(at: t) {
                    let translation = CGPoint(x: 0, y: pan.y(at: t))
                    switch event {
                    case .began: gesture.handlePan(.began, translationInWindow: translation)
                    case .changed: gesture.handlePan(.changed, translationInWindow: translation)
                    case .ended: gesture.handlePan(.ended, translationInWindow: translation)
                    }
                }
            }, name: name)
    }

    @Test func thePushResizesTheDetailViewFromTheThumbnailAndItsSubviewsKeepTheirSize() throws {
        let recording = try Self.recordPush()
        #expect(recording.didComplete && recording.completionTime == 1)
        #expect(recording.frameCount == 61) // 1.0 s at 60 fps
        // UIView.animate's default curve is easeInOut: the frame at 0.5 s is halfway.
        for k in [0, 15, 30, 45] {
            let p = CubicBezierTiming.easeInEaseOut.progress(at: Double(k) / 60)
            let detail = try Seeds.container(recording.snapshot(atFrame: k)).children[1]
            expectClose(Self.frame(detail), Self.lerp(Self.thumb, Self.screen, p), tolerance: 1e-9, "frame \(k)")
            // The view resizes; its card keeps 300 × 400 at (45, 140) in the view.
            let card = try #require(detail.children.first { $0.size == Size(unchecked: 300, 400) })
            expectClose(card.transform.tx - detail.transform.tx, 45, tolerance: 1e-9)
            expectClose(card.transform.ty - detail.transform.ty, 140, tolerance: 1e-9)
            #expect(card.transform.a == 1 && card.transform.d == 1)
        }
        // The completion removed the list; the detail fills the screen.
        let last = try Seeds.container(recording.snapshot(atFrame: 60))
        #expect(last.children.count == 1 && Self.frame(last.children[0]) == Self.screen)
    }

    @Test func thePushMatchesItsFrameTemplateByteForByteThePopButForTheLastFrame() throws {
        let push = try Self.recordPush()
        let pushComparison = try Comparison.of(push, template: "zoom-push-frame")
        #expect(pushComparison.isByteIdentical, "\(pushComparison)")
        try expectGoldens(push)
        let pop = try Self.recordPop()
        #expect(pop.didComplete && pop.frameCount == 61)
        // All but the last frame: there UIKit has removed the detail (completeTransition), while
        // the template still draws it at the thumbnail's frame, its unscaled subviews spilling out.
        let popComparison = try Comparison.of(pop, template: "zoom-pop-frame")
        #expect(popComparison.differingFrames == [60], "\(popComparison)")
        #expect(popComparison.largestDifferingShare < 0.42, "\(popComparison)")
        try expectGoldens(pop)
        // The shipped zoom templates scale the whole screen, subviews included, and round its
        // corners: every frame but the first differs (every 4th compared).
        let shippedPush = try Comparison.of(push, template: "zoom-push", every: 4)
        print("seed002 push vs zoom-push: \(shippedPush)")
        #expect(shippedPush.differingFrames.count == shippedPush.frames.count - 1 && shippedPush.largestDifferingShare < 0.48)
        let shippedPop = try Comparison.of(pop, template: "zoom-pop", every: 4)
        print("seed002 pop vs zoom-pop: \(shippedPop)")
        #expect(shippedPop.differingFrames.count == shippedPop.frames.count - 1 && shippedPop.largestDifferingShare < 0.48)
    }

    @Test func anInteractivePopUpdatedTo0_3AndFinishedAtSpeed2EndsAfter0_35s() throws {
        let (list, detail, thumb) = try Self.controllers()
        let interactive = UIPercentDrivenInteractiveTransition()
        interactive.completionSpeed = 2
        // 0.3 at 0.1 s, released there: finish() plays (1 − 0.3) · 1.0 s / 2 = 0.35 s.
        let recording = try Seeds.recorder().record(
            XSQShrinkAnimatorObject(thumbView: thumb), operation: .pop, from: detail, to: list,
            interactionController: interactive,
            gesture: { t, controller in
                if t > 0 && t < 0.1 { controller.update(CGFloat(3 * t)) }
                if t == 0.1 { controller.update(0.3); controller.finish() }
            })
        #expect(recording.didComplete)
        expectClose(recording.completionTime, 0.1 + (1 - 0.3) * 1.0 / 2, tolerance: 1e-9)
        #expect(recording.frameCount == 28) // 0.45 s at 60 fps: k = 0 … 27
        // While paused at 0.3 the detail's frame is the curve's value at 0.3 of its time.
        let p = CubicBezierTiming.easeInEaseOut.progress(at: 0.3)
        let detailNode = try Seeds.container(recording.snapshot(atFrame: 6)).children[1]
        expectClose(Self.frame(detailNode), Self.lerp(Self.screen, Self.thumb, p), tolerance: 1e-9)
    }

    @Test func aPanOf0_3OfTheWindowCancelsThePopAndTheToViewIsRemoved() throws {
        // 253.2 pt of 844 at 0.3 s: percent 0.3 ≤ 0.5, the seed's handler cancels; cancel()
        // plays 0.3 · 1.0 s back at speed 1.
        let recording = try Self.recordInteractivePop(PanScript(keyframes: [(0, 0), (0.3, 253.2)]), name: "seed002-pop-cancel")
        #expect(!recording.didComplete)
        #expect(recording.interactionRelease?.outcome == .cancel)
        expectClose(recording.interactionRelease?.percent ?? 0, 0.3, tolerance: 1e-12)
        expectClose(recording.completionTime, 0.3 + 0.3 * 1.0, tolerance: 1e-9)
        // The completion took the list (the to view) out: the detail is alone. It keeps the
        // model frame the block set (the thumbnail's), as UIKit leaves it to the animator to
        // restore a cancelled transition's views, which the seed does not.
        let last = try Seeds.container(recording.snapshot(atFrame: recording.frameCount - 1))
        #expect(last.children.count == 1)
        #expect(Self.frame(last.children[0]) == Self.thumb)
        try expectGoldens(recording)
    }

    @Test func theInteractivePopMatchesItsTemplateButForTheLastFrame() throws {
        // zoom-pop-interactive's pan: 500 of 844 pt at 0.7 s, 0.592 > 0.5, so it finishes.
        let pan = PanScript(keyframes: [(0, 0), (0.2, 120), (0.4, 300), (0.6, 460), (0.7, 500)])
        let recording = try Self.recordInteractivePop(pan, name: "seed002-pop-interactive")
        #expect(recording.didComplete && recording.interactionRelease?.outcome == .finish)
        expectClose(recording.completionTime, 0.7 + (1 - 500.0 / 844), tolerance: 1e-9)
        // As the non-interactive pop: all but the last frame, where UIKit has removed the detail.
        let comparison = try Comparison.of(recording, template: "zoom-pop-frame-interactive")
        #expect(comparison.differingFrames == [recording.frameCount - 1], "\(comparison)")
        #expect(comparison.largestDifferingShare < 0.42, "\(comparison)")
        try expectGoldens(recording)
    }
}
