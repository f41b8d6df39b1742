import Foundation
import SeguePNG
import Testing

/// `--appearance` on render and sample: the value every system colour takes, over the template's.
@Suite struct AppearanceOptionTests {
    /// A 10×10 pt canvas at 1×, one frame: a to-screen without a background (systemBackground)
    /// holding a systemBlue square at (0, 0, 5, 5), faded in over 1 s.
    static let template = """
        { "name": "appearance", "canvas": { "size": [10, 10], "scale": 1, "fps": 1 },
          "from": { "background": "black" },
          "to": { "layers": [ { "id": "square", "frame": [0, 0, 5, 5], "backgroundColor": "systemBlue" } ] },
          "transition": { "type": "fade", "operation": "present", "duration": 1 } }
        """

    @Test func darkGivesTheSystemColoursTheirDarkValuesInTheFrames() throws {
        let file = try Fixtures.write(AppearanceOptionTests.template)
        let light = try CLI.temporaryFolder("light"), dark = try CLI.temporaryFolder("dark")
        #expect(try CLI.run(["render", file, "--out", light, "--quiet"]).status == 0)
        #expect(try CLI.run(["render", file, "--out", dark, "--quiet", "--appearance", "dark"]).status == 0)
        // The last frame shows the to-screen alone: systemBlue #007AFF in light, #0A84FF dark;
        // systemBackground white in light, black in dark.
        let lightFrame = try PNGDecoder.decode(file: light + "/appearance/frame-0001.png")
        let darkFrame = try PNGDecoder.decode(file: dark + "/appearance/frame-0001.png")
        #expect(lightFrame[2, 2] == RGBA8(r: 0, g: 122, b: 255))
        #expect(darkFrame[2, 2] == RGBA8(r: 10, g: 132, b: 255))
        #expect(lightFrame[8, 8] == RGBA8(r: 255, g: 255, b: 255))
        #expect(darkFrame[8, 8] == RGBA8(r: 0, g: 0, b: 0))
    }

    @Test func anUnknownAppearanceIsAOneLineError() throws {
        let file = try Fixtures.write(AppearanceOptionTests.template)
        let result = try CLI.run(["render", file, "--out", try CLI.temporaryFolder("bad"), "--appearance", "night"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--appearance"))
        #expect(result.stderr.contains("night"))
    }

    @Test func sampleReadsTheTemplateInTheGivenAppearance() throws {
        let file = try Fixtures.write(AppearanceOptionTests.template)
        let result = try CLI.run(["sample", file, "--time", "1", "--appearance", "dark"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"appearance\": \"dark\""))
    }
}
