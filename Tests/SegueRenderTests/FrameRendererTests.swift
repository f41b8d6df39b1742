import SegueCore
import SeguePNG
import Testing
@testable import SegueRender
import SegueTestSupport

/// A 20×10 pt scene of `duration` s at 60 fps whose to-screen (blue) fades in over the first
/// `held` fraction of the time (linear) over the red from-screen, then holds.
private func fadeThenHold(duration: Double, held range: AnimationRange) throws -> ResolvedScene {
    let fadeIn = PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0), to: .number(1),
                                   timing: .linear, range: range, transitionDuration: duration)
    return try Scene(name: "hold", canvas: Canvas(size: Size(unchecked: 20, 10), scale: 1, fps: 60),
                     from: Screen(background: hex("#FF0000")), to: Screen(background: hex("#0000FF")),
                     transition: Transition(effect: CustomEffect(animations: [fadeIn]), operation: .push,
                                            duration: duration, timing: .linear)).resolved()
}

/// Records what a sink sees: each frame in order with its product (a copy of the pixels), and
/// whether `finish` was called.
private final class RecordingSink: FrameSink {
    let selection: FrameSelection
    let scale: Double?
    private(set) var frames: [RenderedFrame] = []
    private(set) var images: [RGBAImage] = []
    private(set) var finished = false

    init(_ selection: FrameSelection = .all, scale: Double? = nil) {
        self.selection = selection
        self.scale = scale
    }

    func frames(of frameCount: Int) -> FrameSelection { selection }
    func makeWorker() -> Worker { Worker() }

    struct Worker: FrameSinkWorker {
        mutating func process(_ frame: DrawnFrame) -> RGBAImage { frame.surface.image() }
    }

    func consume(_ frame: RenderedFrame, _ image: RGBAImage) {
        frames.append(frame)
        images.append(image)
    }

    func finish() { finished = true }
}

/// A sink whose worker spends `seconds` of its thread's CPU time on every frame.
private final class BusySink: FrameSink {
    let seconds: Double
    init(seconds: Double) { self.seconds = seconds }

    func frames(of frameCount: Int) -> FrameSelection { .all }
    func makeWorker() -> Worker { Worker(seconds: seconds) }

    struct Worker: FrameSinkWorker {
        let seconds: Double
        mutating func process(_ frame: DrawnFrame) -> Int {
            let start = CPUClock.now()
            var spins = 0
            while CPUClock.now() - start < seconds { spins &+= 1 }
            return spins
        }
    }

    func consume(_ frame: RenderedFrame, _ spins: Int) {}
    func finish() {}
}

@Suite struct FrameRendererTests {
    @Test func everyWorkersTimeIsCountedOnceTheRunReturns() throws {
        // Each frame's worker burns at least 2 ms of its thread's CPU: the run's process time is
        // at least 7 × 2 ms whatever the jobs, counted only after each worker has left (read
        // earlier, a worker on its way out was missing, and a one-job run often reported 0).
        let scene = try fadeThenHold(duration: 0.1, held: try AnimationRange(start: 0, end: 1))
        for jobs in [1, 2, 3] {
            let statistics = try FrameRenderer(scene: scene, images: ImageStore(), jobs: jobs).run([BusySink(seconds: 0.002)])
            #expect(statistics.frames == 7 && statistics.reused == 0)
            #expect(statistics.times.process >= 7 * 0.002, "jobs \(jobs): \(statistics.times.process) s")
        }
    }

    @Test func framesAfterTheFadeEndsAreReusedNotDrawn() throws {
        // 0.1 s at 60 fps: frames 0…6 at f = i/6. The fade runs over f in [0, 0.5], so frame 3
        // (f = 0.5) is the end state and frames 4, 5, 6 equal it: 3 reused. Frames 0…3 all differ
        // (blue at alpha 0, 1/3, 2/3, 1 over red).
        let scene = try fadeThenHold(duration: 0.1, held: try AnimationRange(start: 0, end: 0.5))
        for jobs in [1, 2, 3] {
            let sink = RecordingSink()
            let statistics = try FrameRenderer(scene: scene, images: ImageStore(), jobs: jobs).run([sink])
            #expect(sink.frames.map(\.index) == Array(0...6), "jobs \(jobs)")
            #expect(sink.frames.map(\.reused) == [false, false, false, false, true, true, true], "jobs \(jobs)")
            #expect(statistics.frames == 7 && statistics.reused == 3)
            #expect(sink.finished)
            // A reused frame carries the product of the frame it repeats: all blue.
            #expect(sink.images[6] == sink.images[3])
            #expect(sink.images[3][10, 5] == RGBA8(r: 0, g: 0, b: 255))
            // Frame 1: blue at alpha 1/3 over red: (255·2/3, 0, 255/3) ≈ (170, 0, 85).
            let mid = sink.images[1][10, 5]
            expectClose(Double(mid.r), 170, tolerance: 1, "jobs \(jobs)")
            #expect(mid.g == 0, "jobs \(jobs)")
            expectClose(Double(mid.b), 85, tolerance: 1, "jobs \(jobs)")
        }
    }

