import Testing
import Foundation
import SegueCore
import SegueGolden
import SegueKit
import SeguePNG
import SegueRender
import SegueTemplates

/// What the seed ports' tests share: the package's files, the canvas the templates use, pans
/// scripted as keyframes, frames rendered to pixels, and the port-to-template comparison.
enum Seeds {
    /// The package root, found from this file's path (Tests/SeedAnimatorsTests/<file>).
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The ports' goldens: `Tests/SeedGoldens/<recording name>/`, recorded as the shipped
    /// templates' are (`SEGUE_RECORD=missing swift test`).
    static let goldens = root + "/Tests/SeedGoldens"

    static func screen(_ name: String) -> String { root + "/Templates/screens/\(name).json" }
    static func template(_ name: String) -> String { root + "/Templates/\(name).json" }

    /// The shipped templates' canvas, 390 × 844 pt, drawn at 1× (as their goldens are) and at
    /// their 60 fps, so a port and its template have the same frames.
    @MainActor static func recorder(fps: Int = 60) -> TransitionRecorder {
        TransitionRecorder(size: CGSize(width: 390, height: 844), scale: 1, fps: fps)
    }

    /// The template `name` on that canvas.
    static func templateFrames(_ name: String) throws -> ResolvedScene {
        try TemplateLoader().load(file: template(name)).scene.withCanvas(scale: 1, fps: 60)
    }

    /// The container's node: the window's only child.
    static func container(_ snapshot: Snapshot) throws -> RenderNode {
        try #require(snapshot.tree.nodes.first?.children.first)
    }
}

/// A pan's translation (in points, along y), linear between keyframes (time, y), as a
/// template's `interaction.pan.translation` is: the finger a scripted gesture follows.
struct PanScript {
    let keyframes: [(time: Double, y: Double)]

    /// The release: the last keyframe's time.
    var releaseTime: Double { keyframes.last!.time }

    func y(at time: Double) -> Double {
        guard let next = keyframes.firstIndex(where: { $0.time > time }) else { return keyframes.last!.y }
        guard next > 0 else { return keyframes[0].y }
        let a = keyframes[next - 1], b = keyframes[next]
        return a.y + (b.y - a.y) * (time - a.time) / (b.time - a.time)
    }

    /// The recogniser's state at tick `time`: began at 0, changed until the release tick,
    /// where it changes to the last translation and then ends; nil after.
    func events(at time: Double) -> [GestureEvent] {
        if time == 0 { return [.began] }
        if time < releaseTime { return [.changed] }
        if time == releaseTime { return [.changed, .ended] }
        return []
    }

    enum GestureEvent { case began, changed, ended }
}

/// Renders frames of a source to un-premultiplied pixels.
final class PixelSink: FrameSink {
    private let indices: [Int]
    private(set) var images: [Int: RGBAImage] = [:]

    init(indices: [Int]) { self.indices = indices }

    func frames(of frameCount: Int) -> FrameSelection { .indices(Set(indices)) }
    func makeWorker() -> Worker { Worker() }
    func consume(_ frame: RenderedFrame, _ image: RGBAImage) throws { images[frame.index] = image }

    struct Worker: FrameSinkWorker {
        mutating func process(_ frame: DrawnFrame) -> RGBAImage { frame.surface.image() }
    }

    /// The frames at `indices`, in that order.
    static func render(_ source: any FrameSource, indices: [Int]) throws -> [RGBAImage] {
        let sink = PixelSink(indices: indices)
        try FrameRenderer(source: source, images: ImageStore()).run([sink])
        return indices.map { sink.images[$0]! }
    }
}

/// A port's frames against its template's, frame by frame.
struct Comparison: CustomStringConvertible {
    /// The frames compared: every `every`-th from 0, and the last.
    let frames: [Int]
    /// The compared frames whose pixels are not byte-identical.
    let differingFrames: [Int]
    /// The largest share, over the compared frames, of pixels that differ beyond YIQ distance
    /// 0.1 (ImageDiff with threshold 0.1, pixelmatch's default; anti-aliased pixels count too).
    let largestDifferingShare: Double

    var isByteIdentical: Bool { differingFrames.isEmpty }

    var description: String {
        "\(frames.count) frames compared, \(frames.count - differingFrames.count) byte-identical (differing: \(differingFrames)), "
            + "largest share beyond YIQ 0.1: \(largestDifferingShare)"
    }

    /// Renders both through FrameRenderer on the same canvas; a different frame count fails.
    static func of(_ port: Recording, template name: String, every: Int = 1) throws -> Comparison {
        let scene = try Seeds.templateFrames(name)
        try #require(port.frameCount == scene.frameCount, "\(name): the port has \(port.frameCount) frames, the template \(scene.frameCount)")
        let last = port.frameCount - 1
        let frames = Array(Set(Array(stride(from: 0, through: last, by: every)) + [last])).sorted()
        let ours = try PixelSink.render(port, indices: frames)
        let theirs = try PixelSink.render(scene, indices: frames)
        var differing: [Int] = [], share = 0.0
        for (index, (a, b)) in zip(frames, zip(theirs, ours)) where a != b {
            differing.append(index)
            let diff = ImageDiff(expected: a, actual: b, options: DiffOptions(threshold: 0.1))
            share = max(share, Double(diff.differingPixels) / Double(a.width * a.height))
        }
        return Comparison(frames: frames, differingFrames: differing, largestDifferingShare: share)
    }
}

/// Golden-tests a recording at 0, ¼, ½, ¾ and 1 of its frames in `Tests/SeedGoldens/<name>/`,
/// exactly, orphans failing; `SEGUE_RECORD=missing` records missing goldens.
func expectGoldens(_ recording: Recording, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let environment = ProcessInfo.processInfo.environment
    let record: RecordMode = environment["SEGUE_RECORD"] == nil ? .never : try RecordMode.from(environment: environment)
    let report = try verifyGoldens(of: .frames(recording, images: [:]), at: .quarters, in: Seeds.goldens,
                                   options: .exact, record: record, orphansFail: true, artifacts: Seeds.root + "/output")
    if let failure = report.failureMessage() { Issue.record("\(failure)", sourceLocation: sourceLocation) }
}
