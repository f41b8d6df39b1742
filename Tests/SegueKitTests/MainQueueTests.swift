import Foundation
import SeguePNG
import SegueRender
import Testing
@testable import SegueKit

/// Blocks handed to the main queue during a recording run on the virtual clock, as
/// the main run loop runs it on iOS during a transition (`MainQueue+Runtime.swift`).
@MainActor
struct MainQueueTests {
    @Test func asyncAfterOnTheMainQueueRunsWhenTheVirtualClockReachesItsDelay() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { view.isHidden = true }
            clock.advance(to: 0.24)
            #expect(!view.isHidden)
            clock.advance(to: 0.25)
            #expect(view.isHidden)
        }
    }

    @Test func asyncOnTheMainQueueRunsAtTheNextTurnNotAtOnce() {
        KitClock.run { clock in
            let view = UIView()
            DispatchQueue.main.async { view.alpha = 0 }
            // As on iOS, not inside the call: the run loop's next turn, which advancing the clock is.
            #expect(view.alpha == 1)
            clock.advance(to: 0)
            #expect(view.alpha == 0)
        }
    }

    @Test func anotherThreadPostingToTheMainQueueDuringARecordingIsNotHeldUp() {
        // A recording holds SegueKit's runtime throughout; a thread that posts to the main queue
        // meanwhile goes to Dispatch at once instead of waiting for it. A recording that waits
        // for such a thread (here, for its signal after the post) would otherwise never end.
        KitClock.run { _ in
            let posted = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                DispatchQueue.main.async {}
                posted.signal()
            }
            #expect(posted.wait(timeout: .now() + 5) == .success)
        }
    }

    @Test func anotherQueueIsDispatchsOwn() {
        // Not the main queue: Dispatch runs it on its own threads, in real time, recording or not.
        KitClock.run { _ in
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { done.signal() }
            #expect(done.wait(timeout: .now() + 5) == .success)
        }
    }

    @Test func aFlipThatSwapsItsFacesWithAsyncAfterShowsTheToViewAfterHalfTime() throws {
        // The midpoint swap of many blog posts' flips, with the turn left out: the from view is
        // shown until 0.25 s, the to view after it, and the transition completes at 0.5 s.
        final class Swap: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let from = transitionContext.view(forKey: .from)!, to = transitionContext.view(forKey: .to)!
                to.isHidden = true
                transitionContext.containerView.addSubview(to)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { from.isHidden = true; to.isHidden = false }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { transitionContext.completeTransition(true) }
            }
        }
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .red
        to.view.backgroundColor = .blue
        let recording = try TransitionRecorder(size: CGSize(width: 10, height: 10), scale: 1, fps: 20)
            .record(Swap(), operation: .present, from: from, to: to)
        // Frames at 0, 0.05, …, 0.5 s: red through frame 4 (0.2 s), blue from frame 5 (0.25 s).
        #expect(recording.frameCount == 11)
        func centre(_ frame: Int) throws -> RGBA8 {
            let surface = try FrameSurface(pixelWidth: 10, pixelHeight: 10)
            Rasterizer(images: ImageStore(), scale: 1).draw(recording.snapshot(atFrame: frame).tree, into: surface)
            return surface[5, 5]
        }
        #expect(try centre(4) == RGBA8(r: 255, g: 0, b: 0))
        #expect(try centre(5) == RGBA8(r: 0, g: 0, b: 255))
    }
}
