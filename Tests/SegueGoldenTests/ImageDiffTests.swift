import Testing
import SegueGolden
import SeguePNG
import SegueTestSupport

/// Tolerance on distances computed in Double from 8-bit inputs: far below the 1e-4 that
/// failure messages print.
let distanceTolerance = 1e-9

@Test func identicalImagesPass() {
    let a = image(4, 4) { x, y in grey(UInt8(x * 40 + y)) }
    let diff = ImageDiff(expected: a, actual: a)
    #expect(diff.differingPixels == 0 && diff.maxDistance == 0 && diff.passed)
}

@Test func onePixelOffByTenGreyLevelsHasTheHandComputedDistance() {
    // A grey step of 10 in r, g and b: I and Q coefficients each sum to 0, Y's sum to
    // 1.00000001, so ΔY = 10.0000001, ΔI = ΔQ = 0 and the squared distance is
    // 0.5053 · 100 = 50.53; normalised √(50.53 / 35215) = 0.0378801.
    let expected = image(4, 4) { _, _ in grey(100) }
    let actual = image(4, 4) { x, y in x == 2 && y == 1 ? grey(110) : grey(100) }
    let exact = ImageDiff(expected: expected, actual: actual)
    #expect(exact.differingPixels == 1)
    expectClose(exact.maxDistance, 0.0378800730, tolerance: distanceTolerance)
    #expect(!exact.passed)
    // The threshold compares distance with threshold: 0.037 < 0.03788 < 0.038.
    #expect(ImageDiff(expected: expected, actual: actual, options: DiffOptions(threshold: 0.037)).differingPixels == 1)
    #expect(ImageDiff(expected: expected, actual: actual, options: DiffOptions(threshold: 0.038)).differingPixels == 0)
}

@Test func oneDifferingPixelPassesWithAnAllowanceOfOne() {
    let expected = image(4, 4) { _, _ in grey(100) }
    let actual = image(4, 4) { x, y in x == 0 && y == 0 ? grey(0) : grey(100) }
    #expect(ImageDiff(expected: expected, actual: actual, options: DiffOptions(maxDiffPixels: 1)).passed)
    // 1/16 = 0.0625 of the pixels: a ratio of 0.05 allows floor(0.8) = 0 of them.
    #expect(!ImageDiff(expected: expected, actual: actual, options: DiffOptions(maxDiffRatio: 0.05)).passed)
    #expect(ImageDiff(expected: expected, actual: actual, options: DiffOptions(maxDiffRatio: 0.0625)).passed)
}

@Test func transparentPixelsAreComparedBlendedOnWhite() {
    // Fully transparent red and fully transparent blue both blend to white: no difference.
    let expected = image(1, 1) { _, _ in RGBA8(r: 255, g: 0, b: 0, a: 0) }
    let actual = image(1, 1) { _, _ in RGBA8(r: 0, g: 0, b: 255, a: 0) }
    #expect(ImageDiff(expected: expected, actual: actual).differingPixels == 0)
}

/// An 8×8 image, black left of column 4 and white right of it; `edgePixel` fills column 4.
func edge(_ edgePixel: RGBA8) -> RGBAImage {
    image(8, 8) { x, _ in x < 4 ? grey(0) : x == 4 ? edgePixel : grey(255) }
}

@Test func anEdgeShiftedByHalfAPixelCountsWithoutAntialiasingDetection() {
    // Expected: the edge at x = 4 (column 4 white). Actual: at x = 4.5, so column 4 is half
    // covered, grey 128. The 8 pixels of column 4 differ by white − grey 128:
    // ΔY = 127, squared distance 0.5053 · 127² = 8149.98, normalised 0.481077.
    let diff = ImageDiff(expected: edge(grey(255)), actual: edge(grey(128)))
    #expect(diff.differingPixels == 8)
    #expect(diff.antialiasedPixels == 0)
    expectClose(diff.maxDistance, 0.4810769269, tolerance: distanceTolerance)
}

@Test func anEdgeShiftedByHalfAPixelIsNotCountedWithAntialiasingDetection() {
    // In actual, a grey pixel of column 4 has at most 2 equal neighbours (the greys above and
    // below), a darker (black) and a brighter (white) neighbour, and the black neighbour has
    // ≥ 3 black neighbours in both images: an anti-aliased pixel, so none of the 8 counts.
    let diff = ImageDiff(expected: edge(grey(255)), actual: edge(grey(128)),
                         options: DiffOptions(detectAntialiasing: true))
    #expect(diff.differingPixels == 0)
    #expect(diff.antialiasedPixels == 8)
    #expect(diff.passed)
}

