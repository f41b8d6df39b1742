import Foundation
import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

/// Three recorded frames on a 4×4 pt canvas at 1× and 10 fps, each one node over the whole
/// canvas in `colors[i]`, at 0, 0.1 and 0.15 s: the last frame is when the transition
/// completed, not 2/10 s.
private func recorded(_ colors: [Color] = [hex("#FF0000"), hex("#00FF00"), hex("#0000FF")],
                      release: InteractionRelease? = nil) throws -> SnapshotSequence {
    let canvas = Canvas(size: Size(unchecked: 4, 4), scale: 1, fps: 10)
    let times = [0, 0.1, 0.15]
    let snapshots = zip(times, colors).map { time, color in
        Snapshot(time: time, progress: time / 0.15, phase: .animating,
                 tree: RenderTree(size: canvas.size, nodes: [rectNode(0, 0, 4, 4, color: color)]))
    }
    return try SnapshotSequence(name: "recorded", canvas: canvas, snapshots: snapshots, interactionRelease: release)
}

/// The object in `path`'s JSON.
private func json(_ path: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(bytesOf(path))) as? [String: Any])
}

@Suite struct SnapshotSequenceRenderTests {
    @Test func recordedFramesRenderThroughThePNGFolderAndItsManifest() throws {
        let frames = try recorded()
        let folder = try OutputFolder(parent: temporaryDirectory(), name: frames.name)
        try FrameRenderer(source: frames, images: ImageStore(), jobs: 2)
            .run([PNGFolderSink(folder: folder, source: frames, encoder: PNGEncoder(compression: .fast))])
        // Every pixel of frame i is the node's colour (it covers the black window).
        let expected = [RGBA8(r: 255, g: 0, b: 0), RGBA8(r: 0, g: 255, b: 0), RGBA8(r: 0, g: 0, b: 255)]
        for (i, colour) in expected.enumerated() {
            let image = try PNGDecoder.decode(file: folder.stagingPath + "/frame-000\(i).png")
            #expect(image.width == 4 && image.height == 4)
            #expect(image[0, 0] == colour && image[3, 3] == colour, "frame \(i)")
        }
        // The manifest has the recording's own times, and its duration is the last one.
        let manifest = try json(folder.stagingPath + "/manifest.json")
        let entries = try #require(manifest["frames"] as? [[String: Any]])
        #expect(entries.compactMap { $0["time"] as? Double } == [0, 0.1, 0.15])
        #expect(entries.compactMap { $0["file"] as? String } == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        #expect(entries.compactMap { $0["progress"] as? Double }.last == 1)
        #expect(manifest["name"] as? String == "recorded")
        #expect(manifest["duration"] as? Double == 0.15)
        #expect(manifest["fps"] as? Double == 10)
        #expect(manifest["outcome"] == nil)
    }

    @Test func anInteractionReleaseIsInTheManifest() throws {
        let frames = try recorded(release: InteractionRelease(outcome: .cancel, time: 0.1, percent: 0.25))
        let folder = try OutputFolder(parent: temporaryDirectory(), name: frames.name)
        try FrameRenderer(source: frames, images: ImageStore(), jobs: 1)
            .run([PNGFolderSink(folder: folder, source: frames, encoder: PNGEncoder(compression: .fast))])
        let manifest = try json(folder.stagingPath + "/manifest.json")
        #expect(manifest["outcome"] as? String == "cancelled")
        #expect(manifest["releaseTime"] as? Double == 0.1)
        #expect(manifest["releasePercent"] as? Double == 0.25)
    }

    @Test func theSheetAndThePreviewTakeRecordedFramesToo() throws {
        let frames = try recorded()
        let folder = try OutputFolder(parent: temporaryDirectory(), name: frames.name)
        try FrameRenderer(source: frames, images: ImageStore(), jobs: 2).run([
            ContactSheetSink(folder: folder, source: frames, encoder: PNGEncoder(compression: .fast)),
            PreviewSink(folder: folder, source: frames),
        ])
        #expect(try PNGDecoder.decode(file: folder.stagingPath + "/" + ContactSheetSink.fileName).width > 0)
        // An animated PNG decodes as its first frame: frame 0, red, at the thumbnail's size.
        let preview = try PNGDecoder.decode(file: folder.stagingPath + "/" + PreviewSink.fileName)
        #expect(preview[0, 0] == RGBA8(r: 255, g: 0, b: 0))
    }

    @Test func theMemoryBudgetChargesTheDeepestNesting() throws {
        // 4×4 = 16 px. One level: 8 + 4 = 12 bytes a pixel, 192 a worker; three levels (a node in
        // a node in a node): 8 + 12 = 20, 320 a worker. 400 bytes leave 300 usable: one worker of
        // the shallow frames, none of the deep.
        let budget = MemoryBudget(availableBytes: 400, source: "test")
        let shallow = try recorded()
        #expect(shallow.groupDepth == 1)
        #expect(try FrameRenderer(source: shallow, images: ImageStore(), jobs: 2, memory: budget).workers(forScales: [1]) == 1)
        let nested = rectNode(0, 0, 4, 4, children: [rectNode(0, 0, 4, 4, children: [rectNode(0, 0, 4, 4)])])
        let deep = try SnapshotSequence(name: "deep", canvas: shallow.canvas, snapshots: [
            Snapshot(time: 0, progress: 0, phase: .animating, tree: RenderTree(size: shallow.canvas.size, nodes: [nested])),
        ])
        #expect(deep.groupDepth == 3)
        #expect(throws: RenderError("deep: a 4×4 px frame needs about 0.3 KiB for one worker (its surface, encoder rows and up to "
            + "3 nested groups, 20 bytes a pixel); 0.3 KiB of the 0.4 KiB available (test) may be used: lower --scale or the canvas size")) {
            try FrameRenderer(source: deep, images: ImageStore(), jobs: 2, memory: budget).workers(forScales: [1])
        }
    }
}
