import Testing
@testable import SegueCore

struct DeviceTests {
    @Test func presetsGiveApplesPixelResolutions() {
        // Points × scale are the resolutions Apple publishes for each display.
        func pixels(_ device: Device) -> (Int, Int) {
            let canvas = Canvas(device: device)
            return (canvas.pixelWidth, canvas.pixelHeight)
        }
        #expect(pixels(.iPhoneSE3) == (750, 1334))       // 375×667 @2x
        #expect(pixels(.iPhone16) == (1179, 2556))       // 393×852 @3x
        #expect(pixels(.iPhone16ProMax) == (1320, 2868)) // 440×956 @3x
        #expect(pixels(.iPadAir11) == (1640, 2360))      // 820×1180 @2x
    }

    @Test func safeAreasAndCornersAreTheSimulatorsValues() {
        #expect(Device.iPhone16.safeArea == EdgeInsets(top: 59, bottom: 34))
        #expect(Device.iPhone16ProMax.safeArea == EdgeInsets(top: 62, bottom: 34))
        #expect(Device.iPhoneSE3.safeArea == EdgeInsets(top: 20) && !Device.iPhoneSE3.hasHomeIndicator)
        #expect(Device.iPadAir11.safeArea == EdgeInsets(top: 24, bottom: 20) && Device.iPadAir11.idiom == .pad)
        #expect([Device.iPhoneSE3, .iPhone16, .iPhone16ProMax, .iPadAir11].map(\.cornerRadius) == [0, 55, 62, 18])
    }

    @Test func namesAreFoldedForLookup() {
        #expect(Device.named("iPhone 16 Pro Max") == .iPhone16ProMax)
        #expect(Device.named("iphone-16-pro-max") == .iPhone16ProMax)
        #expect(Device.named("IPHONE16") == .iPhone16)
        #expect(Device.named("iPhone SE (3rd generation)") == .iPhoneSE3)
        #expect(Device.named("iPad Air") == .iPadAir11)
        #expect(Device.named("iPad Air 11-inch (M2)") == .iPadAir11)
        #expect(Device.named("iPhone 7") == nil)
    }

    @Test func aPlainCanvasTakesThePresetOfItsSizeOrTheDefaultPhone() {
        #expect(Canvas(size: Size(unchecked: 393, 852)).chromeDevice == .iPhone16)
        #expect(Canvas().chromeDevice == .iPhone14) // 390×844, the default canvas
        #expect(Canvas(size: Size(unchecked: 500, 500)).chromeDevice == .iPhone14)
        #expect(Canvas(device: .iPadAir11).chromeDevice == .iPadAir11)
    }

    @Test func insetsMirrorForRightToLeft() {
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).mirrored == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    }
}