@Test func aLoneDifferentPixelInAFlatAreaIsNotAntialiasing() {
    // A grey dot inside black: all 8 neighbours are black, so it has no brighter neighbour and
    // cannot lie on a slope between two tones (and in expected it has 8 equal neighbours).
    let expected = image(5, 5) { _, _ in grey(0) }
    let actual = image(5, 5) { x, y in x == 2 && y == 2 ? grey(128) : grey(0) }
    let diff = ImageDiff(expected: expected, actual: actual, options: DiffOptions(detectAntialiasing: true))
    #expect(diff.differingPixels == 1 && diff.antialiasedPixels == 0)
}

@Test func equallyDarkNeighboursAreTakenInPixelmatchsColumnOrder() {
    // The centre (2, 2) differs (128 → 140). Its left (1, 2) and top (2, 1) neighbours are
    // both black, the darkest; (3, 3) is white, the brightest; the rest are distinct greys.
    // The left one has 3 black neighbours in column 0 (flat in both images), the top one only
    // the left one (not flat), the white one none. pixelmatch scans x outer, y inner and keeps
    // the first darkest: (1, 2) before (2, 1), so the pixel is anti-aliasing. A row-first scan
    // would keep (2, 1) and count the pixel.
    func scene(centre: UInt8) -> RGBAImage {
        image(5, 5) { x, y in
            switch (x, y) {
            case (0, 1...3), (1, 2), (2, 1): return grey(0)
            case (3, 3): return grey(255)
            case (2, 2): return grey(centre)
            default: return grey(UInt8(60 + 7 * (y * 5 + x)))
            }
        }
    }
    let detected = ImageDiff(expected: scene(centre: 128), actual: scene(centre: 140), options: DiffOptions(detectAntialiasing: true))
    #expect(detected.differingPixels == 0 && detected.antialiasedPixels == 1)
    let counted = ImageDiff(expected: scene(centre: 128), actual: scene(centre: 140))
    #expect(counted.differingPixels == 1)
}

@Test func pixelmatchsDefaultsAreANamedOptionSet() {
    // Its threshold: a grey step of 10 (distance 0.0379, above) is equal under 0.1, not exactly.
    let expected = image(4, 4) { _, _ in grey(100) }
    let actual = image(4, 4) { x, y in x == 2 && y == 1 ? grey(110) : grey(100) }
    #expect(ImageDiff(expected: expected, actual: actual, options: .pixelmatch).passed)
    #expect(!ImageDiff(expected: expected, actual: actual, options: .exact).passed)
    // Its anti-aliasing rule: the half-pixel edge (distance 0.481, far over 0.1) passes only
    // because its 8 pixels are taken for anti-aliasing.
    let shifted = ImageDiff(expected: edge(grey(255)), actual: edge(grey(128)), options: .pixelmatch)
    #expect(shifted.passed && shifted.antialiasedPixels == 8)
    #expect(!ImageDiff(expected: edge(grey(255)), actual: edge(grey(128)), options: DiffOptions(threshold: 0.1)).passed)
}

@Test func aSizeMismatchFailsAndNamesBothSizes() {
    let diff = ImageDiff(expected: image(4, 3) { _, _ in grey(0) }, actual: image(3, 4) { _, _ in grey(0) })
    #expect(!diff.sizesMatch && !diff.passed)
    #expect(diff.summary.description == "size differs: golden 4×3, actual 3×4")
    // Even a generous allowance does not pass a frame of another size.
    let lenient = ImageDiff(expected: image(4, 3) { _, _ in grey(0) }, actual: image(3, 4) { _, _ in grey(0) },
                            options: DiffOptions(threshold: 1, maxDiffPixels: 100))
    #expect(!lenient.passed)
}

@Test func theSummaryReadsAsOneLine() {
    let expected = image(4, 4) { _, _ in grey(100) }
    let actual = image(4, 4) { x, _ in x == 0 ? grey(110) : grey(100) }
    // Column 0 of 4 rows: 4 pixels, each at the distance 0.0378801 derived above.
    #expect(ImageDiff(expected: expected, actual: actual).summary.description == "4 pixels differ (largest distance 0.0379)")
}
