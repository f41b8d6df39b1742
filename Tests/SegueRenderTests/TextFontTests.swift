import SegueCore
import Testing
@testable import SegueRender

/// Which font text is drawn in: Inter by default, a layer's own family, weights, and
/// fontconfig's fallback for glyphs the family lacks.
@Suite struct TextFontTests {
    let canvas = Size(unchecked: 200, 60)
    let frame = Rect(0, 0, 200, 60)

    @Test func theDefaultFamilyIsInter() throws {
        let text = TextContent(string: "Library", size: 34, weight: .bold)
        let byDefault = try drawText(text, frame: frame, canvas: canvas)
        let inter = try drawText(text, frame: frame, canvas: canvas, fontFamily: "Inter")
        let dejaVu = try drawText(text, frame: frame, canvas: canvas, fontFamily: "DejaVu Sans")
        #expect(byDefault.surface.image() == inter.surface.image())
        #expect(byDefault.surface.image() != dejaVu.surface.image())
    }

    @Test func aLayersFontOverridesTheRenderersAndAMissingOneFallsBackToIt() throws {
        let inDejaVu = try drawText(TextContent(string: "Library", font: "DejaVu Sans"), frame: frame, canvas: canvas)
        let dejaVu = try drawText(TextContent(string: "Library"), frame: frame, canvas: canvas, fontFamily: "DejaVu Sans")
        #expect(inDejaVu.surface.image() == dejaVu.surface.image())
        let missing = try drawText(TextContent(string: "Library", font: "No Such Family"), frame: frame, canvas: canvas)
        let inter = try drawText(TextContent(string: "Library"), frame: frame, canvas: canvas)
        #expect(missing.surface.image() == inter.surface.image())
    }

    @Test func aGlyphInterLacksIsDrawnFromAFontThatHasIt() throws {
        // Inter has no chess knight (U+265E); DejaVu Sans has. Alone on its line, the knight
        // drawn "in Inter" is DejaVu Sans's knight, pixel for pixel, not a missing-glyph box.
        let knight = TextContent(string: "\u{265E}", size: 30)
        let fallen = try drawText(knight, frame: frame, canvas: canvas)
        let dejaVu = try drawText(knight, frame: frame, canvas: canvas, fontFamily: "DejaVu Sans")
        #expect(fallen.amount > 0)
        #expect(fallen.surface.image() == dejaVu.surface.image())
    }

    @Test func eachWeightDrawsItsOwnFaceAndHeavierDrawsMoreInk() throws {
        // Inter has a face for each of the nine weights.
        let amounts = try FontWeight.allCases.map {
            try drawText(TextContent(string: "Weight", size: 20, weight: $0), frame: frame, canvas: canvas).amount
        }
        #expect(amounts == amounts.sorted() && Set(amounts).count == amounts.count, "\(amounts)")
    }
}

@Test func installedFontsListsTheFamiliesIgnoringCase() {
    let fonts = InstalledFonts()
    #expect(fonts.contains("Inter") && fonts.contains("inter") && fonts.contains("DejaVu Sans"))
    #expect(!fonts.contains("No Such Family") && !fonts.contains("Inter,DejaVu Sans"))
    #expect(fonts.families == fonts.families.sorted())
}

@Test func aScenesTextFontsAreTheLayersThatNameOne() {
    let titled = Layer(id: "title", frame: Rect(0, 0, 10, 10), content: .text(TextContent(string: "A", font: "DejaVu Serif")))
    let plain = Layer(id: "plain", frame: Rect(0, 0, 10, 10), content: .text(TextContent(string: "B")))
    let card = Layer(id: "card", frame: Rect(0, 0, 10, 10), sublayers: [titled])
    let scene = Scene(name: "s", canvas: Canvas(), from: Screen(layers: [plain]), to: Screen(layers: [card]),
                      transition: Transition(effect: FadeEffect(), operation: .push, duration: 1))
    #expect(scene.textFonts == [Scene.TextFont(screen: "to", layer: "title", family: "DejaVu Serif")])
}
