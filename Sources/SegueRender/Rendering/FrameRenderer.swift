import Foundation
import SegueCore

/// The one frame loop of Segue: renders a frame source's frames (a template's resolved scene, a
/// recorded `SnapshotSequence`) in parallel and hands them to sinks in frame order
/// (`FrameSink`). The PNG folder, the preview, the sheet, golden comparisons and the benchmark
/// are all sinks of it.
///
/// It owns everything a frame needs: the source (a scene resolved once), the decoded images,
/// one surface and rasterizer per worker thread and pixel scale (reused frame after frame), the
/// check that skips frames equal to the previous one, ordered delivery, and the bound on frames
/// in flight: at most `window` frames are finished but not yet consumed, so memory stays flat
/// however long the render. Every frame is a function of its index alone, which makes the
/// products identical for any number of workers.
///
/// A frame whose evaluated `RenderTree` equals the previous frame's (a spring at rest, the held
/// end of a gesture) has the same pixels, since the tree is Equatable and the rasterizer
/// deterministic: a sink that took the previous frame gets its previous product again
/// (`RenderedFrame.reused`), and the frame is drawn and processed only for the sinks that did
/// not (a sheet sampling it alone), if any.
public final class FrameRenderer: Sendable {
    /// The frames to render.
    public let source: any FrameSource
    /// The decoded PNG files of the source's image layers and screen images.
    public let images: ImageStore
    /// The font family of text layers, as fontconfig names it.
    public let fontFamily: String
    /// Worker threads (at least 1).
    public let jobs: Int
    /// Frames that may be finished ahead of the sinks: twice the workers unless told.
    public let window: Int
    /// The memory the render may take (`MemoryBudget`): `run` uses fewer than `jobs` workers
    /// when they would not fit, and refuses when one would not; `nil` checks nothing.
    public let memory: MemoryBudget?
    /// Threads a sink may use for one frame's work (`DrawnFrame.threads`: the PNG encoder's
    /// stripes and segments): `nil` gives each frame the cores the workers leave idle, the
    /// cores divided by the workers a run uses (at least 1), so a render with fewer frames in
    /// flight than cores (`--jobs 1`, a short template) still uses them; 1 keeps each frame on
    /// its worker. The output is the same for any value.
    public let threadsPerFrame: Int?

    /// The family text layers are drawn in unless told otherwise: Inter (Debian's
    /// `fonts-inter`), designed for screens with metrics close to SF Pro's, iOS's system font,
    /// which cannot be shipped; DejaVu Sans, the family before it, is visibly wider, so text that
    /// fits on iOS overflowed. The shipped goldens are drawn with it.
    public static let defaultFontFamily = "Inter"

    /// A renderer of `source` with `jobs` worker threads (default: one per core), as many as
    /// `memory` affords (default: what the process has now, `MemoryBudget.current()`).
    public init(source: any FrameSource, images: ImageStore, fontFamily: String = FrameRenderer.defaultFontFamily,
                jobs: Int? = nil, window: Int? = nil, memory: MemoryBudget? = MemoryBudget.current(), threadsPerFrame: Int? = nil) {
        self.source = source
        self.images = images
        self.fontFamily = fontFamily
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.window = max(self.jobs, window ?? 2 * self.jobs)
        self.memory = memory
        self.threadsPerFrame = threadsPerFrame.map { max(1, $0) }
    }

    /// A renderer of a template's `scene`: `init(source:…)` with the scene as the source.
    public convenience init(scene: ResolvedScene, images: ImageStore, fontFamily: String = FrameRenderer.defaultFontFamily,
                            jobs: Int? = nil, window: Int? = nil, memory: MemoryBudget? = MemoryBudget.current(),
                            threadsPerFrame: Int? = nil) {
        self.init(source: scene, images: images, fontFamily: fontFamily, jobs: jobs, window: window, memory: memory,
                  threadsPerFrame: threadsPerFrame)
    }

    /// The workers a run with sinks drawing at `scales` uses: `jobs`, or fewer when `memory`
    /// does not hold them all; an error (naming the source) when it does not hold one. Each
    /// worker is charged the source's `groupDepth` nested offscreen groups.
    public func workers(forScales scales: [Double]) throws(RenderError) -> Int {
        guard let memory else { return jobs }
        let canvas = source.canvas
        let sizes = scales.map { canvas.pixelSize(atScale: $0) }
        let largest = sizes.max { $0.width * $0.height < $1.width * $1.height } ?? (canvas.pixelWidth, canvas.pixelHeight)
        return try memory.workers(requested: jobs, pixelCounts: sizes.map { $0.width * $0.height },
                                  frameSize: largest, groups: source.groupDepth, subject: source.name)
    }

