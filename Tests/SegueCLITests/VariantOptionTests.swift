import Foundation
import Testing

@Suite struct VariantOptionTests {
    /// The reveal fixture with its button moved to x 10 (centre (20, 150)), listing `variants`.
    static func reveal(variants: String) -> String {
        Fixtures.reveal.replacingOccurrences(of: "[40, 140, 20, 20]", with: "[10, 140, 20, 20]")
            .replacingOccurrences(of: "\"canvas\"", with: "\"variants\": \(variants), \"canvas\"")
    }

    @Test func eachListedVariantRendersIntoItsOwnFolderWithItsManifest() throws {
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: #"["rtl", "reduce-motion"]"#))
        let out = try CLI.temporaryFolder("variants")
        let result = try CLI.run(["render", template, "--out", out, "--jobs", "2"])
        #expect(result.status == 0)
        #expect(try Fixtures.files(in: out) == ["reveal", "reveal-reduce-motion", "reveal-rtl"])
        #expect(result.stdout.contains("reveal-rtl: 11 frames in "))
        let plain = try String(contentsOfFile: out + "/reveal/manifest.json", encoding: .utf8)
        let rtl = try String(contentsOfFile: out + "/reveal-rtl/manifest.json", encoding: .utf8)
        #expect(!plain.contains("\"variant\""))
        #expect(rtl.contains("\"name\": \"reveal-rtl\","))
        #expect(rtl.contains("\"duration\": 1,\n  \"variant\": \"rtl\","))
        #expect(try Fixtures.files(in: out + "/reveal-rtl").count == 12)   // 11 frames and the manifest
    }

    @Test func variantsOnTheCommandLineReplaceTheTemplatesList() throws {
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: #"["rtl"]"#))
        let out = try CLI.temporaryFolder("variants")
        let result = try CLI.run(["render", template, "--out", out, "--frames", "0", "--quiet", "--variant", "cross-fade"])
        #expect(result.status == 0)
        #expect(try Fixtures.files(in: out) == ["reveal", "reveal-cross-fade"])
    }

    @Test func theRTLSampleShowsTheMirroredButtonAndRevealCircle() throws {
        // 100 pt wide: the button at x 10, 20 wide, lands at 100 − 10 − 20 = 70, its centre at
        // (80, 150). The farthest corner from it is (0, 0): R = √(80² + 150²) = 170, so at ½
        // (linear) r = 85 and the circle's box is (80 − 85, 150 − 85, 170, 170).
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: "[]"))
        let result = try CLI.run(["sample", template, "--frame", "5", "--variant", "rtl"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"variant\": \"rtl\","))
        #expect(result.stdout.contains("\"id\": \"from.button\",\n      \"bounds\": [70, 140, 20, 20],"))
        #expect(result.stdout.contains("\"bounds\": [-5, 65, 170, 170]"))
    }

    @Test func verifyComparesEachVariantWithItsOwnGoldenFolder() throws {
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: #"["rtl"]"#))
        let golden = try CLI.temporaryFolder("golden")
        let recorded = try CLI.run(["verify", template, "--golden", golden, "--times", "0.5", "--record", "missing"])
        #expect(recorded.status == 0)
        #expect(try Fixtures.files(in: golden) == ["reveal", "reveal-rtl"])
        let verified = try CLI.run(["verify", template, "--golden", golden, "--times", "0.5"])
        #expect(verified.stdout == "reveal: 1 frame matches (\(golden)/reveal)\nreveal-rtl: 1 frame matches (\(golden)/reveal-rtl)\n")
    }

    @Test func anUnknownVariantInTheTemplateIsAnErrorAtItsIndex() throws {
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: #"["rtl", "sideways"]"#))
        let result = try CLI.run(["render", template, "--out", try CLI.temporaryFolder("variants")])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(template): variants[1]: expected one of \"rtl\", \"cross-fade\", \"reduce-motion\", found \"sideways\"\n")
    }

    @Test func aVariantListedTwiceIsAnError() throws {
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: #"["rtl", "rtl"]"#))
        let result = try CLI.run(["list", template])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(template): variants[1]: expected each variant once, found \"rtl\" again\n")
        let twice = try CLI.run(["render", template, "--variant", "rtl", "--variant", "rtl"])
        #expect(twice.status == 64)
        #expect(twice.stderr.hasPrefix("segue: --variant: expected each variant once, found rtl again"))
        // A sample is of one render: two variants are refused, not reduced to the last.
        let sampled = try CLI.run(["sample", template, "--time", "0", "--variant", "rtl", "--variant", "cross-fade"])
        #expect(sampled.status == 64)
        #expect(sampled.stderr.hasPrefix("segue: --variant: expected one variant (a sample is of one render), found rtl, cross-fade"))
    }

    @Test func listShowsTheVariantsDeviceAndStyle() throws {
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: #"["rtl", "cross-fade"]"#))
        let result = try CLI.run(["list", template])
        #expect(result.stdout == """
            name    transition    operation  seconds  frames  pixels   interaction  device  variants        style
            reveal  circleReveal  push       1        11      100×200  -            -       rtl,cross-fade  -

            """)
        let shipped = try CLI.run(["list", "Templates/variants-slide-push.json"])
        #expect(shipped.stdout.contains("iPhone 16  rtl,cross-fade,reduce-motion  -"))
    }
}
