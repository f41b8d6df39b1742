extension SheetEffect {
    /// While a page sheet holds the presenting screen scaled back, the status bar stands over the
    /// window's black: iOS 13–17 then draw it light (`UIStatusBarStyle.lightContent`), as any
    /// full-height sheet on a phone shows. UIKit switches the style during the animation at a
    /// moment it does not publish; Segue switches at openness ½.
    static let lightStatusBarOpenness = 0.5

    /// The overlay's status bar (`Scene.chromeIDs.statusBar`) drawn in white, each colour keeping
    /// its alpha (the battery's outline stays translucent); nothing happens without one.
    static func lightenStatusBar(in stage: inout TransitionStage) {
        guard var overlay = stage.overlay,
              let index = overlay.layer.sublayers.firstIndex(where: { $0.id == Scene.chromeIDs.statusBar }) else { return }
        whiten(&overlay.layer.sublayers[index])
        stage.overlay = overlay
    }

    private static func whiten(_ layer: inout Layer) {
        let white = { (color: Color) in Color.white.withAlpha(color.alpha) }
        layer.backgroundColor = layer.backgroundColor.map(white)
        switch layer.content {
        case .text(var text)?:
            text.color = white(text.color)
            layer.content = .text(text)
        case .shape(var shape)?:
            shape.fillColor = shape.fillColor.map(white)
            shape.strokeColor = shape.strokeColor.map(white)
            layer.content = .shape(shape)
        default: break
        }
        for index in layer.sublayers.indices { whiten(&layer.sublayers[index]) }
    }
}
