import Foundation
import Testing

@Suite struct ListCommandTests {
    @Test func listsEachTemplateOnOneAlignedLine() throws {
        let folder = try CLI.temporaryFolder("list")
        _ = try Fixtures.write(Fixtures.reveal, in: folder)
        // 1 s at 10 fps is 11 frames of 100×200 px at 1×.
        let result = try CLI.run(["list", folder])
        #expect(result.status == 0)
        #expect(result.stdout == """
            name    transition    operation  seconds  frames  pixels   interaction  device  variants  style
            reveal  circleReveal  push       1        11      100×200  -            -       -         -

            """)
    }

    @Test func theShippedInteractiveTemplatesSayHowTheyEnd() throws {
        // pan-present-cancel releases at 120/400 = 30 % under threshold 0.4.
        let result = try CLI.run(["list", "Templates/pan-present-cancel.json"])
        #expect(result.stdout.contains("pan-present-cancel  slide       present    0.78     48      780×1688  cancels from 30 %"))
    }

    @Test func aBadTemplateFailsTheListingWithItsError() throws {
        let template = try Fixtures.write(Fixtures.reveal.replacingOccurrences(of: "\"fps\": 10", with: "\"fps\": 0"))
        let result = try CLI.run(["list", template])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("segue: \(template): canvas.fps: "))
    }

    @Test func everyBadTemplateIsOneLineAndNoTableIsPrinted() throws {
        let (folder, errors) = try Fixtures.folderWithTwoBadTemplates()
        let result = try CLI.run(["list", folder])
        #expect(result.status == 1)
        #expect(result.stderr == errors)
        #expect(result.stdout == "")
    }

    @Test func anArgumentThatNamesNoTemplateIsOneOfTheLines() throws {
        let (folder, _) = try Fixtures.folderWithTwoBadTemplates()
        let result = try CLI.run(["list", folder + "/a.json", folder + "/nope.json", folder + "/c.json"])
        #expect(result.status == 1)
        #expect(result.stderr == """
            segue: \(folder)/nope.json: no such template file
            segue: \(folder)/c.json: transition.origin: expected the id of a layer of the from screen (the list screen of a push), found "buton"; did you mean "button"?

            """)
        #expect(result.stdout == "")
    }
}

/// `segue list --devices`: every preset with its numbers, from `Device.presets`.
@Test func listDevicesTablesEveryPreset() throws {
    let result = try CLI.run(["list", "--devices"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 16)
    #expect(lines[0].hasPrefix("device             idiom  points     scale  pixels     safe area  landscape safe area  corners"))
    // iPhone 16: 393 × 852 pt at 3× = 1179 × 2556 px; 59 / 34 portrait, (0, 59, 21, 59) landscape; 55 pt corners.
    #expect(lines.contains("iPhone 16          phone  393×852    3      1179×2556  59/34      0,59,21,59           55"))
    #expect(lines.contains("iPad Pro 13-inch   pad    1032×1376  2      2064×2752  24/20      24,0,20,0            18"))
}
