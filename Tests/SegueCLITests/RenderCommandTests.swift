import Foundation
import SeguePNG
import Testing

@Suite struct RenderCommandTests {
    @Test func writesEveryFrameAndAManifest() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("render")
        let result = try CLI.run(["render", template, "--out", out, "--jobs", "2"])
        #expect(result.status == 0)
        // 1 s at 10 fps: n = ceil(10 − 1e-9) = 10, so frames 0…10.
        #expect(result.stdout.hasPrefix("reveal: 11 frames in "))
        #expect(result.stdout.hasSuffix(" → \(out)/reveal\n"))
        let files = try Fixtures.files(in: out + "/reveal")
        #expect(files == (0...10).map { String(format: "frame-%04d.png", $0) } + ["manifest.json"])
        #expect(try Fixtures.files(in: out) == ["reveal"])   // no staging folder left behind
        let manifest = try String(contentsOfFile: out + "/reveal/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"pixelSize\": [100, 200],"))
        #expect(manifest.contains("\"fps\": 10,"))
        #expect(manifest.contains("\"file\": \"frame-0005.png\",\n      \"time\": 0.5,\n      \"progress\": 0.5,\n      \"phase\": \"animating\""))
    }

    @Test func framePixelsShowTheRevealCircle() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("pixels")
        #expect(try CLI.run(["render", template, "--out", out, "--frames", "5", "--quiet"]).status == 0)
        let frame = try PNGDecoder.decode(file: out + "/reveal/frame-0005.png")
        // At t = 0.5 the circle around (50, 150) has radius 79.06 pt (= px at 1×). The pixel
        // centred at (50.5, 72.5) is 77.5 from the origin (inside, 1.5 px from the edge: the
        // black to-screen); (50.5, 69.5) is 80.5 away (outside: the white list screen).
        #expect(frame[50, 72] == RGBA8(r: 0, g: 0, b: 0))
        #expect(frame[50, 69] == RGBA8(r: 255, g: 255, b: 255))
        #expect(try Fixtures.files(in: out + "/reveal") == ["frame-0005.png", "manifest.json"])
    }

    @Test func outputIsByteIdenticalForOneAndTwoJobs() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let one = try CLI.temporaryFolder("jobs1"), two = try CLI.temporaryFolder("jobs2")
        #expect(try CLI.run(["render", template, "--out", one, "--jobs", "1", "--quiet"]).status == 0)
        #expect(try CLI.run(["render", template, "--out", two, "--jobs", "2", "--quiet"]).status == 0)
        let names = try Fixtures.files(in: one + "/reveal")
        #expect(names == (try Fixtures.files(in: two + "/reveal")))
        for name in names {
            #expect(try Fixtures.bytes(one + "/reveal/" + name) == Fixtures.bytes(two + "/reveal/" + name), "\(name)")
        }
    }

    @Test func aRerenderWithFewerFramesLeavesNoStaleFrames() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("rerender")
        #expect(try CLI.run(["render", template, "--out", out, "--quiet"]).status == 0)
        #expect(try Fixtures.files(in: out + "/reveal").count == 12)
        // At 4 fps the same second has frames 0…4.
        #expect(try CLI.run(["render", template, "--out", out, "--fps", "4", "--quiet"]).status == 0)
        #expect(try Fixtures.files(in: out + "/reveal") == (0...4).map { String(format: "frame-%04d.png", $0) } + ["manifest.json"])
    }

    @Test func anUnwritableOutputFolderIsAOneLineError() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let blocker = try CLI.temporaryFolder("unwritable") + "/file"
        try "not a folder".write(toFile: blocker, atomically: true, encoding: .utf8)
        let result = try CLI.run(["render", template, "--out", blocker + "/out", "--quiet"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("segue: \(template): \(blocker)/out: cannot create the output folder ("))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func aBadTemplateIsAOneLineErrorNamingFileAndPath() throws {
        let template = try Fixtures.write(Fixtures.reveal.replacingOccurrences(of: "\"duration\": 1.0", with: "\"durration\": 1.0"))
        let result = try CLI.run(["render", template, "--out", try CLI.temporaryFolder("bad"), "--quiet"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("segue: \(template): transition.durration: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func aFolderOfGoodTemplatesRendersEachInOrder() throws {
        // The reveal as a.json and b.json (named by their files): 11 frames each, in name order.
        let folder = try CLI.temporaryFolder("good")
        for name in ["a.json", "b.json"] { _ = try Fixtures.write(Fixtures.reveal, as: name, in: folder) }
        let out = try CLI.temporaryFolder("goodout")
        let result = try CLI.run(["render", folder, "--out", out])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].hasPrefix("a: 11 frames in ") && lines[1].hasPrefix("b: 11 frames in "))
        #expect(try Fixtures.files(in: out) == ["a", "b"])
        #expect(try Fixtures.files(in: out + "/b").count == 12)   // frames 0…10 and the manifest
    }

    @Test func aCorruptImageIsAOneLineErrorAndWritesNothing() throws {
        let folder = try CLI.temporaryFolder("corrupt")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]).write(to: URL(fileURLWithPath: folder + "/broken.png"))
        let template = try Fixtures.write(Fixtures.reveal.replacingOccurrences(of: "\"background\": \"black\"", with: "\"background\": \"black\", \"image\": \"broken.png\""), in: folder)
        let out = folder + "/out"
        let result = try CLI.run(["render", template, "--out", out, "--quiet"])
        #expect(result.status == 1)
        // The template that uses the image comes first, then the image's own error.
        #expect(result.stderr.hasPrefix("segue: \(template): \(folder)/broken.png: corrupt PNG: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: out))   // images are checked before anything is written
    }

    @Test func framesOutsideTheTimelineAreRejected() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let result = try CLI.run(["render", template, "--out", try CLI.temporaryFolder("range"), "--frames", "5-20"])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(template): --frames 5-20: the render has frames 0-10\n")
    }

    @Test func theSheetHoldsFiveThumbnailsSideBySide() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("sheet")
        #expect(try CLI.run(["render", template, "--out", out, "--sheet", "--quiet"]).status == 0)
        let sheet = try PNGDecoder.decode(file: out + "/reveal/sheet.png")
        // Thumbnails are 200 px wide (scale 2 for a 100 pt canvas), 400 px tall: margin
        // max(8, 400/40) = 10, so the strip is 10 + 5·(200 + 10) = 1060 px wide.
        #expect(sheet.width == 1060)
        // The first thumbnail (t = 0) shows the white list screen, the last (t = 1) all black.
        #expect(sheet[20, 20] == RGBA8(r: 255, g: 255, b: 255))
        #expect(sheet[10 + 4 * 210 + 20, 20] == RGBA8(r: 0, g: 0, b: 0))
    }

    @Test func theManifestListsEveryFileWrittenBesideTheFrames() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("outputs")
        #expect(try CLI.run(["render", template, "--out", out, "--sheet", "--preview", "--quiet"]).status == 0)
        let manifest = try String(contentsOfFile: out + "/reveal/manifest.json", encoding: .utf8)
        #expect(manifest.contains("""
              "outputs": [
                {
                  "file": "sheet.png",
                  "kind": "sheet"
                },
                {
                  "file": "preview.png",
                  "kind": "preview"
                }
              ],
            """))
        // Without any, the manifest has no `outputs` key.
        #expect(try CLI.run(["render", template, "--out", out, "--quiet"]).status == 0)
        #expect(try !String(contentsOfFile: out + "/reveal/manifest.json", encoding: .utf8).contains("outputs"))
    }

    @Test func aCancelledGestureEndsOnItsFirstFrameByteForByte() throws {
        // pan-present-cancel releases at 0.3 < threshold 0.4 and cancels back to fraction 0:
        // the last frame must show exactly what the first did.
        let out = try CLI.temporaryFolder("cancel")
        #expect(try CLI.run(["render", "Templates/pan-present-cancel.json", "--out", out, "--scale", "0.5", "--quiet"]).status == 0)
        let files = try Fixtures.files(in: out + "/pan-present-cancel").filter { $0.hasPrefix("frame-") }
        #expect(try Fixtures.bytes(out + "/pan-present-cancel/" + files.first!) == Fixtures.bytes(out + "/pan-present-cancel/" + files.last!))
        let manifest = try String(contentsOfFile: out + "/pan-present-cancel/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"outcome\": \"cancelled\",\n  \"releaseTime\": 0.6,\n  \"releasePercent\": 0.3,"))
        #expect(manifest.contains("\"phase\": \"cancelling\""))
    }

    @Test func aSheetFlickedOffItsDetentsSaysItWasDismissed() throws {
        // sheet-detent-dismiss lets go at 260 / 374.5 = 69.4 % of the way from large to medium,
        // moving on at 1 600 points a second: it coasts past halfway to the bottom edge.
        let out = try CLI.temporaryFolder("detent-dismiss")
        #expect(try CLI.run(["render", "Templates/sheet-detent-dismiss.json", "--out", out, "--scale", "0.25", "--frames", "0-1", "--quiet"]).status == 0)
        let manifest = try String(contentsOfFile: out + "/sheet-detent-dismiss/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"releasePercent\": 0.694259,\n  \"settlesAt\": \"dismissed\","))
        #expect(try CLI.run(["list", "Templates/sheet-detent-dismiss.json", "Templates/sheet-detent-drag.json"]).stdout.contains(
            "sheet-detent-dismiss  sheet       present    0.75     46      1179×2556  dismisses from 69 %"))
    }

    @Test func versionAndHelp() throws {
        #expect(try CLI.run(["--version"]).stdout == VersionTests.version + "\n")
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("render") && help.stdout.contains("sample"))
    }
}

@Test func anInterruptedRunsStagingFolderIsCleanedUp() throws {
    let template = try Fixtures.write(Fixtures.reveal)
    let out = try CLI.temporaryFolder("stale")
    // What a run killed half-way leaves: a staging folder with a truncated frame.
    try FileManager.default.createDirectory(atPath: out + "/.reveal.partial-99999", withIntermediateDirectories: true)
    try Data([0x89, 0x50]).write(to: URL(fileURLWithPath: out + "/.reveal.partial-99999/frame-0000.png"))
    #expect(try CLI.run(["render", template, "--out", out, "--quiet"]).status == 0)
    #expect(try Fixtures.files(in: out) == ["reveal"])
}

@Test func aPreviewIsAnAnimatedPNGOfEveryFrame() throws {
    let template = try Fixtures.write(Fixtures.reveal)
    let out = try CLI.temporaryFolder("preview")
    #expect(try CLI.run(["render", template, "--out", out, "--preview", "--quiet"]).status == 0)
    let png = [UInt8](try Fixtures.bytes(out + "/reveal/preview.png"))
    // acTL follows the signature (8) and IHDR (25): its data at 41 holds the frame count. The 11
    // frames all differ (the circle grows), so there are 11.
    #expect(String(decoding: png[37..<41], as: UTF8.self) == "acTL")
    #expect(png[41..<45].reduce(0) { $0 << 8 | Int($1) } == 11)
    // Its first frame, the ordinary image: the 200 px wide thumbnail of frame 0, the white list.
    let first = try PNGDecoder.decode(png)
    #expect(first.width == 200 && first.height == 400)
    #expect(first[20, 20] == RGBA8(r: 255, g: 255, b: 255))
}
