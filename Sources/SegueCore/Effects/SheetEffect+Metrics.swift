#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIKit's sheet metrics (iOS 17), each with where it comes from. UIKit publishes few of them:
/// where Apple's documentation is silent, the value is a public re-implementation's or a
/// published measurement's, and says so.
extension SheetEffect {
    /// The duration of a system presentation or dismissal, in seconds: 0.5, the duration UIKit's
    /// private presentation curve ("curve 7", shared with the keyboard) is logged with.
    public static let defaultDuration = 0.5

    /// The spring UIKit's presentations run on. The curve is private; printing the animations of
    /// a block run with it logs a `CASpringAnimation` of mass 3, stiffness 1000, damping 500 and
    /// duration 0.5 (Apple Developer Forums thread 48088, "iOS Keyboard show animation curve
    /// control points"; `UISpringTimingParameters()`'s default damping ratio 4.56 is the same
    /// spring: 500 / (2·√3000) = 4.56). Taken literally that spring is overdamped and would be
    /// only 63 % of the way at 0.5 s, which is not what the screen shows; the Flutter engine's
    /// re-implementation of the keyboard curve (`SpringAnimation`, same three values) evaluates
    /// it as critically damped at ω₀ = √(k/m) = 18.26 rad/s, and its test asserts the target is
    /// reached within 0.1 % by 0.6 s. Segue does the same: mass 3, stiffness 1000, damping
    /// 2·√(3·1000) (ratio 1), within 0.11 % of the target at 0.5 s. No bounce, so Reduce
    /// Motion's "springs lose their bounce" changes nothing.
    public static let spring: Spring = {
        // The values satisfy every invariant of `Spring.init` (positive, finite).
        try! Spring(mass: 3, stiffness: 1000, damping: 2 * (3.0 * 1000).squareRoot())
    }()

    /// `spring` as a template timing.
    public static let defaultTiming = Timing.spring(.physical(spring))

    /// The radius of a sheet's corners, in points: 10 on iOS 13 to 17 (a `preferredCornerRadius`
    /// of `nil` keeps it; iOS 18 and 26 draw larger ones). VDPresent's page-sheet
    /// re-implementation (dankinsoid/VDPresent, `UIPresentation+PageSheet.swift`) uses 10 too.
    public static let cornerRadius = 10.0

    /// How far below the safe area's top the large detent's sheet begins, in points: 10
    /// (VDPresent's `minOffset`, inside the safe area; the gap the presenting screen shows above
    /// a full-height sheet).
    public static let largeTopGap = 10.0

    /// How far the scaled-back presenting screen's sides are inset, and its top raised above the
    /// sheet's, in points: 12, VDPresent's 1.2 × the corner radius. On a 393-point iPhone 16 the
    /// presenting screen is scaled to (393 − 24) / 393 = 0.939.
    public static let presentingInset = 12.0

    /// The presenting screen's corner radius once scaled back, in points: 10, from the
    /// display's own radius at rest (`Device.cornerRadius`, 0 on the iPhone SE), as VDPresent
    /// animates it.
    public static let presentingCornerRadius = 10.0

    /// The dimming over the presenting screen at rest: VDPresent's `pageSheetBackground`,
    /// RGB (0.21, 0.21, 0.23) at alpha 0.37. UIKit's `UIDimmingView` colour is private.
    public static let dimmingColor = Color(unchecked: 0.21, 0.21, 0.23, 0.37)

    /// The grabber (`prefersGrabberVisible`): 36 × 5 points, centred, 5 points below the sheet's
    /// top, a 2.5-point radius. UIKit's values are private and not measured here: this is the
    /// size re-implementations reproduce (Segue's own `share-sheet` screen draws 35 × 5 at 5).
    /// Its colour is the system colour `tertiaryLabel` (UIKit draws it with a vibrant fill; over
    /// a white sheet `tertiaryLabel` gives about #C4C4C7, the light grey it shows).
    public static let grabberSize = Size(unchecked: 36, 5)
    /// The grabber's distance from the sheet's top edge, in points.
    public static let grabberTop = 5.0
    /// The system colour the grabber is drawn in.
    public static let grabberColorName = "tertiaryLabel"

    /// A form sheet's size on iPad, in points: 540 × 620, `UIModalPresentationFormSheet`'s
    /// classic `preferredContentSize` when the presented controller sets none.
    public static let formSheetSize = Size(unchecked: 540, 620)

    /// The top of a large-detent sheet on `device`: its safe-area top plus `largeTopGap` (69 on
    /// an iPhone 16, 30 on an iPhone SE).
    public static func largeTop(on device: Device) -> Double { device.safeArea.top + largeTopGap }

    /// The largest detent value on `device` in a canvas `height` points tall
    /// (`UISheetPresentationControllerDetentResolutionContext.maximumDetentValue`): the large
    /// sheet's height within its safe area, height − `largeTop` − the bottom safe area (a detent's
    /// value is "a height within the safe area of the sheet", Apple's documentation of
    /// `custom(identifier:resolver:)`). iPhone 16: 852 − 69 − 34 = 749.
    public static func maximumDetentValue(on device: Device, height: Double) -> Double {
        max(0, height - largeTop(on: device) - device.safeArea.bottom)
    }

    /// The medium detent's value: half the maximum. Apple documents `.medium()` as
    /// "approximately half the height of the screen" and the Human Interface Guidelines (Sheets)
    /// as "about half of the fully expanded height"; UIKit's exact rule is private, so Segue
    /// takes half of `maximumDetentValue`: 374.5 on an iPhone 16, (667 − 30 − 0) / 2 = 318.5 on
    /// an iPhone SE.
    public static func mediumHeight(on device: Device, height: Double) -> Double {
        maximumDetentValue(on: device, height: height) / 2
    }

    /// `detent`'s value on `device`: medium's, the maximum for large, a custom height clamped to
    /// the maximum (UIKit clamps a resolver's value).
    public static func value(of detent: SheetDetent, on device: Device, height: Double) -> Double {
        let maximum = maximumDetentValue(on: device, height: height)
        switch detent {
        case .medium: return mediumHeight(on: device, height: height)
        case .large: return maximum
        case .height(let h): return min(max(0, h), maximum)
        }
    }

    /// The sheet's top edge at rest for a detent of `value`: the sheet is the value plus the
    /// bottom safe area tall, standing on the canvas's bottom edge.
    public static func sheetTop(forValue value: Double, on device: Device, height: Double) -> Double {
        height - value - device.safeArea.bottom
    }

    /// The detent the sheet is shown at: `detent`, else the smallest of `detents` on the device
    /// (Apple: a `nil` `selectedDetentIdentifier` "displays at the smallest detent").
    func shownDetent(on device: Device, height: Double) -> SheetDetent {
        if let detent { return detent }
        return detents.min { SheetEffect.value(of: $0, on: device, height: height) < SheetEffect.value(of: $1, on: device, height: height) }
            ?? .large
    }
}
