import SegueCore
import SegueRender
import SeguePNG

/// The frames of a golden run as a sink of the frame renderer: each sampled frame's pixels are
/// copied on a worker thread, then compared with its golden (and recorded as the run's mode
/// says) in frame order.
final class GoldenSink: FrameSink {
    private let run: GoldenRun
    private let indices: [Int]
    /// Every sampled frame's outcome, in order.
    private(set) var results: [GoldenFrameResult] = []

    init(run: GoldenRun, frames indices: [Int]) {
        self.run = run
        self.indices = indices
    }

    func frames(of frameCount: Int) -> FrameSelection { .indices(Set(indices)) }

    func makeWorker() -> Worker { Worker() }

    /// Copies the frame's pixels, un-premultiplied.
    struct Worker: FrameSinkWorker {
        mutating func process(_ frame: DrawnFrame) -> RGBAImage { frame.surface.image() }
    }

    func consume(_ frame: RenderedFrame, _ image: RGBAImage) throws {
        results.append(try run.check(frame: frame.index, image))
    }
}
