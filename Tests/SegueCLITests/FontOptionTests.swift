import Foundation
import Testing

/// `--font` and the templates' `font` keys: the family must be installed, and it is the one drawn.
@Suite struct FontOptionTests {
    /// A 120×40 pt canvas at 1×, 1 fps, with a label "Hello" in `font` (none: the renderer's)
    /// fading to a white screen over 1 s.
    func label(font: String? = nil) -> String {
        let key = font.map { #", "font": "\#($0)""# } ?? ""
        return """
            { "name": "label", "canvas": { "size": [120, 40], "scale": 1, "fps": 1 },
              "from": { "background": "white", "layers": [
                { "id": "title", "frame": [0, 0, 120, 40], "text": { "string": "Hello", "size": 20\(key) } } ] },
              "to": { "background": "white" },
              "transition": { "type": "fade", "operation": "push", "duration": 1.0 } }
            """
    }

    /// Renders `json` with `options` and returns the bytes of its first frame (empty on failure).
    func firstFrame(_ json: String, _ options: [String] = []) throws -> Data {
        let file = try Fixtures.write(json, as: "label.json"), out = try CLI.temporaryFolder("font")
        let result = try CLI.run(["render", file, "--out", out, "--frames", "0", "--quiet"] + options)
        #expect(result.status == 0, "\(result.stderr)")
        return (try? Fixtures.bytes(out + "/label/frame-0000.png")) ?? Data()
    }

    @Test func theFontOptionIsTheFamilyOfLayersThatNameNone() throws {
        let inter = try firstFrame(label())
        let dejaVu = try firstFrame(label(), ["--font", "DejaVu Sans"])
        #expect(inter != dejaVu)
        #expect(try firstFrame(label(font: "DejaVu Sans")) == dejaVu)        // a layer's own family
        #expect(try firstFrame(label(), ["--font", "Inter"]) == inter)      // Inter is the default
        #expect(try firstFrame(label(), ["--font", "dejavu sans"]) == dejaVu) // names ignore case, as in fontconfig
    }

    @Test func aFontThatIsNotInstalledIsAnArgumentError() throws {
        let file = try Fixtures.write(label(), as: "label.json")
        for command in [["render", file], ["verify", file, "--golden", try CLI.temporaryFolder("golden")]] {
            let result = try CLI.run(command + ["--font", "No Such Family"])
            #expect(result.status == 64)
            #expect(result.stderr == "segue: --font: expected an installed font family (`fc-list : family` lists them), "
                + "found \"No Such Family\" (see 'segue \(command[0]) --help')\n")
        }
    }

    @Test func aLayerFontThatIsNotInstalledIsAOneLineErrorAndWritesNothing() throws {
        let file = try Fixtures.write(label(font: "No Such Family"), as: "label.json"), out = try CLI.temporaryFolder("font")
        let result = try CLI.run(["render", file, "--out", out, "--quiet"])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(file): text layer \"title\" of the from screen: font: expected an installed font "
                + "family (`fc-list : family` lists them), found \"No Such Family\"\n")
        #expect(try Fixtures.files(in: out).isEmpty)
    }
}