    /// Renders every frame some sink wants (the union of their selections), delivers each to
    /// the sinks that want it in increasing index order, then calls each sink's `finish`.
    /// `progress` is called on this thread after each frame with (frames done, frames in all).
    /// Stops at the first error (a worker's or a sink's) and rethrows it.
    @discardableResult
    public func run(_ sinks: [any FrameSink], progress: ((Int, Int) -> Void)? = nil) throws -> RenderStatistics {
        let plan = RenderPlan(sinks: sinks.map { ErasedSink($0) }, frameCount: source.frameCount,
                              canvasScale: source.canvas.scale)
        guard !plan.frames.isEmpty else {
            for sink in plan.sinks { try sink.finish() }
            return RenderStatistics()
        }
        let run = RenderRun(renderer: self, plan: plan, workers: try workers(forScales: plan.scales))
        let statistics = try run.deliver(progress: progress)
        for sink in plan.sinks { try sink.finish() }
        return statistics
    }
}

/// Which frames a run renders, which sinks take each, at which scales, and where reuse is allowed.
struct RenderPlan: @unchecked Sendable {
    let sinks: [ErasedSink]
    /// The frame indices to render, increasing.
    let frames: [Int]
    /// The distinct pixel scales, in the order sinks first ask for them.
    let scales: [Double]
    /// For each sink, the index of its scale in `scales`.
    let sinkScale: [Int]
    /// For each position of `frames`, the sinks that take that frame.
    let takers: [[Int]]
    /// For each position, the sinks that also took the frame just before it on the clock, and so
    /// may get their previous product again when the trees are equal (empty when the previous
    /// position is not the previous frame).
    let tookPrevious: [Set<Int>]

    init(sinks: [ErasedSink], frameCount: Int, canvasScale: Double) {
        self.sinks = sinks
        var scales: [Double] = []
        sinkScale = sinks.map { sink in
            let scale = sink.scale ?? canvasScale
            if let i = scales.firstIndex(of: scale) { return i }
            scales.append(scale)
            return scales.count - 1
        }
        self.scales = scales
        let selections = sinks.map { $0.frames(frameCount) }
        let frames = (0..<frameCount).filter { index in selections.contains { $0.contains(index) } }
        self.frames = frames
        takers = frames.map { index in selections.indices.filter { selections[$0].contains(index) } }
        let takers = self.takers
        tookPrevious = frames.indices.map { position in
            guard position > 0, frames[position - 1] == frames[position] - 1 else { return [] }
            return Set(takers[position]).intersection(takers[position - 1])
        }
    }
}

/// One run's shared state: workers claim positions in order, leave results, and the caller
/// consumes them in order. Everything mutable is guarded by `lock`.
private final class RenderRun: @unchecked Sendable {
    /// A frame evaluated, with the fresh products of the sinks that needed them; a taker without
    /// a product gets its previous one again.
    struct Outcome {
        let snapshot: Snapshot
        let products: [Int: Any]
    }

    let renderer: FrameRenderer
    let plan: RenderPlan
    private let lock = NSCondition()
    private var nextToClaim = 0
    private var nextToConsume = 0
    private var finished: [Int: Result<Outcome, any Error>] = [:]
    private var cancelled = false
    private var activeWorkers = 0
    private var times = StageTimes()

    /// Worker threads, as the memory budget allows (at most the renderer's `jobs`).
    private let workers: Int
    /// Threads a sink may use for one frame (`FrameRenderer.threadsPerFrame`), set as the run starts.
    private(set) var frameThreads = 1
    /// Frames finished ahead of the sinks: the renderer's window, or twice the workers if fewer.
    private let window: Int

    init(renderer: FrameRenderer, plan: RenderPlan, workers: Int) {
        self.renderer = renderer
        self.plan = plan
        self.workers = workers
        window = max(workers, min(renderer.window, 2 * workers))
    }

    /// Starts the workers and consumes every frame in order on this thread.
    func deliver(progress: ((Int, Int) -> Void)?) throws -> RenderStatistics {
        let workerCount = min(workers, plan.frames.count)
        frameThreads = renderer.threadsPerFrame ?? max(1, ProcessInfo.processInfo.activeProcessorCount / max(1, workerCount))
        activeWorkers = workerCount
        for _ in 0..<workerCount {
            let thread = Thread { [self] in work() }
            thread.stackSize = 8 << 20
            thread.start()
        }
        defer {
            // Stop and join the workers, also when a sink failed half-way.
            lock.lock()
            cancelled = true
            lock.broadcast()
            while activeWorkers > 0 { lock.wait() }
            lock.unlock()
        }
        var statistics = RenderStatistics()
        statistics.workers = workerCount
        var previous: [Any?] = Array(repeating: nil, count: plan.sinks.count)
        for position in plan.frames.indices {
            lock.lock()
            while finished[position] == nil { lock.wait() }
            let result = finished.removeValue(forKey: position)!
            nextToConsume = position + 1
            lock.broadcast()
            lock.unlock()
            var clock = CPUClock()
            let outcome = try result.get()
            if outcome.products.isEmpty { statistics.reused += 1 }
            for sink in plan.takers[position] {
                let fresh = outcome.products[sink]
                if let fresh { previous[sink] = fresh }
                let frame = RenderedFrame(index: plan.frames[position], snapshot: outcome.snapshot, reused: fresh == nil)
                try plan.sinks[sink].consume(frame, previous[sink]!)
            }
            statistics.times.consume += clock.lap()
            statistics.frames += 1
            progress?(position + 1, plan.frames.count)
        }
        // Every frame is consumed, so the workers are leaving: their times are counted once
        // each has left (read before, a worker still on its way out would be missing).
        lock.lock()
        while activeWorkers > 0 { lock.wait() }
        statistics.times.add(times)
        lock.unlock()
        return statistics
    }

