import Foundation
import Testing

@Suite struct SampleCommandTests {
    @Test func printsTheRenderTreeAtAnInstantExactly() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let result = try CLI.run(["sample", template, "--time", "0.5"])
        // f = 0.5, easeInEaseOut(0.5) = 0.5 by symmetry, so r = R/2 = 79.056942 and the mask's
        // bounds are the circle's square: (50 − r, 150 − r, 2r, 2r). The to-screen is on top (push).
        // Each layer's position is its anchor point (the centre by default) on the canvas.
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            {
              "time": 0.5,
              "progress": 0.5,
              "phase": "animating",
              "appearance": "light",
              "layers": [
                {
                  "id": "from",
                  "bounds": [0, 0, 100, 200],
                  "opacity": 1,
                  "anchorPoint": [0.5, 0.5],
                  "position": [50, 100],
                  "transform": [1, 0, 0, 1, 0, 0],
                  "mask": null
                },
                {
                  "id": "from.button",
                  "bounds": [40, 140, 20, 20],
                  "opacity": 1,
                  "anchorPoint": [0.5, 0.5],
                  "position": [50, 150],
                  "transform": [1, 0, 0, 1, 40, 140],
                  "mask": null
                },
                {
                  "id": "to",
                  "bounds": [0, 0, 100, 200],
                  "opacity": 1,
                  "anchorPoint": [0.5, 0.5],
                  "position": [50, 100],
                  "transform": [1, 0, 0, 1, 0, 0],
                  "mask": {
                    "bounds": [-29.056942, 70.943058, 158.113883, 158.113883]
                  }
                }
              ]
            }

