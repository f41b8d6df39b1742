import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

@Test func framesSitSideBySideWithTheirLabelsUnderneath() throws {
    let red = RGBA8(r: 255, g: 0, b: 0), blue = RGBA8(r: 0, g: 0, b: 255)
    let frames = [RGBAImage(width: 40, height: 80, fill: red), RGBAImage(width: 40, height: 80, fill: blue)]
    let strip = try ContactSheetImage.render(frames: frames, labels: ["0.00 s", "0.25 s"])
    // H = 80: margin max(8, 2) = 8, font max(12, 2) = 12, band 24.
    // Width 8 + 40 + 8 + 40 + 8 = 104; height 8 + 80 + 24 = 112.
    #expect(strip.width == 104 && strip.height == 112)
    #expect(strip[8, 8] == red && strip[47, 87] == red)       // first frame: x 8...47, y 8...87
    #expect(strip[56, 8] == blue && strip[95, 87] == blue)    // second frame: x 56...95
    #expect(strip[51, 50] == RGBA8(r: 0xF2, g: 0xF2, b: 0xF7)) // the sheet between them (systemGray6)
    #expect(strip[48, 50] == RGBA8(r: 0xC7, g: 0xC7, b: 0xCC)) // the outline one pixel right of frame 1
    #expect(strip[55, 50] == RGBA8(r: 0xC7, g: 0xC7, b: 0xCC)) // and one pixel left of frame 2
    // Some dark ink of each label lies in the band (y 88...111) under its frame.
    func hasInk(_ xs: Range<Int>) -> Bool { xs.contains { x in (88..<112).contains { strip[x, $0].r < 160 } } }
    #expect(hasInk(8..<48) && hasInk(56..<96))
    #expect(!hasInk(0..<8))
}

@Test func aStripNeedsOneLabelPerFrame() {
    let frame = RGBAImage(width: 2, height: 2, fill: RGBA8(r: 0, g: 0, b: 0))
    #expect(throws: RenderError("a frame strip needs one label per frame: 1 frames, 0 labels")) { try ContactSheetImage.render(frames: [frame], labels: []) }
    #expect(throws: RenderError("a frame strip needs at least one frame")) { try ContactSheetImage.render(frames: [], labels: []) }
}

@Test func aGridFillsRowByRowWithoutLabels() throws {
    let red = RGBA8(r: 255, g: 0, b: 0), blue = RGBA8(r: 0, g: 0, b: 255), sheet = RGBA8(r: 0x10, g: 0x20, b: 0x30)
    let frames = [red, blue, red].map { RGBAImage(width: 40, height: 80, fill: $0) }
    let background = Color(unchecked: 0x10 / 255, 0x20 / 255, 0x30 / 255)
    let strip = try ContactSheetImage.render(frames: frames, labels: nil, columns: 2, background: background)
    // H = 80, W = 40: margin 8; no labels, so each row is H + margin. Two columns, ⌈3 / 2⌉ = 2
    // rows: 8 + 2·(40 + 8) = 104 wide, 8 + 2·(80 + 8) = 184 high.
    #expect(strip.width == 104 && strip.height == 184)
    #expect(strip[8, 8] == red && strip[56, 8] == blue)          // row 0: x 8 and 56
    #expect(strip[8, 96] == red && strip[47, 175] == red)        // row 1 starts at y 8 + 88 = 96
    #expect(strip[70, 120] == sheet)                             // no fourth frame: the background
    #expect(strip[2, 2] == sheet)
}
