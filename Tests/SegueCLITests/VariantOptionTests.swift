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
        #expect(result.stderr == "segue: \(template): variants[1]: expected dark, light, landscape, portrait, content-size=<category>, "
            + "pseudo-accented, pseudo-long, rtl, cross-fade or reduce-motion, several joined by +, found \"sideways\"\n")
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

/// Combined variants and `--matrix` on the command line.
@Suite struct CombinedVariantTests {
    /// `dark+rtl` is the dark reading mirrored: the same frames, byte for byte, as the template
    /// read dark (`--appearance dark`) rendered as `rtl`, in the folder `<name>-dark-rtl`.
    @Test func darkPlusRTLIsTheDarkRenderMirrored() throws {
        // The button is systemBlue, which the dark reading changes.
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: "[]"))
        let out = try CLI.temporaryFolder("combined")
        let combined = try CLI.run(["render", template, "--out", out, "--frames", "0-5", "--quiet", "--variant", "rtl+dark"])
        #expect(combined.status == 0, "\(combined.stderr)")
        #expect(try Fixtures.files(in: out) == ["reveal", "reveal-dark-rtl"])
        let manifest = try String(contentsOfFile: out + "/reveal-dark-rtl/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"variant\": \"dark+rtl\""))
        let separate = try CLI.temporaryFolder("separate")
        #expect(try CLI.run(["render", template, "--out", separate, "--frames", "0-5", "--quiet", "--appearance", "dark", "--variant", "rtl"]).status == 0)
        for frame in ["frame-0000.png", "frame-0005.png"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: out + "/reveal-dark-rtl/" + frame))
            let b = try Data(contentsOf: URL(fileURLWithPath: separate + "/reveal-rtl/" + frame))
            #expect(a == b, "\(frame)")
        }
        // And not the light render mirrored.
        let light = try Data(contentsOf: URL(fileURLWithPath: out + "/reveal/frame-0005.png"))
        #expect(light != (try Data(contentsOf: URL(fileURLWithPath: out + "/reveal-dark-rtl/frame-0005.png"))))
    }

    @Test func theMatrixRendersEveryCombinationIntoCanonicalFolders() throws {
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: #"["cross-fade"]"#))
        let out = try CLI.temporaryFolder("matrix")
        let result = try CLI.run(["render", template, "--out", out, "--frames", "0", "--quiet", "--matrix", "rtl,dark,content-size=xLarge"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Fixtures.files(in: out) == ["reveal", "reveal-content-size-xLarge", "reveal-content-size-xLarge-rtl", "reveal-dark",
                                                "reveal-dark-content-size-xLarge", "reveal-dark-content-size-xLarge-rtl", "reveal-dark-rtl",
                                                "reveal-rtl"])
    }

    @Test func aContradictionIsOneUsageError() throws {
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: "[]"))
        let result = try CLI.run(["render", template, "--variant", "dark+light"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("dark and light are both the appearance; a combination takes one value of each axis"))
        let matrix = try CLI.run(["render", template, "--matrix", "rtl,sideways"])
        #expect(matrix.status == 64)
        #expect(matrix.stderr.contains(#"--matrix: expected dark, light, landscape, portrait, content-size=<category>, pseudo-accented, "#
            + #"pseudo-long, rtl, cross-fade or reduce-motion, several joined by +, found "sideways" (see 'segue render --help')"#))
    }

    /// verify records a combination into its canonical folder, with the variant and its
    /// appearance in golden.json, and verifies it there next time, in either spelling.
    @Test func verifyUnderstandsCombinations() throws {
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: "[]"))
        let golden = try CLI.temporaryFolder("golden")
        let recorded = try CLI.run(["verify", template, "--golden", golden, "--times", "0.5", "--variant", "dark+rtl", "--no-report"],
                                   environment: ["CI": "", "SEGUE_RECORD": ""])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let meta = try String(contentsOfFile: golden + "/reveal-dark-rtl/golden.json", encoding: .utf8)
        #expect(meta.contains("\"appearance\": \"dark\"") && meta.contains("\"variant\": \"dark+rtl\""))
        let verified = try CLI.run(["verify", template, "--golden", golden, "--variant", "rtl+dark", "--record", "never", "--no-report"])
        #expect(verified.stdout == "reveal: 1 frame matches (\(golden)/reveal)\nreveal-dark-rtl: 1 frame matches (\(golden)/reveal-dark-rtl)\n")
    }

    @Test func sampleTakesACombination() throws {
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: "[]"))
        let result = try CLI.run(["sample", template, "--frame", "5", "--variant", "rtl+dark"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"appearance\": \"dark\",\n  \"variant\": \"dark+rtl\","))
        #expect(result.stdout.contains("\"id\": \"from.button\",\n      \"bounds\": [70, 140, 20, 20],"))
    }
}