    @Test func aSinkReusesOnlyWhatItTookTheFrameBefore() throws {
        // A sink of frames 0, 4, 5: 4 follows 0 here but not on the clock (3 is not rendered),
        // so it is drawn; 5 follows 4 and both are held: reused.
        let scene = try fadeThenHold(duration: 0.1, held: try AnimationRange(start: 0, end: 0.5))
        let sparse = RecordingSink(.indices([0, 4, 5]))
        try FrameRenderer(scene: scene, images: ImageStore(), jobs: 2).run([sparse])
        #expect(sparse.frames.map(\.index) == [0, 4, 5])
        #expect(sparse.frames.map(\.reused) == [false, false, true])
        // A second sink taking frame 6 but not 5 gets 6 drawn for it, though its tree equals 5's.
        let all = RecordingSink(.indices([4, 5])), late = RecordingSink(.indices([6]))
        try FrameRenderer(scene: scene, images: ImageStore(), jobs: 1).run([all, late])
        #expect(all.frames.map(\.reused) == [false, true])
        #expect(late.frames.map(\.reused) == [false])
        #expect(late.images[0] == all.images[1])
    }

    @Test func sinksOfAnotherScaleGetTheirOwnDrawing() throws {
        // The same frames at the canvas's scale 1 (20×10 px) and at scale 2 (40×20 px); the
        // renderer evaluates each frame once and draws it once per scale.
        let scene = try fadeThenHold(duration: 0.1, held: .full)
        let one = RecordingSink(), two = RecordingSink(.indices([0, 6]), scale: 2)
        try FrameRenderer(scene: scene, images: ImageStore(), jobs: 2).run([one, two])
        #expect(one.images.map(\.width) == Array(repeating: 20, count: 7))
        #expect(two.images.map(\.width) == [40, 40])
        #expect(two.frames.map(\.index) == [0, 6])
        // Frame 0: the to-screen is transparent, red shows; frame 6: blue.
        #expect(two.images[0][20, 10] == RGBA8(r: 255, g: 0, b: 0))
        #expect(two.images[1][20, 10] == RGBA8(r: 0, g: 0, b: 255))
    }

    @Test func productsAreTheSameForAnyNumberOfWorkers() throws {
        // The PNG folder sink's bytes for the whole fade, with 1 and 3 workers, and with 3 workers
        // held to the smallest window, 3 (a window is never below the workers: each may hold one);
        // and with one worker whose frames are each encoded on 1, 2 or 4 threads.
        let scene = try fadeThenHold(duration: 0.2, held: .full)
        func pngs(jobs: Int, window: Int?, threads: Int? = 1) throws -> [[UInt8]] {
            let folder = try OutputFolder(parent: temporaryDirectory(), name: "hold")
            try FrameRenderer(scene: scene, images: ImageStore(), jobs: jobs, window: window, threadsPerFrame: threads)
                .run([PNGFolderSink(folder: folder, scene: scene, encoder: PNGEncoder(compression: .fast))])
            return (0..<scene.frameClock.frameCount).map {
                bytesOf(folder.stagingPath + "/" + OutputFolder.frameFileName($0, frameCount: scene.frameClock.frameCount))
            }
        }
        let one = try pngs(jobs: 1, window: nil)
        #expect(one.count == 13 && one.allSatisfy { !$0.isEmpty })
        #expect(try pngs(jobs: 3, window: nil) == one)
        #expect(try pngs(jobs: 3, window: 3) == one)
        #expect(try pngs(jobs: 1, window: 1) == one)
        for threads in [2, 4, nil] { #expect(try pngs(jobs: 1, window: nil, threads: threads) == one) }
    }

    @Test func aSinkErrorStopsTheRunAndIsRethrown() throws {
        final class Failing: FrameSink {
            func frames(of frameCount: Int) -> FrameSelection { .all }
            func makeWorker() -> Worker { Worker() }
            struct Worker: FrameSinkWorker { func process(_ frame: DrawnFrame) {} }
            func consume(_ frame: RenderedFrame, _ product: Void) throws {
                if frame.index == 2 { throw RenderError("frame 2 cannot be written") }
            }
        }
        let scene = try fadeThenHold(duration: 0.1, held: .full)
        #expect(throws: RenderError("frame 2 cannot be written")) {
            try FrameRenderer(scene: scene, images: ImageStore(), jobs: 2).run([Failing()])
        }
    }

    @Test func progressCountsEveryDeliveredFrame() throws {
        let scene = try fadeThenHold(duration: 0.1, held: .full)
        var seen: [Int] = []
        try FrameRenderer(scene: scene, images: ImageStore(), jobs: 2).run([RecordingSink(.indices([1, 3]))]) { done, total in
            #expect(total == 2)
            seen.append(done)
        }
        #expect(seen == [1, 2])
    }
}
