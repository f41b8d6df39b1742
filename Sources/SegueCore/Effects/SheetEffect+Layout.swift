/// Where a presented screen and its presenting screen are at rest (openness 1), worked out once
/// from the effect and the canvas's device; the staging interpolates from the start (openness 0:
/// the presented screen just below the canvas, the presenting one as it was).
public struct SheetLayout: Hashable, Sendable {
    /// The canvas in points.
    public let canvas: Size
    /// The presented screen's box at rest in canvas points: a sheet from its top edge down past
    /// the canvas's bottom (by the corner radius, so only its top corners show rounded), a form
    /// sheet's card, or the whole canvas (full-screen styles).
    public let restFrame: Rect
    /// How far below `restFrame` the presented screen starts: from the canvas's bottom edge.
    public let travel: Double
    /// The presented screen's y that shows at the box's top: the safe-area top in a sheet (whose
    /// view has no top safe area), 0 full screen.
    public let contentInset: Double
    /// True for the sheet styles: the box clips its screen with rounded corners, the presenting
    /// screen dims, and a grabber may be drawn.
    public let isSheet: Bool
    /// The box's corner radius (sheets).
    public let cornerRadius: Double
    /// The grabber's frame in canvas points at rest, or `nil` for none.
    public let grabberFrame: Rect?
    /// The presenting screen at rest: scaled back at the large detent, else as it was.
    public let presenting: PresentingLook
    /// The presenting screen's corner radius before the presentation (the display's).
    public let presentingStartRadius: Double
    /// Where a sheet moving between detents starts (`SheetEffect.fromDetent`): its top edge at the
    /// start detent and the presenting screen's look there; `nil` for a presentation from below.
    public let start: Start?

    /// A sheet at a detent: its top edge and the presenting screen's look.
    public struct Start: Hashable, Sendable {
        public let top: Double
        public let presenting: PresentingLook
    }

    /// The presenting screen's look at rest: a scale about its centre, the y its top edge moves
    /// to, and its corner radius. `identity` leaves it as it was.
    public struct PresentingLook: Hashable, Sendable {
        public let scale: Double
        public let top: Double
        public let cornerRadius: Double

        public static let identity = PresentingLook(scale: 1, top: 0, cornerRadius: 0)
        public var isIdentity: Bool { scale == 1 && top == 0 }
    }

    /// The layout of `effect` on `device` for a canvas of `canvas` points.
    ///
    /// - A phone's page sheet (or form sheet, which compact width makes a page sheet) stands on
    ///   the bottom edge at its shown detent's top (`SheetEffect.sheetTop`); at the maximum
    ///   height the presenting screen scales to (W − 2·inset) / W about its centre with its top
    ///   `inset` above the sheet's and rounds its corners to `presentingCornerRadius`.
    /// - On iPad both sheet styles are a centred `formSheetSize` card (UIKit's iPad page sheet
    ///   is a wider card; Segue draws the form sheet's), the presenting screen only dimmed.
    /// - Full-screen styles cover the canvas.
    public init(effect: SheetEffect, device: Device, canvas: Size) {
        self.canvas = canvas
        let width = canvas.width, height = canvas.height
        presentingStartRadius = device.cornerRadius
        cornerRadius = effect.style.isSheet ? (effect.cornerRadius ?? SheetEffect.cornerRadius) : 0
        isSheet = effect.style.isSheet
        guard effect.style.isSheet else {
            restFrame = Rect(0, 0, width, height)
            travel = height
            contentInset = 0
            grabberFrame = nil
            presenting = .identity
            start = nil
            return
        }
        contentInset = device.safeArea.top
        let presenting: PresentingLook
        if device.idiom == .pad {
            let size = SheetEffect.formSheetSize
            restFrame = Rect((width - size.width) / 2, (height - size.height) / 2, size.width, size.height)
            presenting = .identity
            start = nil
        } else {
            // The sheet's top at a detent, and the presenting screen's look with the sheet there.
            func rest(_ detent: SheetDetent) -> Start {
                let value = SheetEffect.value(of: detent, on: device, height: height)
                let top = SheetEffect.sheetTop(forValue: value, on: device, height: height)
                let maximum = SheetEffect.maximumDetentValue(on: device, height: height)
                let inset = SheetEffect.presentingInset
                let look = value >= maximum && width > 2 * inset
                    ? PresentingLook(scale: (width - 2 * inset) / width, top: top - inset, cornerRadius: SheetEffect.presentingCornerRadius)
                    : .identity
                return Start(top: top, presenting: look)
            }
            let end = rest(effect.shownDetent(on: device, height: height))
            restFrame = Rect(0, end.top, width, height - end.top + cornerRadius)
            presenting = end.presenting
            start = effect.fromDetent.map(rest)
        }
        self.presenting = presenting
        travel = height - restFrame.minY
        let grabber = SheetEffect.grabberSize
        grabberFrame = effect.grabber
            ? Rect(restFrame.midX - grabber.width / 2, restFrame.minY + SheetEffect.grabberTop, grabber.width, grabber.height)
            : nil
    }
}