    private func work() {
        var worker = WorkerState(run: self)
        defer {
            lock.lock()
            times.add(worker.times)
            activeWorkers -= 1
            lock.broadcast()
            lock.unlock()
        }
        while true {
            lock.lock()
            while !cancelled && nextToClaim < plan.frames.count && nextToClaim - nextToConsume >= window {
                lock.wait()
            }
            if cancelled || nextToClaim >= plan.frames.count {
                lock.unlock()
                return
            }
            let position = nextToClaim
            nextToClaim += 1
            lock.unlock()

            let result = Result<Outcome, any Error> { try worker.render(position) }
            lock.lock()
            finished[position] = result
            if case .failure = result { cancelled = true }
            lock.broadcast()
            lock.unlock()
        }
    }

    /// What one worker thread keeps from frame to frame.
    private struct WorkerState {
        let run: RenderRun
        var times = StageTimes()
        /// One surface per scale of the plan, made on first use.
        var surfaces: [FrameSurface?]
        let rasterizers: [Rasterizer]
        /// One worker per sink, made on first use on this thread.
        var sinkWorkers: [((DrawnFrame) throws -> Any)?]
        var lastTree: (index: Int, tree: RenderTree)?

        init(run: RenderRun) {
            self.run = run
            let renderer = run.renderer
            surfaces = Array(repeating: nil, count: run.plan.scales.count)
            rasterizers = run.plan.scales.map {
                Rasterizer(images: renderer.images, scale: $0, fontFamily: renderer.fontFamily)
            }
            sinkWorkers = Array(repeating: nil, count: run.plan.sinks.count)
        }

        /// Evaluates the frame at `position`, then draws it once per scale for the sinks that
        /// cannot reuse their previous product (all of them unless its tree equals the previous
        /// frame's) and lets each of those sinks process it.
        mutating func render(_ position: Int) throws -> Outcome {
            let plan = run.plan, source = run.renderer.source
            let index = plan.frames[position]
            var clock = CPUClock()
            let snapshot = source.snapshot(ofFrame: index)
            let reusing = plan.tookPrevious[position].isEmpty || previousTree(of: index) != snapshot.tree
                ? [] : plan.tookPrevious[position]
            lastTree = (index, snapshot.tree)
            times.evaluate += clock.lap()
            var products: [Int: Any] = [:]
            for scale in plan.scales.indices {
                let sinks = plan.takers[position].filter { plan.sinkScale[$0] == scale && !reusing.contains($0) }
                guard !sinks.isEmpty else { continue }
                let surface = try self.surface(scale)
                rasterizers[scale].draw(snapshot.tree, into: surface)
                if let failure = rasterizers[scale].takeDrawingFailure() {
                    throw RenderError("\(run.renderer.source.name): frame \(index): \(failure) (out of memory: "
                                      + "lower --scale or --jobs, or nest fewer layers in perspective)")
                }
                times.draw += clock.lap()
                let frame = DrawnFrame(index: index, snapshot: snapshot, surface: surface, threads: run.frameThreads)
                for sink in sinks {
                    if sinkWorkers[sink] == nil { sinkWorkers[sink] = plan.sinks[sink].makeWorker() }
                    products[sink] = try sinkWorkers[sink]!(frame)
                }
                times.process += clock.lap()
            }
            return Outcome(snapshot: snapshot, products: products)
        }

        /// The surface of scale `i`, made on first use at the canvas's size at that scale.
        private mutating func surface(_ i: Int) throws -> FrameSurface {
            if let surface = surfaces[i] { return surface }
            let canvas = run.renderer.source.canvas
            let scale = run.plan.scales[i]
            let pixels = canvas.pixelSize(atScale: scale)
            let made = try FrameSurface(pixelWidth: pixels.width, pixelHeight: pixels.height)
            surfaces[i] = made
            return made
        }

        /// Frame `index − 1`'s tree: the one this worker evaluated last if it was that frame,
        /// else evaluated again (microseconds, against milliseconds to draw and encode).
        private func previousTree(of index: Int) -> RenderTree {
            if let last = lastTree, last.index == index - 1 { return last.tree }
            return run.renderer.source.snapshot(ofFrame: index - 1).tree
        }
    }
}

/// A `FrameSink` behind closures, so the renderer holds sinks of different product types.
struct ErasedSink {
    let scale: Double?
    let frames: (Int) -> FrameSelection
    let makeWorker: () -> (DrawnFrame) throws -> Any
    let consume: (RenderedFrame, Any) throws -> Void
    let finish: () throws -> Void

    init<S: FrameSink>(_ sink: S) {
        scale = sink.scale
        frames = { sink.frames(of: $0) }
        makeWorker = {
            var worker = sink.makeWorker()
            return { frame in try worker.process(frame) }
        }
        consume = { frame, product in try sink.consume(frame, product as! S.Product) }
        finish = { try sink.finish() }
    }
}