            """)
    }

    @Test func aFrameIndexSamplesThatFramesTime() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        // Frame 10 of a 1 s timeline at 10 fps is its last: t = 1, the circle has radius R,
        // whose square is (50 − R, 150 − R, 2R, 2R).
        let result = try CLI.run(["sample", template, "--frame", "10"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"time\": 1,"))
        #expect(result.stdout.contains("[-108.113883, -8.113883, 316.227766, 316.227766]"))
    }

    @Test func anInteractiveTemplateReportsPhaseAndPercent() throws {
        // pan-present-cancel: a pan of 120 pt over 400 pt released after 0.6 s, threshold 0.4:
        // percent 0.3 < 0.4 cancels. At the release the percent is exactly 120 / 400 = 0.3.
        let result = try CLI.run(["sample", "Templates/pan-present-cancel.json", "--time", "0.6"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"phase\": \"interactive\""))
        #expect(result.stdout.contains("\"percent\": 0.3,"))
        let later = try CLI.run(["sample", "Templates/pan-present-cancel.json", "--time", "0.7"])
        #expect(later.stdout.contains("\"phase\": \"cancelling\""))
    }

    @Test func aFrameBeyondTheTimelineIsAOneLineError() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let result = try CLI.run(["sample", template, "--frame", "11"])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(template): --frame 11: the timeline has frames 0-10\n")
    }

    @Test func timeAndFrameAreExclusive() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let result = try CLI.run(["sample", template, "--frame", "1", "--time", "0.1"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("give exactly one of --time and --frame"))
    }

    @Test func anAnchorPointShowsInTheSampleAndTurnsTheLayerAboutIt() throws {
        // A 100×100 layer at (0, 0) with anchorPoint [0, 0] turned a quarter (π/2): the position
        // is its top-left (0, 0), and +x turns to +y, so it covers x in [−100, 0], y in [0, 100].
        let layer = #"{"id": "a", "frame": [0, 0, 100, 100], "anchorPoint": [0, 0], "transform": {"rotation": 1.5707963267948966}}"#
        let template = try Fixtures.write(#"""
            {"name": "anchor", "canvas": {"size": [200, 200], "scale": 1, "fps": 10},
             "from": {"layers": [\#(layer)]}, "to": {"layers": []},
             "transition": {"type": "fade", "operation": "push", "duration": 1}}
            """#)
        let result = try CLI.run(["sample", template, "--time", "0"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
                  "id": "from.a",
                  "bounds": [-100, 0, 100, 100],
                  "opacity": 1,
                  "anchorPoint": [0, 0],
                  "position": [0, 0],
            """))
    }

    @Test func aLayerWithoutAnIdIsShownByItsJSONPath() throws {
        // The reveal's list screen with a 20×20 label inside the button and no id on it: the
        // template loads, and the sample names the label by its path in the from-screen. The
        // button's frame is (40, 140, 20, 20), so the label at (0, 0) in it is at (40, 140).
        let json = Fixtures.reveal.replacingOccurrences(
            of: "\"backgroundColor\": \"systemBlue\" }",
            with: "\"backgroundColor\": \"systemBlue\", \"sublayers\": [ { \"frame\": [0, 0, 20, 20] } ] }")
        let template = try Fixtures.write(json)
        let result = try CLI.run(["sample", template, "--time", "0"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
                  "id": "from.button",
                  "bounds": [40, 140, 20, 20],
            """))
        #expect(result.stdout.contains("""
                  "id": "from.layers[0].sublayers[0]",
                  "bounds": [40, 140, 20, 20],
            """))
    }

    @Test func shadowsAndBlursAreListedOnTheLayersThatHaveThem() throws {
        // The button casts a shadow (opacity 0.5, radius 4, offset [0, 2]; the colour is
        // CALayer's default black) and a sublayer blurs its backdrop with the thin material at
        // 12 points. Layers without either print neither key.
        let json = Fixtures.reveal.replacingOccurrences(
            of: "\"backgroundColor\": \"systemBlue\" }",
            with: "\"backgroundColor\": \"systemBlue\", \"shadowOpacity\": 0.5, \"shadowRadius\": 4, \"shadowOffset\": [0, 2], "
                + "\"sublayers\": [ { \"id\": \"glass\", \"frame\": [0, 0, 20, 20], \"blur\": { \"style\": \"systemThinMaterial\", \"radius\": 12 } } ] }")
        let result = try CLI.run(["sample", try Fixtures.write(json), "--time", "0"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
                  "mask": null,
                  "shadow": {
                    "color": "#000000",
                    "opacity": 0.5,
                    "radius": 4,
                    "offset": [0, 2]
                  }
            """))
        #expect(result.stdout.contains("""
                  "mask": null,
                  "blur": {
                    "style": "systemThinMaterial",
                    "radius": 12
                  }
            """))
        #expect(result.stdout.components(separatedBy: "\"shadow\"").count == 2) // one layer has one
    }
}

@Suite struct SampleMatchTests {
    /// A 100×100 pt canvas: a 20×20 square at (10, 10) on the from-screen and a 60×40 one at
    /// (30, 50) on the to-screen share the match id "card"; a 1 s linear match transition.
    static let template = """
        { "canvas": { "size": [100, 100], "scale": 1, "fps": 10 },
          "from": { "layers": [ { "id": "a", "frame": [10, 10, 20, 20], "backgroundColor": "systemBlue", "match": "card" } ] },
          "to": { "layers": [ { "id": "b", "frame": [30, 50, 60, 40], "backgroundColor": "systemRed", "match": "card" } ] },
          "transition": { "type": "match", "operation": "present", "duration": 1, "timing": "linear" } }
        """

    @Test func theSharedElementsAreListedWithTheMorphsBoxNow() throws {
        let result = try CLI.run(["sample", try Fixtures.write(SampleMatchTests.template), "--time", "0.5"])
        #expect(result.status == 0)
        // Linear, at ½: x = 10 + (30 − 10)/2 = 20, y = 10 + (50 − 10)/2 = 30,
        // w = 20 + (60 − 20)/2 = 40, h = 20 + (40 − 20)/2 = 30.
        #expect(result.stdout.contains("""
              "matches": [
                {
                  "id": "card",
                  "from": [10, 10, 20, 20],
                  "to": [30, 50, 60, 40],
                  "node": "match.card",
                  "bounds": [20, 30, 40, 30]
                }
              ],
            """))
    }
}
