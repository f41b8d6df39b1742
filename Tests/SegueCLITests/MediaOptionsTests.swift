import Foundation
import SegueTestSupport
import Testing

/// `--gif`, `--gif-width` and `--video`, judged by independent readers: Pillow for the GIF,
/// ffprobe and ffmpeg for the videos (`Tests/Checks`).
@Suite struct MediaOptionsTests {
    /// A 33 × 21 pt canvas at 1×, 10 fps: a fade from a flat #3C8DBC (60, 141, 188) screen to a
    /// flat #E6553A (230, 85, 58) one over 0.2 s, frames 0, 1, 2. Odd sides on purpose: the
    /// video makes them even (34 × 22).
    static let flat = """
        { "canvas": { "size": [33, 21], "scale": 1, "fps": 10 },
          "from": { "background": "#3C8DBC" }, "to": { "background": "#E6553A" },
          "transition": { "type": "fade", "operation": "present", "duration": 0.2 } }
        """

    /// Renders `template` text with `flags` into a fresh folder; the output folder's path.
    private func render(_ template: String, _ flags: [String], name: String = "reveal") throws -> String {
        let file = try Fixtures.write(template, as: name + ".json")
        let out = try CLI.temporaryFolder("media")
        let result = try CLI.run(["render", file, "--out", out, "--quiet"] + flags)
        #expect(result.status == 0, "\(result.stderr)")
        return out + "/" + name
    }

    private func manifestOutputs(_ folder: String) throws -> [[String: Any]] {
        let data = try Fixtures.bytes(folder + "/manifest.json")
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(manifest["outputs"] as? [[String: Any]])
    }

