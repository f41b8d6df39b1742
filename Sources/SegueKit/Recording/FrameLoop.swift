import Foundation
import SegueCore
import SegueTemplates

/// The clock of a recording, shared by both of the recorder's doors (one animator, an app's
/// flow): frame k is taken at t = k / fps from 0 until the recording's end, the last frame at
/// that moment instead (as templates clamp their last frame to the duration).
@MainActor
enum FrameLoop {
    /// Takes the frames. `end` is the moment the recording is over, once it is; `tick` is the
    /// scripted gesture's move at frame time t (run when the frame's events have not ended the
    /// recording); a recording not over by `timeLimit` throws `timeout`. The first problem
    /// recorded by a call that cannot throw is thrown after each step.
    static func take(runtime: Runtime, fps: Int, timeLimit: TimeInterval, end: @escaping () -> CFTimeInterval?,
                     tick: (Double) -> Void = { _ in }, timeout: () -> SegueKitError,
                     snapshot: (Double) -> Snapshot) throws -> [Snapshot] {
        try runtime.throwFirstProblem()
        var snapshots: [Snapshot] = []
        var k = 0
        while true {
            let t = Double(k) / Double(fps)
            guard t <= timeLimit else { throw timeout() }
            let done = { end() != nil }
            runtime.advance(to: t, until: done)
            if !done() {
                tick(t)
                runtime.advance(to: t, until: done)
            }
            try runtime.throwFirstProblem()
            snapshots.append(snapshot(min(t, end() ?? t)))
            try runtime.throwFirstProblem()
            if done() { return snapshots }
            k += 1
        }
    }

    /// The window's render tree at media time `now`: what a frame draws, after the layout pass
    /// UIKit runs before each frame is drawn (`layoutIfNeeded()`: the `layoutSubviews` of every
    /// view marked as needing it; stack views and buttons place their subviews there).
    static func tree(of window: UIWindow, at now: CFTimeInterval, size: Size) -> RenderTree {
        window.layoutIfNeeded()
        let node = window.layer.renderNode(at: now, id: "window", parent: .identity)
        return RenderTree(size: size, nodes: node.map { [$0] } ?? [])
    }
}

extension TransitionRecorder {
    /// Checks what every recording needs: a name usable as a folder, a canvas within Segue's
    /// limits and a finite positive time limit. `call` names the entry point in messages.
    func checkSettings(name: String, call: String) throws {
        guard FolderName.isValid(name) else {
            throw SegueKitError("\(call) \(MessageText.quoted(name))): expected \(FolderName.expectation)")
        }
        do { try canvas.validate() } catch { throw SegueKitError("TransitionRecorder(size:scale:fps:): \(error.message)") }
        guard timeLimit.isFinite, timeLimit > 0 else {
            throw SegueKitError("TransitionRecorder.timeLimit: expected a finite positive number of seconds, found \(timeLimit)")
        }
    }
}

extension Runtime {
    /// Lets every transition of the recording go of its coordinator when the recording ends: one
    /// left running (a recording that threw) would otherwise keep the pair, which hold each
    /// other, alive past the session.
    @MainActor
    func releaseTransitions() {
        for transition in transitions { transition.coordinator = nil }
    }
}
