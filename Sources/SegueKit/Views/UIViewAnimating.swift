import Foundation

/// Where an animator's animations stop (UIKit's `UIViewAnimatingPosition`): at their end
/// values, their start values, or wherever they were.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An animator's life (UIKit's `UIViewAnimatingState`): `inactive` before it starts and after
/// it completes, `active` while running or paused, `stopped` after `stopAnimation(false)` until
/// `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// UIKit's protocol for an object that runs view animations that can be started, paused,
/// scrubbed, reversed and stopped (`UIViewPropertyAnimator` adopts it).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIKit's protocol for an animator whose animations can be added to and re-timed in flight,
/// what a view controller transition's `interruptibleAnimator(using:)` returns. UIKit makes its
/// methods optional; here an animator that does not implement one records the call as not
/// supported.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// What an adopter that does not implement it does: records the call as not supported and ignores `animation`.
    public func addAnimations(_ animation: @escaping () -> Void) {
        Misuse.record(.unsupported("\(type(of: self)).addAnimations(_:) (the animator does not implement it)"))
    }
    /// What an adopter that does not implement it does: records the call as not supported and ignores `animation`.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        Misuse.record(.unsupported("\(type(of: self)).addAnimations(_:delayFactor:) (the animator does not implement it)"))
    }
    /// What an adopter that does not implement it does: records the call as not supported and ignores `completion`.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        Misuse.record(.unsupported("\(type(of: self)).addCompletion(_:) (the animator does not implement it)"))
    }
    /// What an adopter that does not implement it does: records the call as not supported and does nothing.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        Misuse.record(.unsupported("\(type(of: self)).continueAnimation(withTimingParameters:durationFactor:) (the animator does not implement it)"))
    }
}
