import Testing
import SegueKit

/// UIColor and CGColor: components as UIKit documents them, read back through `getRed`.
struct ColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    @Test func systemBlueIsUIKitsLightModeValue() {
        // #007AFF: 0, 122/255, 1.
        let blue: [CGFloat] = [0, 122.0 / 255, 1, 1]
        #expect(rgba(.systemBlue) == blue)
        // secondaryLabel is #3C3C43 at 60 % (0x99 = 153).
        let secondaryLabel: [CGFloat] = [60.0 / 255, 60.0 / 255, 67.0 / 255, 153.0 / 255]
        #expect(rgba(.secondaryLabel) == secondaryLabel)
    }

    @Test func aDynamicColourIsItsLightValueAndTheTintIsSystemBlue() {
        // The provider is asked once with a light trait collection, the appearance SegueKit draws.
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .systemMint }
        let mint: [CGFloat] = [0, 199.0 / 255, 190.0 / 255, 1]   // systemMint #00C7BE
        let cyan: [CGFloat] = [50.0 / 255, 173.0 / 255, 230.0 / 255, 1]   // systemCyan #32ADE6
        #expect(rgba(dynamic) == mint)
        #expect(rgba(.tintColor) == rgba(.systemBlue))
        #expect(rgba(.systemCyan) == cyan)
    }

    @Test func fixedColoursHaveTheirDocumentedComponents() {
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        let third: CGFloat = 1.0 / 3
        #expect(rgba(.darkGray) == [third, third, third, 1])
        #expect(rgba(.clear) == [0, 0, 0, 0])
    }

    @Test func withAlphaComponentKeepsTheColour() {
        let red: [CGFloat] = [1, 59.0 / 255, 48.0 / 255, 0.25] // #FF3B30
        #expect(rgba(UIColor.systemRed.withAlphaComponent(0.25)) == red)
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor.gray)
    }

    @Test func cgColorRoundTripsAndClampsToTheDrawnRange() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(color.cgColor.components == [0.2, 0.4, 0.6, 0.8])
        #expect(UIColor(cgColor: color.cgColor) == color)
        // Extended sRGB (1.2, −0.1) is clamped to what Segue draws; NaN counts as 0.
        #expect(CGColor(red: 1.2, green: -0.1, blue: .nan, alpha: 1).components == [1, 0, 0, 1])
        #expect(CGColor(gray: 0.5, alpha: 1).copy(alpha: 0.5)?.alpha == 0.5)
    }
}
