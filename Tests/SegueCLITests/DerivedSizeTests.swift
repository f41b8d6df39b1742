import Foundation
import SeguePNG
import Testing

/// Sizes derived from a canvas (sheet thumbnails, the preview, a GIF) follow one rule,
/// `Canvas.pixelSize(atScale:)`: each side rounded, and at least 1 px. A canvas far thinner than
/// a thumbnail pixel once made a 0 px thumbnail and trapped in `AreaResampler` (SIGILL, exit 132).
@Suite struct DerivedSizeTests {
    /// A white screen fading to black over 0.3 s at 10 fps (frames 0…3), on a `width × height`
    /// pt canvas at 2×.
    func thinTemplate(width: Int, height: Int) throws -> String {
        try Fixtures.write("""
            { "name": "thin", "canvas": { "size": [\(width), \(height)], "scale": 2, "fps": 10 },
              "from": { "background": "white" }, "to": { "background": "black" },
              "transition": { "type": "fade", "operation": "present", "duration": 0.3 } }
            """, as: "thin.json")
    }

    func render(_ template: String, _ options: [String]) throws -> (CLI.Result, String) {
        let out = try CLI.temporaryFolder("derived")
        return (try CLI.run(["render", template, "--out", out, "--quiet"] + options), out + "/thin/")
    }

    @Test func aTallHairlineCanvasHasOnePixelWideThumbnails() throws {
        // 1 × 2001 pt: fitted into 200 × 1000 px, the scale is min(200 / 1, 1000 / 2001) = 0.49975,
        // so the thumbnail is 0.49975 px (1 px) by 2001 · 0.49975 = 1000 px. Without labels the
        // margin is max(8, 1000 / 40) = 25: the sheet is 25 + 5 · (1 + 25) = 155 by
        // 25 + 1000 + 25 = 1050 px, thumbnail i at x = 25 + 26 i.
        let (result, folder) = try render(try thinTemplate(width: 1, height: 2001), ["--sheet", "--no-sheet-labels"])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let sheet = try PNGDecoder.decode(file: folder + "sheet.png")
        #expect(sheet.width == 155 && sheet.height == 1050)
        #expect(sheet[25, 525] == RGBA8(r: 255, g: 255, b: 255))   // frame 0: the white from-screen
        #expect(sheet[25 + 4 * 26, 525] == RGBA8(r: 0, g: 0, b: 0)) // the last: the black to-screen
    }

    @Test func aWideHairlineCanvasHasOnePixelHighThumbnails() throws {
        // 2001 × 1 pt: the scale is min(200 / 2001, 1000 / 1) = 0.09995, the thumbnail 200 × 1 px
        // (0.09995 rounds to 0, so 1). Margin 8: 8 + 5 · 208 = 1048 by 8 + 1 + 8 = 17 px.
        let (result, folder) = try render(try thinTemplate(width: 2001, height: 1), ["--sheet", "--no-sheet-labels"])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let sheet = try PNGDecoder.decode(file: folder + "sheet.png")
        #expect(sheet.width == 1048 && sheet.height == 17)
        #expect(sheet[8 + 100, 8] == RGBA8(r: 255, g: 255, b: 255))
        #expect(sheet[8 + 4 * 208 + 100, 8] == RGBA8(r: 0, g: 0, b: 0))
    }

    @Test func aNarrowThumbWidthOnAThinCanvas() throws {
        // 1 × 161 pt with --thumb-width 16: the scale is min(16 / 1, 80 / 161) = 0.4969, so
        // 1 × 80 px thumbnails (161 · 0.4969 = 80). Margin 8: 8 + 5 · 9 = 53 by 8 + 80 + 8 = 96.
        let (result, folder) = try render(try thinTemplate(width: 1, height: 161), ["--thumb-width", "16", "--no-sheet-labels"])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let sheet = try PNGDecoder.decode(file: folder + "sheet.png")
        #expect(sheet.width == 53 && sheet.height == 96)
        #expect(sheet[8, 48] == RGBA8(r: 255, g: 255, b: 255) && sheet[8 + 4 * 9, 48] == RGBA8(r: 0, g: 0, b: 0))
    }

    @Test func aTallHairlineCanvasHasAOnePixelWidePreview() throws {
        // The preview draws at the thumbnail's scale, 0.49975: 1 × 1000 px. The white screen is
        // 0.49975 px wide there, over the black window. Its edges are drawn as Core Animation
        // draws a layer's (no edge antialiasing): a pixel is the screen's when its centre is
        // inside, and the only centre, x = 0.5, lies past 0.49975, so the pixel is the window's
        // black; at twice the width (a 2-point canvas, 0.9995 px) it is the screen's white.
        let (result, folder) = try render(try thinTemplate(width: 1, height: 2001), ["--preview"])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let preview = try PNGDecoder.decode(file: folder + "preview.png")
        #expect(preview.width == 1 && preview.height == 1000)
        #expect(preview[0, 500] == RGBA8(r: 0, g: 0, b: 0))
        let (wider, widerFolder) = try render(try thinTemplate(width: 2, height: 2001), ["--preview"])
        #expect(wider.status == 0 && wider.stderr == "", "\(wider.stderr)")
        let widerPreview = try PNGDecoder.decode(file: widerFolder + "preview.png")
        #expect(widerPreview.width == 1 && widerPreview[0, 500] == RGBA8(r: 255, g: 255, b: 255))
    }
}
