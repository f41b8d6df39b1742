import Foundation
import SeguePNG
import SegueTestSupport
import Testing

/// `render`'s sheet options: which frames, thumbnail width, grid, labels, background, and the
/// area filter that keeps hairlines (`ContactSheetOptions`, `ContactSheetSink`, `AreaResampler`).
@Suite struct ContactSheetOptionsTests {
    func render(_ template: String, _ options: [String]) throws -> (CLI.Result, String) {
        let out = try CLI.temporaryFolder("sheet-options")
        return (try CLI.run(["render", template, "--out", out, "--quiet"] + options), out + "/reveal/sheet.png")
    }

    @Test func aGridOfSpreadFramesWithoutLabelsOnItsOwnBackground() throws {
        // Any sheet option implies --sheet. The reveal is 100×200 px at 1×; 50 px thumbnails are
        // drawn at 1× and shrunk 2×, 50×100. Margin max(8, 100 / 40) = 8, no label band (a margin
        // instead): 2 columns × 2 rows is 8 + 2·(50 + 8) = 124 by 8 + 2·(100 + 8) = 224 px.
        let template = try Fixtures.write(Fixtures.reveal)
        let (result, sheetPath) = try render(template, ["--sheet-frames", "4", "--sheet-columns", "2", "--thumb-width", "50",
                                                        "--no-sheet-labels", "--sheet-background", "#102030"])
        #expect(result.status == 0, "\(result.stderr)")
        let sheet = try PythonCheck.json("png_pixels", [sheetPath, "2,2", "13,13", "91,166"]) as! [String: Any]
        #expect(sheet["width"] as? Int == 124 && sheet["height"] as? Int == 224)
        let pixels = sheet["pixels"] as! [[Int]]
        #expect(pixels[0] == [0x10, 0x20, 0x30, 255])   // the background between thumbnails
        // Frames at fractions 0, ⅓, ⅔, 1 of 11: 0, 3, 7, 10. Frame 0 (top left, from x = y = 8) is
        // the white list; frame 10 (bottom right, from (66, 116)) is all black.
        #expect(pixels[1] == [255, 255, 255, 255])
        #expect(pixels[2] == [0, 0, 0, 255])
    }

    @Test func aHairlineSurvivesTheThumbnail() throws {
        // A 0.5 pt black line at x = 2 pt drawn at 2× is one pixel column, x = 4, of a 200 px wide
        // frame. A 50 px thumbnail shrinks it 4×: column 1 covers source columns 4…7, one black of
        // four, so 255 · 3/4 = 191.25 → 191; its neighbours stay white. On the sheet the thumbnail
        // starts at x = 8 (margin max(8, 100 / 40)), so the hairline is at x = 9.
        let hairline = Fixtures.reveal.replacingOccurrences(of: #""layers": [ "#, with: #""layers": [ { "id": "hair", "frame": [2, 0, 0.5, 200], "backgroundColor": "black" }, "#)
        let template = try Fixtures.write(hairline)
        let (result, sheetPath) = try render(template, ["--scale", "2", "--sheet-frames", "2", "--thumb-width", "50", "--no-sheet-labels"])
        #expect(result.status == 0, "\(result.stderr)")
        let sheet = try PNGDecoder.decode(file: sheetPath)
        #expect(sheet[9, 28] == RGBA8(r: 191, g: 191, b: 191))
        #expect(sheet[8, 28] == RGBA8(r: 255, g: 255, b: 255) && sheet[10, 28] == RGBA8(r: 255, g: 255, b: 255))
    }

    @Test func sheetTimesPickTheirFrames() throws {
        // Two times, two thumbnails of the default 200 px (drawn at scale 2): 10 + 2·(200 + 10) = 430 px.
        let template = try Fixtures.write(Fixtures.reveal)
        let (result, sheetPath) = try render(template, ["--sheet-times", "0,0.32"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try PNGDecoder.decode(file: sheetPath).width == 430)
    }

    @Test func badSheetOptionsAreOneClearLine() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        func error(_ options: [String]) throws -> String {
            let out = try CLI.temporaryFolder("sheet-errors")
            let result = try CLI.run(["render", template, "--out", out] + options)
            #expect(result.status != 0)
            #expect(!FileManager.default.fileExists(atPath: out + "/reveal"))
            return result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        }
        #expect(try error(["--sheet-frames", "3", "--sheet-times", "0"])
            .contains("--sheet-frames and --sheet-times: expected one of them, found both"))
        // The reveal lasts 1 s.
        #expect(try error(["--sheet-times", "0,1.5"])
            == "segue: \(template): --sheet-times 1.5: expected times within 0 to 1 s, the render's duration")
        // The default five frames do not fit 2×2.
        #expect(try error(["--sheet-columns", "2", "--sheet-rows", "2"])
            .contains("--sheet-columns 2 --sheet-rows 2: a 2×2 grid holds 4 thumbnails; the sheet has 5 frames"))
        #expect(try error(["--sheet-background", "beige"]).contains(#"--sheet-background: expected a colour"#))
        #expect(try error(["--sheet-frames", "1"]).contains("--sheet-frames: expected 2 or more frames"))
        #expect(try error(["--sheet-times", "0,-0.5"])
            == #"segue: --sheet-times: expected seconds of 0 or more, comma-separated (e.g. 0,0.25,0.5), found "0,-0.5" (see 'segue render --help')"#)
        // 200 thumbnails of the 100×200 pt canvas at 200 px wide are 200×400 px; the margin is
        // max(8, 400/40) = 10 and the label band 2·max(12, 400/32) = 24, so one row is
        // 10 + 200·(200 + 10) = 42010 px wide and 10 + 400 + 24 = 434 high: over 32767, refused
        // before a frame renders.
        #expect(try error(["--sheet-frames", "200"]) == "segue: \(template): the sheet of 200 thumbnails of 200×400 px, 200 to a row, "
            + "would be 42010×434 px; expected at most 32767 px a side (use --sheet-columns or --sheet-rows, or a smaller --thumb-width)")
    }
}
