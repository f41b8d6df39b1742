import Foundation
import SegueCore
import SegueTemplates

extension TransitionRecorder {
    /// Records an app's own flow: `root` fills the window, `perform` runs at t = 0 (it may
    /// `present`, `dismiss` or install gesture recognizers), and the scripted `touches` are
    /// delivered to the views under them, so the app's gesture handlers start and drive the
    /// transitions themselves, through their transitioning delegates, presentation controllers
    /// and interaction controllers, as on iOS.
    ///
    /// Frames are taken at t = k / fps from 0 until every touch has lifted and every transition
    /// started has called `completeTransition`, the last frame at that moment. A flow that starts
    /// no transition, or does not complete one, within `timeLimit` throws.
    public func record(root: UIViewController, touches: [TouchPath] = [], name: String,
                       perform: (@MainActor (UIViewController) -> Void)? = nil) throws -> Recording {
        try checkSettings(name: name, call: "TransitionRecorder.record(root:name:")
        for (i, path) in touches.enumerated() {
            if let problem = path.problem() { throw SegueKitError("TransitionRecorder.record(root:touches[\(i)]): \(problem)") }
        }
        return try Runtime.session { runtime in
            defer { runtime.releaseTransitions() }
            let session = AppRecordingSession(recorder: self, runtime: runtime, root: root)
            let snapshots = try session.takeFrames(touches: touches, perform: perform)
            let frames: SnapshotSequence
            do {
                frames = try SnapshotSequence(name: name, canvas: canvas, snapshots: snapshots, interactionRelease: nil)
            } catch { throw SegueKitError("\(String(describing: type(of: root))): \(error)") }
            let last = runtime.transitions.last
            let first = runtime.transitions.first
            return Recording(frames: frames, completionTime: last?.completion?.time ?? 0,
                             didComplete: last?.completion?.didComplete ?? false,
                             transitionDuration: first?.duration ?? 0)
        }
    }
}

/// One recording of an app's flow: the window with the root controller, the touches, the clock.
@MainActor
private final class AppRecordingSession {
    let recorder: TransitionRecorder
    let runtime: Runtime
    let root: UIViewController
    let window: UIWindow
    private var players: [TouchPlayer] = []

    init(recorder: TransitionRecorder, runtime: Runtime, root: UIViewController) {
        self.recorder = recorder
        self.runtime = runtime
        self.root = root
        let size = recorder.canvas.size
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        UIScreen.setCanvas(size: bounds.size, scale: CGFloat(recorder.canvas.scale), contentSize: recorder.canvas.contentSize)
        window = UIWindow(frame: bounds)
        window.screenSafeArea = recorder.safeAreaInsets
        window.rootViewController = root
    }

    /// The moment the flow is over: every touch lifted and every transition complete.
    private func endTime() -> CFTimeInterval? {
        guard players.allSatisfy(\.isLifted), !runtime.transitions.isEmpty,
              runtime.transitions.allSatisfy({ $0.completion != nil }) else { return nil }
        let completions = runtime.transitions.compactMap { $0.completion?.time }
        return max(completions.max() ?? 0, players.map(\.path.end).max() ?? 0)
    }

    func takeFrames(touches: [TouchPath], perform: (@MainActor (UIViewController) -> Void)?) throws -> [Snapshot] {
        let rootView = root.view!
        rootView.frame = window.bounds
        root.viewWillAppear(false)
        window.addSubview(rootView)
        rootView.layoutIfNeeded()
        root.viewDidAppear(false)
        players = touches.map { TouchPlayer(path: $0, window: window) }
        for player in players { player.schedule(on: runtime, fps: recorder.canvas.fps) }
        perform?(root)
        return try FrameLoop.take(runtime: runtime, fps: recorder.canvas.fps, timeLimit: recorder.timeLimit,
                                  end: { [self] in endTime() }, timeout: { [self] in
            let what = runtime.transitions.isEmpty
                ? "no transition started (present, dismiss, or a gesture handler that starts one)"
                : "completeTransition was not called"
            return SegueKitError("\(String(describing: type(of: root))): \(what) within \(recorder.timeLimit) s (TransitionRecorder.timeLimit)")
        }, snapshot: snapshot(at:))
    }

    /// The window at media time `time`.
    private func snapshot(at time: Double) -> Snapshot {
        let tree = FrameLoop.tree(of: window, at: runtime.now, size: recorder.canvas.size)
        let current = runtime.transitions.last { $0.completion == nil } ?? runtime.transitions.last
        // The transition under way: how far through its duration; one that ended: 1 done, 0 cancelled.
        var progress = 0.0
        if let current, let completion = current.completion {
            progress = completion.didComplete ? 1 : 0
        } else if let current {
            let duration = current.duration
            progress = duration > 0 ? min(1, max(0, (time - current.startTime) / duration)) : 1
        }
        return Snapshot(time: time, progress: progress, phase: current?.phase ?? .animating, tree: tree)
    }

}
