import Foundation
import SegueCore
import SeguePNG

/// Renders frames of a scene in parallel and hands their encoded PNG bytes back in frame order.
///
/// Each worker thread owns one `FrameSurface` and `Rasterizer`, reused for every frame it draws.
/// Frames are claimed in increasing order and at most `window` frames may be finished but not
/// yet written, so memory stays bounded however many frames a render has. Every frame is a
/// function of its index alone, which makes the bytes identical for any number of workers.
///
/// Identical consecutive frames (a spring at rest, the held end of a gesture) are not drawn or
/// encoded again: the evaluated `RenderTree` is Equatable and the rasterizer deterministic, so
/// a frame whose tree equals the previous frame's has the same pixels, and the writer is handed
/// the previous frame's bytes (`Frame.reused`).
public final class FramePipeline: @unchecked Sendable {
    /// What one worker needs to turn a frame index into PNG bytes.
    public struct Job: Sendable {
        /// The scene whose frames are rendered, at its canvas's pixel size and scale.
        public var scene: Scene
        /// The decoded PNG files of the scene's image layers and screen images.
        public var images: ImageStore
        /// How frames become PNG bytes.
        public var encoder: PNGEncoder
        /// The font family of text layers, as fontconfig names it.
        public var fontFamily: String
        /// Draw frames but do not encode them (every `Frame.png` is empty): the benchmark's
        /// measure of the drawing limit.
        public var drawOnly = false

        /// A job that draws and encodes (`drawOnly` false), with text in DejaVu Sans unless told.
        public init(scene: Scene, images: ImageStore, encoder: PNGEncoder, fontFamily: String = "DejaVu Sans") {
            self.scene = scene
            self.images = images
            self.encoder = encoder
            self.fontFamily = fontFamily
        }
    }

    /// A rendered frame, ready to write.
    public struct Frame: Sendable {
        /// The frame's index in the scene's frame clock.
        public var index: Int
        /// The scene evaluated at the frame's time.
        public var snapshot: Snapshot
        /// The PNG file's bytes (a reused frame gets the previous frame's); empty when `drawOnly`.
        public var png: [UInt8]
        /// True when the pixels equal the previous frame's and the bytes were reused, not re-encoded.
        public var reused: Bool
    }

    private let job: Job
    /// The scene resolved once for all frames.
    private let timeline: SceneTimeline
    private let jobs: Int
    private let window: Int
    private let lock = NSCondition()
    private var nextToClaim = 0
    private var nextToWrite = 0
    private var finished: [Int: Result<Frame, RenderError>] = [:]
    private var cancelled = false
    /// CPU time spent per stage in the last `run`, summed over all workers (`write` is the
    /// calling thread's time inside the `write` closure).
    public private(set) var stageTimes = StageTimes()

    /// - Parameters:
    ///   - jobs: worker threads (at least 1).
    ///   - window: frames that may be rendered ahead of the writer; defaults to twice the workers.
    public init(job: Job, jobs: Int, window: Int? = nil) {
        self.job = job
        self.timeline = SceneTimeline(job.scene)
        self.jobs = max(1, jobs)
        self.window = max(self.jobs, window ?? 2 * self.jobs)
    }

    /// Renders `frames` (indices of the scene's frame clock, in increasing order) and calls
    /// `write` for each on the calling thread, in order. Stops at the first error and rethrows it.
    public func run(frames: [Int], write: (Frame) throws -> Void) throws {
        guard !frames.isEmpty else { return }
        nextToClaim = 0
        nextToWrite = 0
        finished = [:]
        cancelled = false
        stageTimes = StageTimes()
        let workerCount = min(jobs, frames.count)
        activeWorkers = workerCount
        for _ in 0..<workerCount {
            let thread = Thread { [self] in self.work(frames: frames) }
            thread.stackSize = 8 << 20
            thread.start()
        }
        defer {
            // Stop and join the workers, also when writing failed half-way.
            lock.lock()
            cancelled = true
            lock.broadcast()
            while activeWorkers > 0 { lock.wait() }
            lock.unlock()
        }
        for position in frames.indices {
            lock.lock()
            while finished[position] == nil { lock.wait() }
            let result = finished.removeValue(forKey: position)!
            nextToWrite = position + 1
            lock.broadcast()
            lock.unlock()
            var frame = try result.get()
            if frame.reused { frame.png = previousPNG }
            previousPNG = frame.png
            var clock = StageClock()
            try write(frame)
            let seconds = clock.lap()
            lock.lock()
            stageTimes.write += seconds
            lock.unlock()
        }
        previousPNG = []
    }

