import Foundation
import SegueCore

/// The frames of a recorded transition: one `Snapshot` (time, progress, phase, render tree) per
/// tick, ready for Segue's renderer and sinks, like a template's scene.
///
/// A `FrameSource`: `FrameRenderer`, the sinks and SegueGolden take it as they take a template's
/// scene (`writeFrames(to:)` is the PNG folder `segue render` writes).
public struct Recording: FrameSource {
    /// The frames, checked (`SnapshotSequence`).
    public private(set) var frames: SnapshotSequence

    /// The recording's name: its render and golden folders are named after it.
    public var name: String {
        get { frames.name }
        set { frames.name = newValue }
    }
    /// The canvas it was recorded on.
    public var canvas: Canvas { frames.canvas }
    /// Frame k's state; the last one is at `completionTime`.
    public var snapshots: [Snapshot] { frames.snapshots }
    /// Seconds from the start to the moment the animator called `completeTransition`.
    public let completionTime: Double
    /// What the animator passed to `completeTransition` (false when the transition was cancelled).
    public let didComplete: Bool
    /// The animator's `transitionDuration(using:)`.
    public let transitionDuration: Double

    init(frames: SnapshotSequence, completionTime: Double, didComplete: Bool, transitionDuration: Double) {
        self.frames = frames
        self.completionTime = completionTime
        self.didComplete = didComplete
        self.transitionDuration = transitionDuration
    }

    /// Ticks until `completeTransition`, both ends included.
    public var frameCount: Int { frames.frameCount }

    /// Frame `index`'s state (what `segue sample` prints, as a value); indices outside the
    /// recording are clamped to its first or last frame.
    public func snapshot(atFrame index: Int) -> Snapshot { frames.snapshot(ofFrame: index) }

    /// As `snapshot(atFrame:)` (`FrameSource`'s name).
    public func snapshot(ofFrame index: Int) -> Snapshot { frames.snapshot(ofFrame: index) }

    /// The time of frame `index`: k / fps, the last clamped to `completionTime`.
    public func time(ofFrame index: Int) -> Double { frames.time(ofFrame: index) }

    /// The time of the last frame, the moment `completeTransition` was called.
    public var duration: Double { frames.duration }

    public var groupDepth: Int { frames.groupDepth }

    /// For an interactive recording: when the gesture let go (`finish()` or `cancel()`) and at
    /// what percent; written to the manifest as a template's release is.
    public var interactionRelease: InteractionRelease? { frames.interactionRelease }

    /// "<animator>-<operation>" in lower case, e.g. "fadeanimator-present" (the class name's
    /// letters and digits, at most 80, so the name stays within `FolderName.maxBytes`).
    static func defaultName(animatorName: String, operation: TransitionRecorder.Operation) -> String {
        let base = animatorName.filter { $0.isLetter || $0.isNumber }.lowercased()
        return "\(base.isEmpty ? "recording" : base.prefix(80))-\(operation.rawValue)"
    }
}
