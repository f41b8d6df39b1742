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
    /// Between detents (`start` set): every detent's top edge, topmost first; empty otherwise.
    public let detentTops: [DetentTop]
    /// Between detents: the presenting screen's look with the sheet at the topmost detent.
    public let topmostLook: PresentingLook
    /// Between detents: the sheet cannot be dismissed (`SheetEffect.modalInPresentation`).
    public let isModal: Bool

    /// A detent and the sheet's top edge at rest there, in canvas points.
    public struct DetentTop: Hashable, Sendable {
        public let detent: SheetDetent
        public let top: Double
    }

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
            detentTops = []
            topmostLook = .identity
            isModal = false
            return
        }
        contentInset = device.safeArea.top
        let presenting: PresentingLook
        if device.idiom == .pad {
            let size = SheetEffect.formSheetSize
            restFrame = Rect((width - size.width) / 2, (height - size.height) / 2, size.width, size.height)
            presenting = .identity
            start = nil
            detentTops = []
            topmostLook = .identity
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
            detentTops = start == nil ? [] : effect.detents.enumerated()
                .map { (index: $0.offset, top: DetentTop(detent: $0.element, top: rest($0.element).top)) }
                .sorted { ($0.top.top, $0.index) < ($1.top.top, $1.index) }.map(\.top)
            topmostLook = detentTops.first.map { rest($0.detent).presenting } ?? .identity
        }
        isModal = effect.modalInPresentation
        self.presenting = presenting
        travel = height - restFrame.minY
        let grabber = SheetEffect.grabberSize
        grabberFrame = effect.grabber
            ? Rect(restFrame.midX - grabber.width / 2, restFrame.minY + SheetEffect.grabberTop, grabber.width, grabber.height)
            : nil
    }

    /// The sheet's top edge with the pan at `position` (fractions of the way from the start
    /// detent's top to the end detent's, past either by the over-drag), between detents: on the
    /// line through the two detents, except that above the topmost detent the excess is
    /// rubber-banded (`SheetEffect.rubberBanded`, d = the canvas height), as UIKit's sheet resists
    /// being pulled past its largest detent, and so is the excess below the lowest detent of a
    /// modal sheet; a sheet that may be dismissed follows the finger down. Only a finger is
    /// resisted (`banded`): an animation's overshoot past a detent carries on, as UIKit's does.
    public func draggedTop(at position: Double, banded: Bool = true) -> Double {
        guard let start, let topmost = detentTops.first?.top, let lowest = detentTops.last?.top else { return restFrame.minY }
        let raw = start.top + (restFrame.minY - start.top) * position
        guard banded else { return raw }
        if raw < topmost { return topmost - SheetEffect.rubberBanded(topmost - raw, height: canvas.height) }
        if isModal, raw > lowest { return lowest + SheetEffect.rubberBanded(raw - lowest, height: canvas.height) }
        return raw
    }

    /// How far the presenting screen is scaled back with the sheet's top at `top`, between
    /// detents: 1 at the topmost detent when that is the maximum height (`topmostLook`), 0 at
    /// the next detent down and below, linear between (the two-detent case of the presentation's
    /// openness); 0 throughout when the topmost detent does not scale it back.
    public func scaledBack(atTop top: Double) -> Double {
        guard !topmostLook.isIdentity, let high = detentTops.first?.top else { return 0 }
        guard let low = detentTops.first(where: { $0.top > high })?.top else { return top <= high ? 1 : 0 }
        return min(1, max(0, (low - top) / (low - high)))
    }

    /// How dark the dimming is with the sheet's top at `top`, between detents: full at every
    /// detent (UIKit dims them all unless `largestUndimmedDetentIdentifier` says otherwise,
    /// which Segue does not model), fading linearly to nothing as the sheet goes from its lowest
    /// detent down to the canvas's bottom edge, as it does when the sheet is dragged to dismiss.
    public func dimming(atTop top: Double) -> Double {
        guard let lowest = detentTops.last?.top, canvas.height > lowest else { return 1 }
        return min(1, max(0, (canvas.height - top) / (canvas.height - lowest)))
    }
}
