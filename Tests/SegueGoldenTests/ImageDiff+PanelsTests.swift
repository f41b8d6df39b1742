import Testing
import SegueGolden
import SeguePNG

@Test func theDiffImageShowsExpectedDifferenceAndActualSideBySide() {
    // 2×1 images: expected black | white, actual black | grey 100. The diff image is
    // 3 panels of 2×1: expected, the middle panel, actual.
    let expected = image(2, 1) { x, _ in x == 0 ? grey(0) : grey(255) }
    let actual = image(2, 1) { x, _ in x == 0 ? grey(0) : grey(100) }
    let panels = ImageDiff(expected: expected, actual: actual).image
    #expect(panels.width == 6 && panels.height == 1)
    #expect(panels[0, 0] == grey(0) && panels[1, 0] == grey(255))   // expected
    #expect(panels[4, 0] == grey(0) && panels[5, 0] == grey(100))   // actual
    // Middle: the equal black pixel faded to 255 + (0 − 255) · 0.1 = 229.5, rounded 230;
    // the differing pixel red.
    #expect(panels[2, 0] == grey(230))
    #expect(panels[3, 0] == RGBA8(r: 255, g: 0, b: 0))
}

@Test func antialiasedPixelsAreYellowInTheMiddlePanel() {
    let diff = ImageDiff(expected: edge(grey(255)), actual: edge(grey(128)), options: DiffOptions(detectAntialiasing: true))
    // Column 4 of the middle panel (which starts at x = 8).
    #expect(diff.image[12, 3] == RGBA8(r: 255, g: 210, b: 0))
}

@Test func aSizeMismatchPaintsTheWholeMiddlePanelRed() {
    let diff = ImageDiff(expected: image(2, 2) { _, _ in grey(0) }, actual: image(3, 1) { _, _ in grey(0) })
    // Panels of max(2, 3) × max(2, 1) = 3×2; the middle one spans x = 3…5.
    let panels = diff.image
    #expect(panels.width == 9 && panels.height == 2)
    #expect(panels[3, 0] == RGBA8(r: 255, g: 0, b: 0) && panels[5, 1] == RGBA8(r: 255, g: 0, b: 0))
    // Outside an image the panel stays white: actual has no row 1.
    #expect(panels[6, 1] == grey(255))
}
