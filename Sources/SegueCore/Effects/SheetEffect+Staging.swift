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
        ///
        /// Between detents (`layout.start`) the sheet's top is where the pan has it
        /// (`SheetLayout.draggedTop` at q plus the over-drag), and the presenting screen and the
        /// dimming follow that top (`scaledBack(atTop:)`, `dimming(atTop:)`).
        func stage(_ stage: inout TransitionStage, at instant: EffectInstant) {
            let q = instant.openness
            let ids = SheetEffect.stageIDs
            let canvas = Rect(origin: .zero, size: layout.canvas)
            stage.layers.insert(StageLayer(Layer(id: ids.window, frame: canvas, backgroundColor: .black)), at: 0)
            // A finger (an over-drag, or a position the pan sets) is resisted past the detents.
            let top = layout.start == nil ? nil : layout.draggedTop(at: q + instant.overdrag, banded: instant.overdrag != 0)
            let look = top == nil ? layout.presenting : layout.topmostLook
            if !look.isIdentity {
                let scaledBack = top.map(layout.scaledBack(atTop:)) ?? q
                stage.update(stage.coveredID) { presentingLook(&$0, look, progress: scaledBack, canvasHeight: canvas.height) }
                // Light once the presenting screen is more than halfway to its scaled-back look.
                if scaledBack >= SheetEffect.lightStatusBarOpenness { SheetEffect.lightenStatusBar(in: &stage) }
            }
            if removesPresenting, instant.fraction >= 1 {
                stage.update(stage.coveredID) { $0.opacity = 0 }
            }
            let dimmed = top.map(layout.dimming(atTop:)) ?? min(1, q)
            if layout.isSheet, dimmed > 0 {
                let dimming = Layer(id: ids.dimming, frame: canvas, backgroundColor: SheetEffect.dimmingColor, opacity: dimmed)
                stage.insert(StageLayer(dimming), above: stage.coveredID)
            }
            // From below the canvas, or where the pan has it between detents (a spring's
            // overshoot past the end detent carries on, as UIKit's does).
            let offset = top.map { $0 - layout.restFrame.minY } ?? (crossFades ? 0 : layout.travel * (1 - q))
            let opacity = crossFades ? min(1, max(0, q)) : 1
            guard layout.isSheet else {
                stage.update(stage.topID) {
                    $0.transform.translation = Vector(0, offset)
                    $0.opacity = opacity
                }
                return
            }
            var background: Color? = nil
            stage.update(stage.topID) {
                $0.transform.translation = Vector(0, -layout.contentInset)
                if let elevatedBackground { $0.backgroundColor = elevatedBackground }
                background = $0.backgroundColor
            }
            var box = Layer(id: ids.sheet, frame: layout.restFrame.offsetBy(Vector(0, offset)), cornerRadius: layout.cornerRadius,
                            opacity: opacity, masksToBounds: true)
            if let top {
                // Between detents the sheet reaches from its top edge to the canvas's bottom at any
                // detent, and pulled up so far that its screen ends above the bottom edge (its top
                // above the content inset) it stretches, its background filling the rest, rather
                // than lifting off the bottom edge.
                box.frame = Rect(layout.restFrame.minX, top, layout.restFrame.width, max(0, layout.canvas.height - top) + layout.cornerRadius)
                if top < layout.contentInset, let background { box.backgroundColor = background }
            }
            stage.wrap(stage.topID, in: box)
            if let frame = layout.grabberFrame {
                let grabber = Layer(id: ids.grabber, frame: frame.offsetBy(Vector(0, offset)), backgroundColor: grabberColor,
                                    cornerRadius: frame.height / 2, opacity: opacity)
                stage.insert(StageLayer(grabber), above: ids.sheet)
            }
        }

        /// The presenting screen `progress` of the way from its look before the presentation
        /// (unscaled, the display's corner radius) to `look`: scale and radius interpolate, and
        /// its top edge moves linearly to the look's top (the translation makes up for the scale
        /// about the centre, which moves the top by H·(1 − s) / 2).
        func presentingLook(_ layer: inout Layer, _ look: SheetLayout.PresentingLook, progress k: Double, canvasHeight: Double) {
            let fromRadius = layout.presentingStartRadius
            let scale = 1 + (look.scale - 1) * k
            layer.transform.scaleX = scale
            layer.transform.scaleY = scale
            layer.transform.translation = Vector(0, look.top * k - canvasHeight * (1 - scale) / 2)
            layer.cornerRadius = max(0, fromRadius + (look.cornerRadius - fromRadius) * k)
            layer.masksToBounds = true
        }
    }

    /// The UIScrollView rubber-band constant: past an edge the content moves
    /// c·x·d / (d + c·x) for a finger x points past it, d the view's height (the formula and
    /// 0.55 as public re-implementations of UIScrollView give them: Squawk's and BookPlayer's
    /// `rubberBandDistance`, Wave's `Rubberband`).
    static let rubberBandConstant = 0.55

    /// How far a finger `excess` points past an edge moves the sheet: c·x·d / (d + c·x), d
    /// the canvas `height` (`rubberBandConstant`).
    static func rubberBanded(_ excess: Double, height: Double) -> Double {
        let c = rubberBandConstant
        return c * excess * height / (height + c * excess)
    }
}
