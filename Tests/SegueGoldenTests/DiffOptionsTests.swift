import Testing
import SegueGolden

@Test func exactAllowsNoDifferingPixel() {
    #expect(DiffOptions.exact.allowedDiffPixels(of: 1_000_000) == 0)
    #expect(DiffOptions.exact.threshold == 0 && !DiffOptions.exact.detectAntialiasing)
}

@Test func theSmallerAllowanceWins() {
    // 1 % of 1000 pixels is 10; with at most 4 pixels given too, 4 wins; alone, 10.
    #expect(DiffOptions(maxDiffPixels: 4, maxDiffRatio: 0.01).allowedDiffPixels(of: 1000) == 4)
    #expect(DiffOptions(maxDiffRatio: 0.01).allowedDiffPixels(of: 1000) == 10)
    // 0.5 % of 999 is 4.995, rounded down to 4.
    #expect(DiffOptions(maxDiffRatio: 0.005).allowedDiffPixels(of: 999) == 4)
}
