import SegueCore
import Testing

/// `Canvas.pixelSize(atScale:)`, the one rule for sizes derived from a canvas: rounded, and never
/// below 1 px on a side; the canvas's own size is checked, not clamped.
@Suite struct CanvasPixelSizeTests {
    @Test func derivedSidesRoundToTheNearestPixel() {
        // 390 × 844 pt at 0.25: 97.5 → 98 (half away from zero), 211.
        let canvas = Canvas(size: Size(unchecked: 390, 844), scale: 2)
        #expect(canvas.pixelSize(atScale: 0.25) == (98, 211))
        #expect(canvas.pixelSize(atScale: 2) == (canvas.pixelWidth, canvas.pixelHeight))
    }

    @Test func aSideBelowHalfAPixelIsOnePixel() {
        // 1 × 2001 pt fitted into 200 × 1000 px: 0.49975 px wide rounds to 0, kept at 1.
        let canvas = Canvas(size: Size(unchecked: 1, 2001), scale: 2)
        #expect(canvas.pixelSize(atScale: 1000.0 / 2001) == (1, 1000))
        #expect(Canvas(size: Size(unchecked: 2001, 1), scale: 2).pixelSize(atScale: 200.0 / 2001) == (200, 1))
    }

    @Test func theCanvasItselfIsStillRefusedBelowOnePixel() {
        // The clamp is for derived drawings only: a 0.4 × 0.4 pt canvas at 1× is 0 × 0 px.
        let canvas = Canvas(size: Size(unchecked: 0.4, 0.4), scale: 1)
        #expect(canvas.pixelWidth == 0 && !canvas.hasValidPixelSize)
        #expect(throws: SceneError.self) { try canvas.validate() }
    }
}
