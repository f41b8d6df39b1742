import Foundation
import SegueCore
import SegueTemplates

/// Runs a transition animator, UIKit's way, on SegueKit's virtual clock and records every tick:
/// the frames `segue render` would draw for a template, taken from your own animator code.
///
/// The recorder sets up a window the size of the canvas with the transition's container in it
/// (see `UIViewControllerContextTransitioning` for which views are where), calls
/// `animateTransition(using:)` (or starts the interaction controller), and takes frame k at
/// t = k / fps for k = 0, 1, … up to the first tick at or after the moment the animator calls
/// `completeTransition`, that last frame taken at that moment instead (as templates clamp
/// their last frame to the duration): a 0.5 s fade at 10 fps has 6 frames. An animator that
/// never calls it is an error after `timeLimit` seconds naming the animator.
///
/// Problems in calls that cannot throw (misuse, unsupported API, a 3-D transform that cannot be
/// drawn) are thrown as the first one, so nothing is silently ignored.
@preconcurrency @MainActor
public final class TransitionRecorder {
    /// What kind of transition the animator performs. All four set up the container alike, the
    /// from view in it filling it, as UIKit does for a `.fullScreen` presentation and for
    /// navigation. A presentation also relates the controllers as UIKit does while the animator
    /// runs: presenting, `to.presentingViewController` is `from` and `to.isBeingPresented` is
    /// true (until the transition ends), `from.presentedViewController` is `to`; dismissing,
    /// `from` is presented by `to` and `from.isBeingDismissed` is true. When the recording ends
    /// (or fails) the controllers are related as they were before it: a recording shows an
    /// animator, it does not leave one controller presenting another. A push or pop puts the
    /// controllers in no navigation controller (`navigationController` is nil): record one
    /// through `record(root:…)` for that.
    public enum Operation: String, Sendable, CaseIterable {
        case present, dismiss, push, pop
    }

    /// How an interactive recording's gesture moves the interaction controller.
    public enum Gesture {
        /// A template's `interaction`: percent (or a pan's translation over its distance) at
        /// keyframes, updated at each tick until its release at the last keyframe, where the
        /// release rule decides `finish()` or `cancel()`; its `completionSpeed` and
        /// `completionCurve` are set on the controller.
        case interaction(Interaction)
        /// Called at each tick with the seconds since the transition began, as a pan handler is
        /// called: it may call `update`, `finish` or `cancel`.
        case script((TimeInterval, UIPercentDrivenInteractiveTransition) -> Void)
    }

    /// The canvas in points, its pixel scale and the frame rate (and the text size, from
    /// `preferredContentSizeCategory`).
    public private(set) var canvas: Canvas
    /// The text size the recording runs at, as a person's Settings give it to an app
    /// (`UIApplication.preferredContentSizeCategory`): what `UIFont.preferredFont(forTextStyle:)`
    /// and `UIFontMetrics` scale by. `.large` by default, iOS's.
    public var preferredContentSizeCategory: UIContentSizeCategory = .large {
        didSet { canvas.contentSize = preferredContentSizeCategory.core }
    }
    /// The longest a recording may run before the animator must have called
    /// `completeTransition`: 60 s, the longest timeline a template may have.
    public var timeLimit: TimeInterval = 60
    /// The window's safe area, what `UIView.safeAreaInsets` reports: none by default (the canvas
    /// is the whole screen, as with the status bar hidden); an iPhone 15's portrait screen has
    /// (59, 0, 34, 0).
    public var safeAreaInsets = UIEdgeInsets.zero

    /// A recorder of `size` points drawn at `scale` pixels a point, `fps` frames a second. A size,
    /// scale or frame rate outside Segue's canvas limits is recorded and the recording throws it.
    public init(size: CGSize, scale: CGFloat = 2, fps: Int = 60) {
        func extent(_ v: CGFloat) -> Double { v.isFinite ? max(0, Double(v)) : 0 }
        canvas = Canvas(size: Size(unchecked: extent(size.width), extent(size.height)), scale: Double(scale), fps: fps)
    }

    /// Records `animator` performing `operation` from `from` to `to`, straight through.
    public func record(_ animator: any UIViewControllerAnimatedTransitioning, operation: Operation,
                       from: UIViewController, to: UIViewController, name: String? = nil) throws -> Recording {
        try run(animator, operation: operation, from: from, to: to, name: name, interaction: nil)
    }

