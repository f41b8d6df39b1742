import Foundation
import SegueCore
import SeguePNG
import SegueTestSupport
import Testing
@testable import SegueRender

@Suite struct GIFSinkTests {
    /// Four recorded frames on an 8×6 pt canvas at 1× and 10 fps whose window is transparent,
    /// a #FF8000 node over the left half, at 0, 0.1, 0.2 and 0.3 s.
    private func translucent() throws -> SnapshotSequence {
        let canvas = Canvas(size: Size(unchecked: 8, 6), scale: 1, fps: 10)
        let snapshots = (0..<4).map { i in
            Snapshot(time: Double(i) / 10, progress: Double(i) / 3, phase: .animating,
                     tree: RenderTree(size: canvas.size, background: .clear, nodes: [rectNode(0, 0, 4, 6, color: hex("#FF8000"))]))
        }
        return try SnapshotSequence(name: "clear", canvas: canvas, snapshots: snapshots)
    }

    @Test func aGIFOfAHairlineCanvasIsOnePixelHigh() throws {
        // 2001 × 1 pt: by default 2001 px wide (the point width), so 1 px high; 16 px wide is a
        // scale of 16 / 2001, 0.008 px high, kept at 1 px by the derived-size rule.
        let canvas = Canvas(size: Size(unchecked: 2001, 1), scale: 1, fps: 10)
        let tree = RenderTree(size: canvas.size, background: .white, nodes: [])
        let source = try SnapshotSequence(name: "wide", canvas: canvas,
                                          snapshots: [Snapshot(time: 0, progress: 0, phase: .animating, tree: tree)])
        #expect(GIFSink.geometry(of: source, width: nil).pixelSize == (2001, 1))
        #expect(GIFSink.geometry(of: source, width: 16).pixelSize == (16, 1))
        // A canvas under half a point wide still gets a GIF 1 px wide by default.
        let narrow = try SnapshotSequence(name: "narrow", canvas: Canvas(size: Size(unchecked: 0.4, 10), scale: 4, fps: 10),
            snapshots: [Snapshot(time: 0, progress: 0, phase: .animating, tree: RenderTree(size: Size(unchecked: 0.4, 10), background: .white, nodes: []))])
        let geometry = GIFSink.geometry(of: narrow, width: nil)
        #expect(geometry.pixelSize == (1, 25) && geometry.scale == 2.5)
    }

    @Test func outputsAskingForAGIFWithoutFFmpegAreRefusedNotDropped() throws {
        // RenderOutputs leaves the GIF out of its sinks without an encoder; writing them so would
        // silently make no GIF, so `write` refuses before drawing and leaves no folder behind.
        let source = try translucent()
        let parent = try temporaryDirectory()
        let folder = try OutputFolder(parent: parent, name: source.name)
        var outputs = RenderOutputs()
        outputs.gif = RenderOutputs.GIF()
        #expect(throws: RenderError("RenderOutputs.write: a GIF or video needs ffmpeg; expected the path of an ffmpeg executable, found nil")) {
            try outputs.write(source, with: FrameRenderer(source: source, images: ImageStore(), jobs: 1), into: folder, ffmpeg: nil)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).isEmpty)
    }

    @Test func aTranslucentCanvasGivesATransparentGIF() throws {
        let source = try translucent()
        let ffmpeg = try #require(FFmpeg.locate(), "ffmpeg is installed by make deps")
        let folder = try OutputFolder(parent: temporaryDirectory(), name: source.name)
        let sink = GIFSink(folder: folder, source: source, ffmpeg: ffmpeg)
        try FrameRenderer(source: source, images: ImageStore(), jobs: 2).run([sink])
        #expect(sink.transparent)
        let read = try #require(try PythonCheck.json("gif_read", [folder.stagingPath + "/clear.gif", "1,1", "6,1"]) as? [String: Any])
        // 0.3 s at 10 fps: 4 frames of 30/4 = 7.5 cs: cumulative 7.5 → 8, 15, 22.5 → 23, 30.
        #expect(read["frames"] as? Int == 4)
        #expect(read["durations"] as? [Int] == [80, 70, 80, 70])
        #expect(read["loop"] as? Int == 0)
        #expect(read["transparency"] as? Int != nil)
        let points = try #require(read["firstFrame"] as? [[String: Any]])
        // (1, 1) is under the orange node; (6, 1) sees the transparent window.
        #expect(points[0]["transparent"] as? Bool == false)
        #expect(points[0]["rgb"] as? [Int] == [255, 128, 0])
        #expect(points[1]["transparent"] as? Bool == true)
        // Nothing but the GIF is left in the folder (ffmpeg's partial file is gone).
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.stagingPath) == ["clear.gif"])
    }

    @Test func delaysAreWrittenIntoEachGraphicControlExtension() throws {
        // A minimal GIF89a: header, a 1×1 screen without a global table, two frames each a
        // Graphic Control Extension (delay 0) and a 1×1 image with a 2-entry local table.
        let frame: [UInt8] = [0x21, 0xF9, 4, 0, 0, 0, 0, 0,
                              0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0x80, 0, 0, 0, 255, 255, 255, 2, 2, 0x44, 0x01, 0]
        let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0] + frame + frame + [0x3B]
        let patched = try GIFDelays.setting([3, 300], in: gif)
        // The delay is the little-endian word at offsets 4–5 of each extension: 3 = 03 00, 300 = 2C 01.
        #expect(patched[13 + 4] == 3 && patched[13 + 5] == 0)
        #expect(patched[13 + frame.count + 4] == 0x2C && patched[13 + frame.count + 5] == 1)
        #expect(throws: RenderError.self) { try GIFDelays.setting([3], in: gif) }
        #expect(throws: RenderError.self) { try GIFDelays.setting([3, 3], in: Array(gif.dropLast(5))) }
    }
}
