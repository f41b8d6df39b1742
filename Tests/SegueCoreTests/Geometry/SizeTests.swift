import Testing
import SegueCore

struct SizeTests {
    @Test func validSizeKeepsItsComponents() throws {
        let size = try Size(width: 3, height: 0)
        #expect(size.width == 3 && size.height == 0)
        #expect(size.isEmpty)
    }

    /// Each width with the way the message writes it (a whole number without ".0").
    @Test(arguments: [(-1.0, "-1"), (.nan, "nan"), (.infinity, "inf")])
    func invalidWidthThrowsNamingTheParameter(_ width: Double, _ found: String) {
        #expect(throws: GeometryError("width: expected a finite non-negative number, found \(found)")) {
            _ = try Size(width: width, height: 1)
        }
    }

    @Test func invalidHeightThrowsNamingTheParameter() {
        #expect(throws: GeometryError("height: expected a finite non-negative number, found -0.5")) {
            _ = try Size(width: 1, height: -0.5)
        }
    }

    @Test func lerpIsComponentWise() {
        // Halfway from 10×20 to 30×40 is 20×30.
        #expect(Size(unchecked: 10, 20).lerp(to: Size(unchecked: 30, 40), 0.5) == Size(unchecked: 20, 30))
    }

    @Test func lerpOvershootNeverGoesNegative() {
        // Extrapolating to fraction −1 from 10 toward 30 gives 10 + 20·(−1) = −10, clamped to 0.
        #expect(Size(unchecked: 10, 10).lerp(to: Size(unchecked: 30, 30), -1) == Size.zero)
    }
}