/// `--variant landscape` turns the canvas: a plain 100 × 200 canvas renders 200 × 100 frames.
@Test func landscapeVariantTurnsTheCanvas() throws {
    let template = try Fixtures.write(VariantOptionTests.reveal(variants: #"["landscape+rtl"]"#))
    let out = try CLI.temporaryFolder("landscape")
    let result = try CLI.run(["render", template, "--out", out, "--frames", "0", "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Fixtures.files(in: out) == ["reveal", "reveal-landscape-rtl"])
    let png = try Data(contentsOf: URL(fileURLWithPath: out + "/reveal-landscape-rtl/frame-0000.png"))
    // IHDR's width and height, big-endian, at bytes 16 and 20.
    func uint32(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    #expect(uint32(16) == 200 && uint32(20) == 100)
}

/// What the review of issue 31 found: flags and variants that must agree, errors that name the
/// variant, and folders no two runs may share.
@Suite struct VariantAgreementTests {
    @Test func verifyAppearanceDoesNotContradictAVariantThatNamesItsOwn() throws {
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: #"["dark+rtl"]"#))
        let golden = try CLI.temporaryFolder("golden")
        let environment = ["CI": "", "SEGUE_RECORD": ""]
        #expect(try CLI.run(["verify", template, "--golden", golden, "--times", "0.5", "--no-report"], environment: environment).status == 0)
        let light = try CLI.run(["verify", template, "--golden", golden, "--appearance", "light", "--record", "never", "--no-report"],
                                environment: environment)
        #expect(light.status == 0, "\(light.stderr)")
    }

    @Test func sampleRefusesAnAppearanceTheVariantContradicts() throws {
        let template = try Fixtures.write(VariantOptionTests.reveal(variants: "[]"))
        let result = try CLI.run(["sample", template, "--time", "0", "--appearance", "dark", "--variant", "light+rtl"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("segue: --appearance dark contradicts --variant light+rtl (a sample is of one render; drop one)"))
    }

    /// An animation of the status bar's clock is fine in portrait; in landscape an iPhone shows no
    /// status bar, so the target is not there: the error names the variant that reads it so.
    @Test func anErrorOnlyTheVariantsReadingHasNamesTheVariant() throws {
        let template = try Fixtures.write("""
            { "canvas": { "device": "iPhone 16", "scale": 0.25 },
              "from": { "statusBar": true, "layers": [] }, "to": { "statusBar": true, "layers": [] },
              "transition": { "type": "fade", "operation": "present", "duration": 0.5,
                "animations": [ { "target": "overlay.statusBarTime", "keyPath": "opacity", "from": 1, "to": 0 } ] } }
            """)
        let out = try CLI.temporaryFolder("v")
        #expect(try CLI.run(["render", template, "--frames", "0", "--out", out, "--quiet"]).status == 0)
        let result = try CLI.run(["render", template, "--variant", "landscape", "--frames", "0", "--out", out])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(template): variant landscape: transition.animations[0].target: expected the id of a layer of the "
            + "overlay, found \"overlay.statusBarTime\"; did you mean \"overlay.statusBar\"?\n")
    }

    @Test func twoRunsOfOneGoldenFolderAreAnError() throws {
        let folder = try CLI.temporaryFolder("clash")
        let a = try Fixtures.write(VariantOptionTests.reveal(variants: #"["dark"]"#), as: "foo.json", in: folder)
        _ = try Fixtures.write(VariantOptionTests.reveal(variants: "[]").replacingOccurrences(of: "\"variants\": []", with: "\"name\": \"foo-dark\", \"variants\": []"),
                               as: "bar.json", in: folder)
        let result = try CLI.run(["verify", folder, "--golden", try CLI.temporaryFolder("g"), "--no-report"], environment: ["CI": "", "SEGUE_RECORD": ""])
        #expect(result.status == 1)
        #expect(result.stderr.contains("both render to"), "\(result.stderr)")
        _ = a
    }
}
