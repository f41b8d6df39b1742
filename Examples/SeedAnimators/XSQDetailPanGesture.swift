// Seed 002: XSQDetailViewController's `handlePan:`, which drives the pop through a
// UIPercentDrivenInteractiveTransition, line for line. The percent is the pan's distance since
// it began over the window's height; on release it finishes past 0.5 and cancels otherwise.
//
// SegueKit has no gesture recognisers or key window (touches are out of scope), so the handler
// takes the recogniser's state and its translation in the window as arguments, and the window's
// bounds as a property: a test's gesture closure calls it at each tick as UIKit would.
import UIKit

@MainActor
public final class XSQDetailPanGesture {
    /// The states of UIPanGestureRecognizer that `handlePan(_:)` reads.
    public enum State: Sendable { case began, changed, ended, cancelled }

    public var interactiveTransition: UIPercentDrivenInteractiveTransition?
    /// `[[UIApplication sharedApplication] keyWindow].bounds`.
    public var windowBounds: CGRect
    /// The seed's `[self.navigationController popViewControllerAnimated:YES]`. Under
    /// TransitionRecorder the pop is already started, so it does nothing by default.
    public var popViewController: () -> Void = {}
    /// The seed's `static CGFloat beginY`.
    private var beginY: CGFloat = 0

    public init(interactiveTransition: UIPercentDrivenInteractiveTransition?, windowBounds: CGRect) {
        self.interactiveTransition = interactiveTransition
        self.windowBounds = windowBounds
    }

    /// The seed's `handlePan:`, with the recogniser's state and `translationInView:window` passed in.
    public func handlePan(_ state: State, translationInWindow translation: CGPoint) {

        let currentY = translation.y
        let percent = (currentY - beginY) / windowBounds.height

        switch state {
        case .began:
            beginY = translation.y
            self.popViewController()
        case .changed:
            self.interactiveTransition?.update(percent)
        case .ended:
            if percent > 0.5 {
                self.interactiveTransition?.finish()
            }
            else {
                self.interactiveTransition?.cancel()
            }
        default:
            break
        }
    }
}
