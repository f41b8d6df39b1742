import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

/// A 20×10 pt scene of `duration` s at 60 fps whose to-screen fades in over the first `held`
/// fraction of the time (linear), then holds.
private func fadeThenHold(duration: Double, held range: AnimationRange) -> Scene {
    let fadeIn = PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0), to: .number(1),
                                   timing: .linear, range: range)
    return Scene(name: "hold", canvas: Canvas(size: Size(unchecked: 20, 10), scale: 1, fps: 60),
                 from: Screen(background: hex("#FF0000")), to: Screen(background: hex("#0000FF")),
                 transition: Transition(kind: .custom(animations: [fadeIn], toOnTop: true), operation: .push,
                                        duration: duration, timing: .linear))
}

/// Runs `scene` over `frames` and returns every frame handed to the writer.
private func run(_ scene: Scene, frames: [Int], jobs: Int, drawOnly: Bool = false) throws -> [FramePipeline.Frame] {
    var job = FramePipeline.Job(scene: scene, images: ImageStore(), encoder: PNGEncoder(compression: .fast))
    job.drawOnly = drawOnly
    var written: [FramePipeline.Frame] = []
    try FramePipeline(job: job, jobs: jobs).run(frames: frames) { written.append($0) }
    return written
}

@Test func framesAfterTheFadeEndsAreReusedNotEncoded() throws {
    // 0.1 s at 60 fps: frames 0…6 at f = i/6. The fade runs over f in [0, 0.5], so frame 3
    // (f = 0.5) is the end state and frames 4, 5, 6 equal it: 3 reused. Frames 0…3 all differ
    // (opacity 0, 1/3, 2/3, 1).
    let scene = fadeThenHold(duration: 0.1, held: try AnimationRange(start: 0, end: 0.5))
    for jobs in [1, 2, 3] {
        let frames = try run(scene, frames: Array(0...6), jobs: jobs)
        #expect(frames.map(\.reused) == [false, false, false, false, true, true, true], "jobs \(jobs)")
        // A reused frame carries the bytes of the frame it repeats, and those are the frame's own.
        #expect(frames[6].png == frames[3].png)
        #expect(frames[3].png == PNGEncoder(compression: .fast).encode(try draw(scene, frame: 6), workspace: PNGWorkspace()))
    }
}

@Test func onlyAdjacentFramesAreCompared() throws {
    // Frames 0, 4, 5: 4 follows 0 in the list but not on the clock (frame 3 was not rendered
    // here), so it is encoded; 5 follows 4 and both are held: 1 reused.
    let scene = fadeThenHold(duration: 0.1, held: try AnimationRange(start: 0, end: 0.5))
    let frames = try run(scene, frames: [0, 4, 5], jobs: 2)
    #expect(frames.map(\.reused) == [false, false, true])
    #expect(frames.map(\.png.isEmpty) == [false, false, false])
}

@Test func drawOnlyHandsBackNoBytes() throws {
    let scene = fadeThenHold(duration: 0.1, held: .full)
    let frames = try run(scene, frames: Array(0...6), jobs: 2, drawOnly: true)
    // A fade over the whole time changes every frame: 7 frames, none reused, no bytes.
    #expect(frames.map(\.index) == Array(0...6))
    #expect(frames.allSatisfy { $0.png.isEmpty && !$0.reused })
}

/// Frame `index` of `scene` drawn on a fresh surface.
private func draw(_ scene: Scene, frame index: Int) throws -> FrameSurface {
    let surface = try FrameSurface(pixelWidth: scene.canvas.pixelWidth, pixelHeight: scene.canvas.pixelHeight)
    Rasterizer(images: ImageStore(), scale: 1).draw(scene.snapshot(at: scene.time(ofFrame: index)).tree, into: surface)
    return surface
}
