extension SheetEffect {
    /// The stage layer names the sheet adds: the window's black behind everything (what a
    /// scaled-back presenting screen reveals), the dimming over the presenting screen, the
    /// clipping box the presented screen is drawn in, and the grabber above it.
    public static let stageIDs = (window: "window", dimming: "sheetDimming", sheet: "sheet", grabber: "sheetGrabber")

    struct Staging: EffectStaging {
        let toOnTop: Bool
        let layout: SheetLayout
        let crossFades: Bool
        /// A full-screen presentation: UIKit removes the presenting view once it is covered, so at
        /// the end only the window shows through a translucent presented screen.
        let removesPresenting: Bool
        let grabberColor: Color
        /// The presented screen's background lifted to the elevated level in dark appearance
        /// (`SheetEffect.elevatedBackground`), or `nil` to keep its own.
        var elevatedBackground: Color? = nil

        /// At openness q the presented screen is (1 − q) of `travel` below its rest box (at rest
        /// and fading in with opacity q when cross-fading), the dimming has opacity q, and the
        /// presenting screen is q of the way to its rest look.
        func stage(_ stage: inout TransitionStage, at instant: EffectInstant) {
            let q = instant.openness
            let ids = SheetEffect.stageIDs
            let canvas = Rect(origin: .zero, size: layout.canvas)
            stage.layers.insert(StageLayer(Layer(id: ids.window, frame: canvas, backgroundColor: .black)), at: 0)
            let startLook = layout.start?.presenting ?? .identity
            if !layout.presenting.isIdentity || !startLook.isIdentity {
                stage.update(stage.coveredID) { presentingLook(&$0, openness: q, canvasHeight: canvas.height) }
                // Light once the presenting screen is more than halfway to its scaled-back look.
                let scaledBack = startLook.isIdentity ? q : 1 - q
                if scaledBack >= SheetEffect.lightStatusBarOpenness { SheetEffect.lightenStatusBar(in: &stage) }
            }
            if removesPresenting, instant.fraction >= 1 {
                stage.update(stage.coveredID) { $0.opacity = 0 }
            }
            // Between two detents the presenting screen stays dimmed (every detent is dimmed unless
            // `largestUndimmedDetentIdentifier` says otherwise, which Segue does not model).
            let dimmed = layout.start == nil ? min(1, q) : 1
            if layout.isSheet, dimmed > 0 {
                let dimming = Layer(id: ids.dimming, frame: canvas, backgroundColor: SheetEffect.dimmingColor, opacity: dimmed)
                stage.insert(StageLayer(dimming), above: stage.coveredID)
            }
            // From below the canvas, or from the start detent's top (a spring's overshoot past
            // the end detent carries on, as UIKit's does).
            var offset = crossFades ? 0 : ((layout.start?.top).map { $0 - layout.restFrame.minY } ?? layout.travel) * (1 - q)
            if let start = layout.start, instant.overdrag != 0 {
                offset = SheetEffect.dragged(offset: offset, overdrag: instant.overdrag, start: start.top, end: layout.restFrame.minY,
                                             height: layout.canvas.height)
            }
            let opacity = crossFades ? min(1, max(0, q)) : 1
            guard layout.isSheet else {
                stage.update(stage.topID) {
                    $0.transform.translation = Vector(0, offset)
                    $0.opacity = opacity
                }
                return
            }
            stage.update(stage.topID) {
                $0.transform.translation = Vector(0, -layout.contentInset)
                if let elevatedBackground { $0.backgroundColor = elevatedBackground }
            }
            let box = Layer(id: ids.sheet, frame: layout.restFrame.offsetBy(Vector(0, offset)), cornerRadius: layout.cornerRadius,
                            opacity: opacity, masksToBounds: true)
            stage.wrap(stage.topID, in: box)
            if let frame = layout.grabberFrame {
                let grabber = Layer(id: ids.grabber, frame: frame.offsetBy(Vector(0, offset)), backgroundColor: grabberColor,
                                    cornerRadius: frame.height / 2, opacity: opacity)
                stage.insert(StageLayer(grabber), above: ids.sheet)
            }
        }

        /// (See `SheetEffect.dragged` for a finger past either detent.)
        ///
        /// The presenting screen q of the way from its look at rest before the presentation
        /// (unscaled, the display's corner radius) to `layout.presenting`: scale and radius
        /// interpolate, and its top edge moves linearly to the rest look's top (the translation
        /// makes up for the scale about the centre, which moves the top by H·(1 − s) / 2).
        ///
        /// Between two detents (`layout.start`) the start is the look at the start detent (the
        /// display's radius when it is not scaled back).
        func presentingLook(_ layer: inout Layer, openness q: Double, canvasHeight: Double) {
            let look = layout.presenting
            let from = layout.start?.presenting ?? .identity
            let fromRadius = from.isIdentity ? layout.presentingStartRadius : from.cornerRadius
            let toRadius = look.isIdentity ? layout.presentingStartRadius : look.cornerRadius
            let scale = from.scale + (look.scale - from.scale) * q
            layer.transform.scaleX = scale
            layer.transform.scaleY = scale
            layer.transform.translation = Vector(0, from.top + (look.top - from.top) * q - canvasHeight * (1 - scale) / 2)
            layer.cornerRadius = max(0, fromRadius + (toRadius - fromRadius) * q)
            layer.masksToBounds = true
        }
    }

    /// The UIScrollView rubber-band constant: past an edge the content moves
    /// c·x·d / (d + c·x) for a finger x points past it, d the view's height (the formula and
    /// 0.55 as public re-implementations of UIScrollView give them: Squawk's and BookPlayer's
    /// `rubberBandDistance`, Wave's `Rubberband`).
    static let rubberBandConstant = 0.55

    /// The sheet's offset below its rest box with a finger `overdrag` (a fraction of the gap
    /// between the detents) past either detent: the line through the two detents carried on,
    /// then, above the topmost one, the excess rubber-banded (`rubberBandConstant`, d = the
    /// canvas height), as UIKit's sheet resists being pulled past its largest detent; below the
    /// lower one it follows the finger, as a sheet pulled down toward dismissal does.
    static func dragged(offset: Double, overdrag: Double, start: Double, end: Double, height: Double) -> Double {
        let raw = offset - (start - end) * overdrag
        let top = end + raw, topmost = min(start, end)
        guard top < topmost else { return raw }
        let excess = topmost - top, c = rubberBandConstant
        return topmost - c * excess * height / (height + c * excess) - end
    }
}
