import Foundation
import SegueCore

/// The frames of a recorded transition: one `Snapshot` (time, progress, phase, render tree) per
/// tick, ready for Segue's renderer and sinks, like a template's scene.
public struct Recording: Sendable {
    /// The recording's name: its render and golden folders are named after it.
    public var name: String
    /// The canvas it was recorded on.
    public let canvas: Canvas
    /// Frame k's state; the last one is at `completionTime`.
    public let snapshots: [Snapshot]
    /// Seconds from the start to the moment the animator called `completeTransition`.
    public let completionTime: Double
    /// What the animator passed to `completeTransition` (false when the transition was cancelled).
    public let didComplete: Bool
    /// The animator's `transitionDuration(using:)`.
    public let transitionDuration: Double

    /// Ticks until `completeTransition`, both ends included.
    public var frameCount: Int { snapshots.count }

    /// Frame `index`'s state (what `segue sample` prints, as a value); indices outside the
    /// recording are clamped to its first or last frame.
    public func snapshot(atFrame index: Int) -> Snapshot {
        snapshots[min(max(0, index), snapshots.count - 1)]
    }

    /// The time of frame `index`: k / fps, the last clamped to `completionTime`.
    public func time(ofFrame index: Int) -> Double { snapshot(atFrame: index).time }

    /// "<animator>-<operation>" in lower case, e.g. "fadeanimator-present".
    static func defaultName(animatorName: String, operation: TransitionRecorder.Operation) -> String {
        let base = animatorName.filter { $0.isLetter || $0.isNumber }.lowercased()
        return "\(base.isEmpty ? "recording" : base)-\(operation.rawValue)"
    }

    static let maxNameBytes = 255
    static var folderNameRule: String {
        "a name usable as a folder name (1 to \(maxNameBytes) bytes, no \"/\", no control or bidi characters, not starting with \".\")"
    }

    static func isFolderName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= maxNameBytes && !name.contains("/") && !name.hasPrefix(".")
            && !name.unicodeScalars.contains(where: MessageText.needsEscape)
    }
}