    /// The bytes of the frame written last, handed again for a reused frame.
    private var previousPNG: [UInt8] = []

    private var activeWorkers = 0

    private func work(frames: [Int]) {
        defer {
            lock.lock()
            activeWorkers -= 1
            lock.broadcast()
            lock.unlock()
        }
        let canvas = job.scene.canvas
        let rasterizer = Rasterizer(images: job.images, scale: canvas.scale, fontFamily: job.fontFamily)
        var surface: FrameSurface?
        var worker = WorkerState()
        while true {
            lock.lock()
            while !cancelled && nextToClaim < frames.count && nextToClaim - nextToWrite >= window {
                lock.wait()
            }
            if cancelled || nextToClaim >= frames.count {
                stageTimes.add(worker.times)
                lock.unlock()
                return
            }
            let position = nextToClaim
            nextToClaim += 1
            lock.unlock()

            let result = Result<Frame, RenderError> { () throws(RenderError) -> Frame in
                if surface == nil { surface = try FrameSurface(pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight) }
                let previous = position > 0 && frames[position - 1] == frames[position] - 1
                return render(frames[position], previousIsAdjacent: previous, on: surface!, rasterizer, &worker)
            }
            lock.lock()
            finished[position] = result
            if case .failure = result { cancelled = true }
            lock.broadcast()
            lock.unlock()
        }
    }

    /// Evaluates frame `index` and, unless its tree equals the previous frame's, draws and
    /// encodes it.
    private func render(_ index: Int, previousIsAdjacent: Bool, on surface: FrameSurface, _ rasterizer: Rasterizer,
                        _ worker: inout WorkerState) -> Frame {
        var clock = StageClock()
        let snapshot = timeline.snapshot(ofFrame: index)
        let reused = previousIsAdjacent && previousTree(of: index, worker) == snapshot.tree
        worker.lastTree = (index, snapshot.tree)
        worker.times.evaluate += clock.lap()
        guard !reused else { return Frame(index: index, snapshot: snapshot, png: [], reused: true) }
        rasterizer.draw(snapshot.tree, into: surface)
        worker.times.draw += clock.lap()
        guard !job.drawOnly else { return Frame(index: index, snapshot: snapshot, png: [], reused: false) }
        let png = surface.withPixelRows { job.encoder.encode($0, workspace: worker.workspace) }
        worker.times.encode += clock.lap()
        return Frame(index: index, snapshot: snapshot, png: png, reused: false)
    }

    /// Frame `index − 1`'s tree: the one this worker evaluated last if it was that frame,
    /// else evaluated again (microseconds, against milliseconds to draw and encode).
    private func previousTree(of index: Int, _ worker: WorkerState) -> RenderTree {
        if let last = worker.lastTree, last.index == index - 1 { return last.tree }
        return timeline.snapshot(ofFrame: index - 1).tree
    }
}

/// What one worker thread keeps from frame to frame.
private struct WorkerState {
    var times = StageTimes()
    let workspace = PNGWorkspace()
    var lastTree: (index: Int, tree: RenderTree)?
}

/// CPU seconds per pipeline stage.
public struct StageTimes: Sendable {
    /// Evaluating snapshots (and the previous frame's tree, to compare).
    public var evaluate = 0.0
    /// Rasterizing trees into surfaces.
    public var draw = 0.0
    /// Encoding surfaces as PNG.
    public var encode = 0.0
    /// Inside the caller's `write` closure.
    public var write = 0.0

    /// Zero for every stage.
    public init() {}

    mutating func add(_ other: StageTimes) {
        evaluate += other.evaluate
        draw += other.draw
        encode += other.encode
        write += other.write
    }
}

/// Measures the calling thread's CPU time between laps.
struct StageClock {
    private var last = StageClock.now()

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Seconds of this thread's CPU time since the previous lap.
    mutating func lap() -> Double {
        let t = StageClock.now()
        defer { last = t }
        return t - last
    }
}