    /// Records `animator` driven interactively by `interactionController`, which `gesture` moves.
    public func record(_ animator: any UIViewControllerAnimatedTransitioning, operation: Operation,
                       from: UIViewController, to: UIViewController,
                       interactionController: UIPercentDrivenInteractiveTransition, gesture: Gesture,
                       name: String? = nil) throws -> Recording {
        try run(animator, operation: operation, from: from, to: to, name: name, interaction: (interactionController, gesture))
    }

    /// As `record(_:operation:from:to:interactionController:gesture:)` with a template's interaction.
    public func record(_ animator: any UIViewControllerAnimatedTransitioning, operation: Operation,
                       from: UIViewController, to: UIViewController,
                       interactionController: UIPercentDrivenInteractiveTransition, gesture: Interaction,
                       name: String? = nil) throws -> Recording {
        try run(animator, operation: operation, from: from, to: to, name: name, interaction: (interactionController, .interaction(gesture)))
    }

    /// As `record(_:operation:from:to:interactionController:gesture:)` with a scripted gesture.
    public func record(_ animator: any UIViewControllerAnimatedTransitioning, operation: Operation,
                       from: UIViewController, to: UIViewController,
                       interactionController: UIPercentDrivenInteractiveTransition,
                       gesture: @escaping (TimeInterval, UIPercentDrivenInteractiveTransition) -> Void,
                       name: String? = nil) throws -> Recording {
        try run(animator, operation: operation, from: from, to: to, name: name, interaction: (interactionController, .script(gesture)))
    }

    private func run(_ animator: any UIViewControllerAnimatedTransitioning, operation: Operation, from: UIViewController,
                     to: UIViewController, name: String?, interaction: (UIPercentDrivenInteractiveTransition, Gesture)?) throws -> Recording {
        let animatorName = String(describing: type(of: animator))
        let name = name ?? Recording.defaultName(animatorName: animatorName, operation: operation)
        try checkSettings(name: name, call: "TransitionRecorder.record(name:")
        return try Runtime.session { runtime in
            defer { runtime.releaseTransitions() }
            // The four operations set the container up alike (the from view in it, filling it), as
            // UIKit does for full-screen presentations and navigation; the operation names the recording.
            let session = try RecordingSession(recorder: self, runtime: runtime, animator: animator, animatorName: animatorName,
                                               operation: operation, from: from, to: to, interaction: interaction)
            defer { session.restoreRelations() }
            let snapshots = try session.takeFrames()
            let frames: SnapshotSequence
            do {
                frames = try SnapshotSequence(name: name, canvas: canvas, snapshots: snapshots,
                                              interactionRelease: interaction?.0.release)
            } catch { throw SegueKitError("\(animatorName): \(error)") }
            return Recording(frames: frames, completionTime: session.completionTime,
                             didComplete: session.didComplete, transitionDuration: session.transitionDuration)
        }
    }
}

/// One recording in progress: the window, the context, the clock.
@MainActor
private final class RecordingSession {
    let recorder: TransitionRecorder
    let runtime: Runtime
    let animator: any UIViewControllerAnimatedTransitioning
    let animatorName: String
    let window: UIWindow
    let context: TransitionContext
    let interaction: (controller: UIPercentDrivenInteractiveTransition, gesture: TransitionRecorder.Gesture)?
    /// The interaction's release, for a template interaction.
    private var timeline: InteractionTimeline?

    var completionTime: Double { context.completion?.time ?? 0 }
    var didComplete: Bool { context.completion?.didComplete ?? false }
    /// The animator's `transitionDuration(using:)`, as the transition asked it when it started.
    var transitionDuration: Double { context.duration }

    init(recorder: TransitionRecorder, runtime: Runtime, animator: any UIViewControllerAnimatedTransitioning, animatorName: String,
         operation: TransitionRecorder.Operation, from: UIViewController, to: UIViewController,
         interaction: (UIPercentDrivenInteractiveTransition, TransitionRecorder.Gesture)?) throws {
        self.recorder = recorder
        self.runtime = runtime
        self.animator = animator
        self.animatorName = animatorName
        self.interaction = interaction.map { (controller: $0.0, gesture: $0.1) }
        let size = recorder.canvas.size
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        UIScreen.setCanvas(size: bounds.size, scale: CGFloat(recorder.canvas.scale), contentSize: recorder.canvas.contentSize)
        window = UIWindow(frame: bounds)
        window.screenSafeArea = recorder.safeAreaInsets
        let container = UIView(frame: bounds)
        container.accessibilityIdentifier = "container"
        window.addSubview(container)
        context = TransitionContext(container: container, from: from, to: to)
        // UIKit puts the from view in the container at the container's bounds before the
        // animator runs, for all four operations modelled.
        let fromView = from.view!
        fromView.frame = bounds
        container.addSubview(fromView)
        to.loadViewIfNeeded()
        try runtime.throwFirstProblem()
        restoreRelations = RecordingSession.relate(from, to, for: operation, in: context)
    }

