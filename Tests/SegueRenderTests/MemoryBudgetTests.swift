import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

@Suite struct MemoryBudgetTests {
    @Test func aWorkerTakesEightBytesAPixelForEachScale() {
        // 100×100 px: a 40 000-byte surface and as much scratch; a sheet's 50×50 surface besides.
        #expect(MemoryBudget.bytesPerWorker(pixelCounts: [100 * 100]) == 80_000)
        #expect(MemoryBudget.bytesPerWorker(pixelCounts: [100 * 100, 50 * 50]) == 100_000)
        #expect(MemoryBudget.bytesPerWorker(pixelCounts: [Int.max]) == Int.max)
    }

    @Test func eachNestedGroupAddsASurfaceOfFourBytesAPixel() {
        // Three nested groups: 8 + 3 × 4 = 20 bytes a pixel.
        #expect(MemoryBudget.bytesPerWorker(pixelCounts: [100 * 100], groups: 3) == 200_000)
        // A scene's groups: its deepest screen's levels and two for the stage around the screens.
        let nested = Layer(id: "outer", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                           sublayers: [Layer(id: "inner", frame: Rect(x: 0, y: 0, width: 5, height: 5))])
        #expect(Screen(layers: [nested, Layer(id: "flat", frame: Rect(x: 0, y: 0, width: 1, height: 1))]).nestingDepth == 2)
        #expect(Screen().nestingDepth == 0)
    }

    @Test func asManyWorkersAsFitInThreeQuartersOfWhatIsAvailable() throws {
        // 1 000 000 bytes available, 750 000 usable, 80 000 a worker: 9 fit.
        let budget = MemoryBudget(availableBytes: 1_000_000, source: "test")
        #expect(try budget.workers(requested: 4, pixelCounts: [10_000], frameSize: (100, 100)) == 4)
        #expect(try budget.workers(requested: 16, pixelCounts: [10_000], frameSize: (100, 100)) == 9)
    }

    @Test func aFrameNoWorkerCanHoldIsRefusedWithTheNumbers() throws {
        // 16384² px is 2 GiB a worker; 2 GiB available leaves 1.5 GiB usable.
        let budget = MemoryBudget(availableBytes: 2 << 30, source: "test")
        #expect(throws: RenderError("big.json: a 16384×16384 px frame needs about 2.0 GiB for one worker (its surface and "
            + "encoder rows, 8 bytes a pixel); 1.5 GiB of the 2.0 GiB available (test) may be used: lower --scale or the canvas size")) {
            try budget.workers(requested: 2, pixelCounts: [16384 * 16384], frameSize: (16384, 16384), subject: "big.json")
        }
        // With 4 GiB, 3 GiB are usable: one worker of two.
        #expect(try MemoryBudget(availableBytes: 4 << 30, source: "test")
            .workers(requested: 2, pixelCounts: [16384 * 16384], frameSize: (16384, 16384)) == 1)
    }

    @Test func theRendererUsesTheWorkersTheBudgetAffords() throws {
        // A 20×10 px scene without layers: two groups for the stage, 16 bytes a pixel, 3 200 bytes
        // a worker; 3 750 bytes usable of 5 000 hold one.
        let scene = try Scene(name: "tiny", canvas: Canvas(size: Size(unchecked: 20, 10), scale: 1, fps: 10),
                              from: Screen(background: .black), to: Screen(background: .white),
                              transition: Transition(effect: FadeEffect(), operation: .present, duration: 0.5, timing: .linear)).resolved()
        let tight = FrameRenderer(scene: scene, images: ImageStore(), jobs: 2, memory: MemoryBudget(availableBytes: 5000, source: "test"))
        #expect(try tight.workers(forScales: [1]) == 1)
        #expect(try tight.run([CountingSink()]).workers == 1)
        let roomy = FrameRenderer(scene: scene, images: ImageStore(), jobs: 2, memory: nil)
        #expect(try roomy.run([CountingSink()]).workers == 2)
        // 1 000 bytes: 750 usable, less than one worker's 3 200; refused before any frame.
        let none = FrameRenderer(scene: scene, images: ImageStore(), jobs: 2, memory: MemoryBudget(availableBytes: 1000, source: "test"))
        let sink = CountingSink()
        #expect(throws: RenderError("tiny: a 20×10 px frame needs about 3.1 KiB for one worker (its surface, encoder rows and up to "
            + "2 nested groups, 16 bytes a pixel); 0.7 KiB of the 1.0 KiB available (test) may be used: lower --scale or the canvas size")) {
            try none.run([sink])
        }
        #expect(sink.consumed == 0)
    }
}

/// Counts the frames it is given.
private final class CountingSink: FrameSink {
    private(set) var consumed = 0
    func frames(of frameCount: Int) -> FrameSelection { .all }
    func makeWorker() -> Worker { Worker() }
    struct Worker: FrameSinkWorker {
        mutating func process(_ frame: DrawnFrame) -> Int { frame.index }
    }
    func consume(_ frame: RenderedFrame, _ index: Int) { consumed += 1 }
    func finish() {}
}
