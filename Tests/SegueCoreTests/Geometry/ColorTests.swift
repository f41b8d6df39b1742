import Testing
import SegueCore

struct ColorTests {
    @Test func parsesSixDigitHex() throws {
        // FF = 255 → 1, 80 = 128 → 128/255, 00 → 0; alpha defaults to 1.
        let c = try Color(hex: "#FF8000")
        #expect(c == Color(unchecked: 1, 128.0 / 255, 0, 1))
    }

    @Test func parsesEightDigitHexInLowercase() throws {
        // The last byte is alpha: 0x80 = 128.
        let c = try Color(hex: "#00ff0080")
        #expect(c == Color(unchecked: 0, 1, 0, 128.0 / 255))
    }

    @Test(arguments: ["FF8000", "#FF80", "#FF800", "#GG0000", "#FF8000F", ""])
    func rejectsMalformedHex(_ text: String) {
        #expect(throws: GeometryError("expected a colour #RRGGBB or #RRGGBBAA, found \"\(text)\"")) {
            _ = try Color(hex: text)
        }
    }

    @Test func hexStringRoundTrips() throws {
        #expect(try Color(hex: "#FF8000").hexString == "#FF8000")
        #expect(try Color(hex: "#00FF0080").hexString == "#00FF0080")
    }

    @Test func lerpMidpointOfBlackAndWhiteIsHalfGrey() {
        // Component-wise: 0 + (1 − 0)·0.5 = 0.5; alpha stays 1.
        #expect(Color.black.lerp(to: .white, 0.5) == Color(unchecked: 0.5, 0.5, 0.5, 1))
    }

    @Test func lerpOvershootIsClamped() {
        // 0 + 1·1.5 = 1.5 → 1.
        #expect(Color.black.lerp(to: .white, 1.5) == Color.white)
    }

    /// Each value with the way the message writes it.
    @Test(arguments: [(Double.nan, "nan"), (-0.1, "-0.1"), (1.5, "1.5")])
    func rejectsComponentsOutsideZeroToOne(_ value: Double, _ found: String) {
        #expect(throws: GeometryError("red: expected a number in 0...1, found \(found)")) {
            _ = try Color(red: value, green: 0, blue: 0)
        }
        #expect(throws: GeometryError("alpha: expected a number in 0...1, found \(found)")) {
            _ = try Color(red: 0, green: 0, blue: 0, alpha: value)
        }
    }

    @Test func withAlphaClamps() {
        #expect(Color.black.withAlpha(2).alpha == 1)
        #expect(Color.black.withAlpha(.nan).alpha == 0)
    }
}
