import SegueCore

/// Anything that consumes the frames of a render: a folder of PNGs with its manifest, an
/// animated preview, a sheet, a golden comparison, the benchmark. `FrameRenderer` draws each
/// frame once per pixel scale and hands it to every sink that wants it; adding an output format
/// is one new sink plus its command-line flag.
///
/// A sink works in two steps, so that the expensive part runs in parallel and the ordered part
/// in order:
/// 1. on a worker thread, its `Worker` turns the drawn pixels into a `Product` (encoded bytes,
///    a copy of the pixels, a file size), with buffers it keeps from frame to frame;
/// 2. on the thread that called `FrameRenderer.run`, in frame order, `consume` receives each
///    frame's product (writes a file, appends to an animation, compares with a golden).
/// When a frame's render tree equals the previous frame's and the sink took that frame, the
/// frame is not processed for it again: the sink receives its previous product once more, with
/// `RenderedFrame.reused` set.
public protocol FrameSink: AnyObject {
    /// What the worker makes of one frame.
    associatedtype Product
    /// Turns drawn frames into products on one worker thread.
    associatedtype Worker: FrameSinkWorker where Worker.Product == Product

    /// The frames this sink takes, among the frame clock's `frameCount` frames.
    func frames(of frameCount: Int) -> FrameSelection

    /// Pixels per point to draw this sink's frames at; `nil`: the scene's canvas scale. Sinks
    /// with the same scale share one drawing of each frame.
    var scale: Double? { get }

    /// A fresh worker for one rendering thread. The renderer calls it on its own threads, so it
    /// must only read what does not change during a run.
    func makeWorker() -> Worker

    /// Receives frame after frame, in increasing index order, on the caller's thread.
    func consume(_ frame: RenderedFrame, _ product: Product) throws

    /// Called after the last frame (not after a failed run): write what spans all frames.
    func finish() throws
}

extension FrameSink {
    /// The scene's canvas scale.
    public var scale: Double? { nil }
    /// Nothing to finish.
    public func finish() throws {}
}

/// The per-thread half of a `FrameSink`: owned by one worker thread for a whole run.
public protocol FrameSinkWorker {
    associatedtype Product
    /// The product of one drawn frame. `frame.surface` holds its pixels at the sink's scale
    /// until this returns.
    mutating func process(_ frame: DrawnFrame) throws -> Product
}

/// A frame as a worker receives it: drawn into a surface the worker may read but not keep.
public struct DrawnFrame {
    /// The frame's index in the frame clock.
    public let index: Int
    /// The scene evaluated at the frame's time.
    public let snapshot: Snapshot
    /// The frame's pixels, at the sink's scale.
    public let surface: FrameSurface
    /// Threads the sink may use for this frame's work (`FrameRenderer.threadsPerFrame`).
    public let threads: Int
}

/// A frame as a sink consumes it.
public struct RenderedFrame: Sendable {
    /// The frame's index in the frame clock.
    public let index: Int
    /// The scene evaluated at the frame's time (time, progress, phase, tree).
    public let snapshot: Snapshot
    /// True when the frame equals the previous one (index − 1), which this sink also took, and
    /// was not processed again for it: the product is the sink's previous one.
    public let reused: Bool
}

/// Which frames of the clock a sink takes.
public enum FrameSelection: Hashable, Sendable {
    /// Every frame.
    case all
    /// These frame indices (outside 0..<frameCount they are ignored).
    case indices(Set<Int>)

    /// True when `index` is selected.
    public func contains(_ index: Int) -> Bool {
        switch self {
        case .all: true
        case .indices(let set): set.contains(index)
        }
    }
}