    private func close(_ rgb: [Int]?, _ expected: [Int], within tolerance: Int = 2) -> Bool {
        guard let rgb, rgb.count == 3 else { return false }
        return zip(rgb, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func theGIFLastsTheDurationWithEveryFrameOfATenFPSTemplate() throws {
        let folder = try render(Fixtures.reveal, ["--gif"])
        let read = try #require(try PythonCheck.json("gif_read", [folder + "/reveal.gif"]) as? [String: Any])
        // 1 s at 10 fps: 11 frames (0…10), 10 ≤ 50 so all of them; 100 cs spread over 11 by
        // cumulative rounding (100·j/11): 9 9 9 9 9 10 9 9 9 9 9 cs, summing to 100 cs = 1000 ms.
        #expect(read["frames"] as? Int == 11)
        let durations = try #require(read["durations"] as? [Int])
        #expect(durations == [90, 90, 90, 90, 90, 100, 90, 90, 90, 90, 90])
        #expect(abs(durations.reduce(0, +) - 1000) <= 10 && durations.allSatisfy { $0 >= 20 })
        #expect(read["loop"] as? Int == 0)   // loops forever
        #expect(read["size"] as? [Int] == [100, 200])   // the canvas's width in points
        let gif = try #require(try manifestOutputs(folder).first)
        #expect(gif["file"] as? String == "reveal.gif" && gif["kind"] as? String == "gif")
        #expect(gif["frames"] as? Int == 11)
        #expect(gif["delays"] as? [Int] == durations.map { $0 / 10 })
        #expect(gif["pixelSize"] as? [Int] == [100, 200])
        #expect(try Fixtures.files(in: folder).filter { !$0.hasPrefix("frame-") } == ["manifest.json", "reveal.gif"])
    }

    @Test func aSixtyFPSTemplateGivesAThirtyFPSGIF() throws {
        let folder = try render(Fixtures.reveal.replacingOccurrences(of: "\"fps\": 10", with: "\"fps\": 60"), ["--gif"])
        let read = try #require(try PythonCheck.json("gif_read", [folder + "/reveal.gif"]) as? [String: Any])
        // 1 s at 60 fps: frames 0…60; 60/1 > 50, 60/2 = 30: every other frame, 0, 2, …, 60, 31 of
        // them, 100/31 = 3.2 cs each (3 or 4), summing to 100 cs.
        #expect(read["frames"] as? Int == 31)
        let durations = try #require(read["durations"] as? [Int])
        #expect(durations.reduce(0, +) == 1000)
        #expect(durations.allSatisfy { $0 == 30 || $0 == 40 })
        let gif = try #require(try manifestOutputs(folder).first)
        #expect(gif["sourceFrames"] as? [Int] == Array(stride(from: 0, through: 60, by: 2)))
    }

    @Test func gifWidthSetsThePixelWidth() throws {
        let folder = try render(Fixtures.reveal, ["--gif", "--gif-width", "50"])
        let read = try #require(try PythonCheck.json("gif_read", [folder + "/reveal.gif"]) as? [String: Any])
        // 50 px wide of a 100 × 200 pt canvas: drawn at scale 0.5, 50 × 100.
        #expect(read["size"] as? [Int] == [50, 100])
    }

    @Test func aFlatColourKeepsItsPaletteEntry() throws {
        let folder = try render(MediaOptionsTests.flat, ["--gif"], name: "flat")
        let read = try #require(try PythonCheck.json("gif_read", [folder + "/flat.gif", "10,10", "32,20"]) as? [String: Any])
        let points = try #require(read["firstFrame"] as? [[String: Any]])
        for point in points { #expect(close(point["rgb"] as? [Int], [60, 141, 188]), "\(point)") }
        // 0.2 s over 3 frames: cumulative 6.67 → 7, 13.33 → 13, 20: 7, 6, 7 cs.
        #expect(read["durations"] as? [Int] == [70, 60, 70])
        #expect(read["transparency"] is NSNull)   // an opaque canvas: no transparent entry
    }

    @Test func aFlatColourStaysFlatBesideNearNeighboursInThePalette() throws {
        // A fade from systemGray6 #F2F2F7 (242, 242, 247) to white over 1 s at 10 fps: frames 1…9
        // put the colours between them, 1.3 levels apart, into the palette. An ordered dither adds
        // its pattern before the lookup, so a strong one would turn frame 0's flat grey into
        // those neighbours; every pixel of a row and a column must stay within ±2.
        let template = MediaOptionsTests.flat.replacingOccurrences(of: "#3C8DBC", with: "#F2F2F7")
            .replacingOccurrences(of: "#E6553A", with: "#FFFFFF").replacingOccurrences(of: "0.2", with: "1.0")
        let folder = try render(template, ["--gif"], name: "flat")
        let points = (0..<33).map { "\($0),10" } + (0..<21).map { "16,\($0)" }
        let read = try #require(try PythonCheck.json("gif_read", [folder + "/flat.gif"] + points) as? [String: Any])
        let first = try #require(read["firstFrame"] as? [[String: Any]])
        #expect(first.count == 54)
        for point in first { #expect(close(point["rgb"] as? [Int], [242, 242, 247]), "\(point)") }
    }

    @Test func anMP4HasTheFramesFPSAndColoursOfTheRender() throws {
        let folder = try render(MediaOptionsTests.flat, ["--video", "mp4"], name: "flat")
        let probe = try #require(try PythonCheck.json("video_probe", [folder + "/flat.mp4"]) as? [String: Any])
        #expect(probe["codec_name"] as? String == "h264")
        #expect(probe["pix_fmt"] as? String == "yuv420p")
        // 33 × 21 made even by one repeated column and row.
        #expect(probe["width"] as? Int == 34 && probe["height"] as? Int == 22)
        #expect(probe["r_frame_rate"] as? String == "10/1")
        // 0.2 s at 10 fps: frames 0, 1, 2, as the manifest lists.
        #expect(probe["nb_read_frames"] as? String == "3" && probe["nb_frames"] as? String == "3")
        #expect(probe["color_space"] as? String == "bt709" && probe["color_range"] as? String == "tv")
        #expect(probe["color_primaries"] as? String == "bt709" && probe["color_transfer"] as? String == "iec61966-2-1")
        let video = try #require(try manifestOutputs(folder).first)
        #expect(video["frames"] as? Int == 3 && video["fps"] as? Int == 10 && video["pixelSize"] as? [Int] == [34, 22])
        try expectFlatColours(folder + "/flat.mp4")
    }

    @Test func aWebMIsVP9WithTheSameColours() throws {
        let folder = try render(MediaOptionsTests.flat, ["--video", "webm"], name: "flat")
        let probe = try #require(try PythonCheck.json("video_probe", [folder + "/flat.webm"]) as? [String: Any])
        #expect(probe["codec_name"] as? String == "vp9")
        #expect(probe["nb_read_frames"] as? String == "3")
        #expect(probe["r_frame_rate"] as? String == "10/1")
        #expect(probe["color_space"] as? String == "bt709" && probe["color_range"] as? String == "tv")
        try expectFlatColours(folder + "/flat.webm")
    }

    /// Frame 0 is the from-screen's flat colour and frame 2 the to-screen's, within ±2, in the
    /// middle (10, 10) and in the repeated corner (33, 21) alike.
    private func expectFlatColours(_ video: String) throws {
        let frames = try #require(try PythonCheck.json("video_pixels", [video, "34", "22", "10,10", "33,21"]) as? [[[Int]]])
        #expect(frames.count == 3)
        for pixel in frames.first ?? [] { #expect(close(pixel, [60, 141, 188]), "frame 0: \(pixel)") }
        for pixel in frames.last ?? [] { #expect(close(pixel, [230, 85, 58]), "frame 2: \(pixel)") }
    }

    @Test func theSameInputGivesTheSameBytesForAnyJobs() throws {
        let one = try render(Fixtures.reveal, ["--gif", "--video", "mp4", "--jobs", "1"])
        let two = try render(Fixtures.reveal, ["--gif", "--video", "mp4", "--jobs", "2"])
        for file in ["reveal.gif", "reveal.mp4"] {
            #expect(try Fixtures.bytes(one + "/" + file) == Fixtures.bytes(two + "/" + file), "\(file)")
        }
        let webmOne = try render(MediaOptionsTests.flat, ["--video", "webm", "--jobs", "1"], name: "flat")
        let webmTwo = try render(MediaOptionsTests.flat, ["--video", "webm", "--jobs", "2"], name: "flat")
        #expect(try Fixtures.bytes(webmOne + "/flat.webm") == Fixtures.bytes(webmTwo + "/flat.webm"))
    }

    @Test func aMissingFFmpegIsOneLineBeforeAnythingRenders() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("noffmpeg") + "/out"
        let result = try CLI.run(["render", template, "--out", out, "--gif"], environment: ["SEGUE_FFMPEG": "/nonexistent/ffmpeg"])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: --gif needs ffmpeg, which was not found at $SEGUE_FFMPEG (/nonexistent/ffmpeg)\n")
        let onPath = try CLI.run(["render", template, "--out", out, "--gif", "--video", "mp4"],
                                 environment: ["SEGUE_FFMPEG": "", "PATH": "/nonexistent"])
        #expect(onPath.status == 1)
        #expect(onPath.stderr == "segue: --gif and --video mp4 need ffmpeg, which was not found on PATH (apt-get install ffmpeg)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aFailingFFmpegIsOneLineAndLeavesNoOutput() throws {
        // A stand-in that reads every frame, then fails as ffmpeg does, with its message last.
        let fake = try Fixtures.write("#!/bin/sh\ncat > /dev/null\necho 'some detail' >&2\necho \"Unknown encoder 'libnothing'\" >&2\nexit 1\n",
                                      as: "ffmpeg")
        chmod(fake, 0o755)
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("badffmpeg")
        let result = try CLI.run(["render", template, "--out", out, "--video", "mp4"], environment: ["SEGUE_FFMPEG": fake])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(template): reveal.mp4: ffmpeg: Unknown encoder 'libnothing' (exit status 1)\n")
        #expect(try Fixtures.files(in: out) == [])   // neither the output nor its staging folder
    }

    @Test func aGIFTooLargeForFFmpegsPaletteIsRefusedBeforeRendering() throws {
        // 30 s at 30 fps: frames 0…900, every one shown (30 ≤ 50, 3.33 cs each): 901 frames of
        // 1000×1000 px (the default width, the canvas's 1000 points) hold 901·10⁶·4 = 3.6 GB
        // in ffmpeg until the palette is made, over 2 GiB = 2.1 GB.
        let template = try Fixtures.write(Fixtures.reveal
            .replacingOccurrences(of: "\"size\": [100, 200]", with: "\"size\": [1000, 1000]")
            .replacingOccurrences(of: "\"fps\": 10", with: "\"fps\": 30")
            .replacingOccurrences(of: "\"duration\": 1.0", with: "\"duration\": 30"))
        let out = try CLI.temporaryFolder("hugegif")
        let result = try CLI.run(["render", template, "--out", out, "--gif"])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(template): --gif: 901 frames of 1000×1000 px would hold 3.6 GB in ffmpeg while it builds "
            + "the palette; expected at most 2.1 GB (a smaller --gif-width, or a lower --fps)\n")
        #expect(try Fixtures.files(in: out) == [])
    }

    @Test func aHungEncoderIsStoppedAfterTheTimeoutNotWaitedForForEver() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        // One that never reads: the reveal's 11 frames of 100×200×4 = 80 KB fill the socket's
        // buffer, and the write waits $SEGUE_FFMPEG_TIMEOUT = 1 s for room.
        let deaf = try Fixtures.write("#!/bin/sh\nexec sleep 60\n", as: "ffmpeg")
        chmod(deaf, 0o755)
        let out = try CLI.temporaryFolder("hungffmpeg")
        let result = try CLI.run(["render", template, "--out", out, "--video", "mp4"],
                                 environment: ["SEGUE_FFMPEG": deaf, "SEGUE_FFMPEG_TIMEOUT": "1"])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(template): reveal.mp4: ffmpeg: took no input for 1 s, so it was stopped (hung?)\n")
        #expect(try Fixtures.files(in: out) == [])
        // One that reads everything and then never exits.
        let stuck = try Fixtures.write("#!/bin/sh\ncat > /dev/null\nexec sleep 60\n", as: "ffmpeg")
        chmod(stuck, 0o755)
        let late = try CLI.run(["render", template, "--out", out, "--video", "mp4"],
                               environment: ["SEGUE_FFMPEG": stuck, "SEGUE_FFMPEG_TIMEOUT": "1"])
        #expect(late.status == 1)
        #expect(late.stderr == "segue: \(template): reveal.mp4: ffmpeg: did not exit within 1 s of its input's end, so it was stopped (hung?)\n")
        #expect(try Fixtures.files(in: out) == [])
    }

    @Test func framesCannotBeCombinedWithAGIFOrAVideo() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let result = try CLI.run(["render", template, "--out", try CLI.temporaryFolder("frames"), "--frames", "0-3", "--gif"])
        #expect(result.status == 64)
        #expect(result.stderr == "segue: --frames: cannot be used with --gif: a GIF or video shows the whole timeline (see 'segue render --help')\n")
        let width = try CLI.run(["render", template, "--gif", "--gif-width", "0"])
        #expect(width.status == 64)
        #expect(width.stderr == "segue: --gif-width: expected 1 to 4096 pixels, found 0 (see 'segue render --help')\n")
    }
}
