import Testing
import SegueCore

struct SizeTests {
    @Test func validSizeKeepsItsComponents() throws {
        let size = try Size(width: 3, height: 0)
        #expect(size.width == 3 && size.height == 0)
        #expect(size.isEmpty)
    }

    @Test(arguments: [-1.0, .nan, .infinity])
    func invalidWidthThrowsNamingTheParameter(_ width: Double) {
        #expect {
            _ = try Size(width: width, height: 1)
        } throws: { error in
            (error as? GeometryError)?.message.hasPrefix("width: expected a finite non-negative number") == true
        }
    }

    @Test func invalidHeightThrowsNamingTheParameter() {
        #expect {
            _ = try Size(width: 1, height: -0.5)
        } throws: { error in
            (error as? GeometryError)?.message == "height: expected a finite non-negative number, found -0.5"
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