    /// Relates the controllers as they were before the recording (`relate`).
    private(set) var restoreRelations: () -> Void = {}

    /// The controllers related as UIKit relates them during a presentation or dismissal, so an
    /// animator that asks (`isBeingPresented`, `presentingViewController`, the branch of a
    /// presentation animator that serves both ways) sees what it would on iOS; returns what
    /// relates them as before.
    private static func relate(_ from: UIViewController, _ to: UIViewController, for operation: TransitionRecorder.Operation,
                               in context: TransitionContext) -> () -> Void {
        let controllers = [from, to]
        let before = controllers.map { ($0.presentedViewController, $0.presentingViewController, $0.isBeingPresented, $0.isBeingDismissed) }
        let restore = {
            for (controller, was) in zip(controllers, before) {
                (controller.presentedViewController, controller.presentingViewController) = (was.0, was.1)
                (controller.isBeingPresented, controller.isBeingDismissed) = (was.2, was.3)
            }
        }
        switch operation {
        case .present:
            from.presentedViewController = to
            to.presentingViewController = from
            to.isBeingPresented = true
            context.onEnded = { _ in to.isBeingPresented = false }
        case .dismiss:
            to.presentedViewController = from
            from.presentingViewController = to
            from.isBeingDismissed = true
            context.onEnded = { _ in from.isBeingDismissed = false }
        case .push, .pop:
            break
        }
        return restore
    }

    /// Starts the transition and takes frames until it completes.
    func takeFrames() throws -> [Snapshot] {
        let duration = AppTransition.duration(of: animator, in: context)
        try runtime.throwFirstProblem()
        if let interaction, case .interaction(let script) = interaction.gesture {
            do { timeline = try InteractionTimeline(interaction: script, transitionDuration: duration) } catch {
                throw SegueKitError("TransitionRecorder.record(gesture:): \(error.message)")
            }
            interaction.controller.completionSpeed = CGFloat(script.completionSpeed)
            if case .cubicBezier(let curve) = script.completionCurve, let named = UIView.AnimationCurve(curve) {
                interaction.controller.completionCurve = named
            }
            scheduleRelease()
        }
        AppTransition.run(context, animator: animator, duration: duration, interaction: interaction?.controller) {}
        return try FrameLoop.take(runtime: runtime, fps: recorder.canvas.fps, timeLimit: recorder.timeLimit,
                                  end: { [context] in context.completion?.time }, tick: tick(at:), timeout: { [self] in
            SegueKitError("\(animatorName): completeTransition was not called within \(recorder.timeLimit) s "
                + "(TransitionRecorder.timeLimit); call transitionContext.completeTransition(_:) when the animation ends")
        }, snapshot: snapshot(at:))
    }

    /// The gesture's move at tick `t`.
    private func tick(at t: Double) {
        guard let interaction else { return }
        switch interaction.gesture {
        case .script(let script): script(t, interaction.controller)
        case .interaction:
            guard let timeline, t < timeline.releaseTime else { return }
            interaction.controller.update(CGFloat(timeline.state(at: t).fraction))
        }
    }

    /// For a template interaction: at the release, the last percent, then finish or cancel.
    private func scheduleRelease() {
        guard let timeline, let controller = interaction?.controller else { return }
        runtime.schedule(at: Runtime.epoch + timeline.releaseTime) {
            controller.update(CGFloat(timeline.releasePercent))
            if timeline.outcome == .finish { controller.finish() } else { controller.cancel() }
        }
    }

    /// The window at media time `time`.
    private func snapshot(at time: Double) -> Snapshot {
        let tree = FrameLoop.tree(of: window, at: runtime.now, size: recorder.canvas.size)
        let progress: Double
        if let interaction {
            progress = min(1, max(0, Double(interaction.controller.percentComplete)))
        } else {
            progress = transitionDuration > 0 ? min(1, max(0, time / transitionDuration)) : 1
        }
        return Snapshot(time: time, progress: progress, phase: context.phase, tree: tree)
    }

}

extension UIView.AnimationCurve {
    /// The named curve with these control points, if one.
    init?(_ curve: CubicBezierTiming) {
        switch curve {
        case .easeInEaseOut: self = .easeInOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        default: return nil
        }
    }
}
