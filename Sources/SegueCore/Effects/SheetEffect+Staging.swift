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
            if !layout.presenting.isIdentity {
                stage.update(stage.coveredID) { presentingLook(&$0, openness: q, canvasHeight: canvas.height) }
                if q >= SheetEffect.lightStatusBarOpenness { SheetEffect.lightenStatusBar(in: &stage) }
            }
            if removesPresenting, instant.fraction >= 1 {
                stage.update(stage.coveredID) { $0.opacity = 0 }
            }
            if layout.isSheet, q > 0 {
                let dimming = Layer(id: ids.dimming, frame: canvas, backgroundColor: SheetEffect.dimmingColor, opacity: min(1, q))
                stage.insert(StageLayer(dimming), above: stage.coveredID)
            }
            let offset = crossFades ? 0 : layout.travel * (1 - q)
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

        /// The presenting screen q of the way from its look at rest before the presentation
        /// (unscaled, the display's corner radius) to `layout.presenting`: scale and radius
        /// interpolate, and its top edge moves linearly to the rest look's top (the translation
        /// makes up for the scale about the centre, which moves the top by H·(1 − s) / 2).
        func presentingLook(_ layer: inout Layer, openness q: Double, canvasHeight: Double) {
            let look = layout.presenting
            let scale = 1 + (look.scale - 1) * q
            layer.transform.scaleX = scale
            layer.transform.scaleY = scale
            layer.transform.translation = Vector(0, look.top * q - canvasHeight * (1 - scale) / 2)
            layer.cornerRadius = max(0, layout.presentingStartRadius + (look.cornerRadius - layout.presentingStartRadius) * q)
            layer.masksToBounds = true
        }
    }
}
