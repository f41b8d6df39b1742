/// The status bar as iOS draws it, as layers: the time, and the cellular signal, Wi-Fi and
/// battery glyphs drawn as paths, in the appearance's label colour.
///
/// Placement follows the device: on a phone with a notch or the Dynamic Island the time is
/// centred in the left "ear" and the glyphs in the right one, both on the safe area's middle
/// line (`safeArea.top / 2`: 29.5 pt on an iPhone 16, where the island spans 11...48 pt); on
/// the iPhone SE the time is centred, signal and Wi-Fi sit at the left and the battery at the
/// right; on an iPad the time is at the left and the glyphs at the right. Sizes are read from Apple's iOS UI design kit (Figma,
/// "iOS 18 and iPadOS 18"): a 17-point semibold time on phones with a home indicator, 12-point
/// elsewhere; signal bars 3 pt wide, 4 to 10.7 pt tall; a 25×12 pt battery with a 4.3 pt
/// corner radius.
public enum StatusBarLayout {
    /// The status bar's layer (id `statusBar`), canvas-wide and `device.safeArea.top` tall, with
    /// sublayers `statusBarTime`, `statusBarSignal`, `statusBarWiFi` and `statusBarBattery`.
    public static func layer(_ bar: StatusBarChrome, in context: ChromeContext) -> Layer {
        let device = context.device
        let width = context.canvas.width
        let height = max(device.safeArea.top, device.statusBarHeight)
        let midY = device.safeArea.top / 2
        let label = context.color("label")
        let large = device.idiom == .phone && device.hasHomeIndicator
        let timeSize: Double = large ? 17 : 12
        // The ears: the phone's width less the island (126 pt) or notch (~162 pt) in the middle.
        let earWidth = large ? (width - 126) / 2 : width / 3
        let timeFrame: Rect
        switch (device.idiom, large) {
        case (.phone, true): timeFrame = Rect(x: 0, y: midY - 11, width: earWidth, height: 22)
        case (.phone, false): timeFrame = Rect(x: width / 2 - 40, y: midY - 8, width: 80, height: 16)
        case (.pad, _): timeFrame = Rect(x: 20, y: midY - 8, width: 80, height: 16)
        }
        let time = Layer(id: "statusBarTime", frame: timeFrame,
                         content: .text(TextContent(string: bar.time, size: timeSize, weight: .semibold, color: label,
                                                    alignment: device.idiom == .pad ? .left : .center)))
        // The glyphs: on phones with a notch or island all three in the right ear, centred; on
        // the iPhone SE (a home-button phone) signal and Wi-Fi at the left, the battery at the
        // right, as iOS lays out a 20-point status bar; on iPad all three at the right.
        let glyphsWidth = 18 + 6 + 16 + 6 + 27.5
        let homeButtonPhone = device.idiom == .phone && !large
        let glyphsRight = large ? width - earWidth / 2 + glyphsWidth / 2 : width - (device.idiom == .pad ? 20 : 6)
        var x = homeButtonPhone ? 6 : glyphsRight - glyphsWidth
        let signal = Layer(id: "statusBarSignal", frame: Rect(x: x, y: midY - 5.5, width: 18, height: 11),
                           content: .shape(ShapeContent(path: signalPath(), fillColor: label)))
        x += 18 + 6
        let wifi = Layer(id: "statusBarWiFi", frame: Rect(x: x, y: midY - 5.5, width: 16, height: 11.5),
                         content: .shape(ShapeContent(path: wifiPath(), fillColor: label)))
        x = homeButtonPhone ? width - 6 - 27.5 : x + 16 + 6
        let battery = Layer(id: "statusBarBattery", frame: Rect(x: x, y: midY - 6, width: 27.5, height: 12),
                            content: .shape(ShapeContent(path: batteryOutline(), fillColor: label.withAlpha(label.alpha * 0.35), fillRule: .evenOdd)),
                            sublayers: [Layer(id: "statusBarBatteryLevel", frame: Rect(x: 2, y: 2, width: 21 * min(1, max(0, bar.battery)), height: 8),
                                              backgroundColor: label, cornerRadius: 2.5)])
        return Layer(id: Scene.chromeIDs.statusBar, frame: Rect(x: 0, y: 0, width: width, height: height),
                     sublayers: [time, signal, wifi, battery])
    }

    /// Four bars 3 pt wide with 2 pt gaps, 4, 6.3, 8.7 and 11 pt tall, bottom-aligned in 18×11.
    static func signalPath() -> BezierPath {
        var path = BezierPath()
        for (index, height) in [4.0, 6.3, 8.7, 11].enumerated() {
            path.append(.roundedRect(Rect(x: Double(index) * 5, y: 11 - height, width: 3, height: height), cornerRadius: 1))
        }
        return path
    }

    /// Wi-Fi: a dot-ended wedge and two rings of a 90° fan opening upward, centred at the box's
    /// bottom middle (16×11.5 pt), with 1.5 pt gaps between them.
    static func wifiPath() -> BezierPath {
        let centre = Point(8, 11.5)
        let start = -Double.pi * 3 / 4, end = -Double.pi / 4
        var path = BezierPath()
        // The wedge: a sector of radius 4.
        path.move(to: centre)
        path.addArc(withCenter: centre, radius: 4, startAngle: start, endAngle: end, clockwise: true)
        path.close()
        // Two rings (annular sectors) 2.5 pt thick.
        for inner in [5.5, 9.0] {
            let outer = inner + 2.5
            path.addArc(withCenter: centre, radius: outer, startAngle: start, endAngle: end, clockwise: true)
            path.addArc(withCenter: centre, radius: inner, startAngle: end, endAngle: start, clockwise: false)
            path.close()
        }
        return path
    }

    /// The battery's outline, a 1-point ring of a 25×12 rounded rectangle, and its cap at the
    /// right (1.5×4), one path filled even-odd (the ring is the outer shape less the inner).
    static func batteryOutline() -> BezierPath {
        var path = BezierPath.roundedRect(Rect(x: 0, y: 0, width: 25, height: 12), cornerRadius: 4.3)
        path.append(.roundedRect(Rect(x: 1, y: 1, width: 23, height: 10), cornerRadius: 3.3))
        path.append(.roundedRect(Rect(x: 26, y: 4, width: 1.5, height: 4), cornerRadius: 0.75))
        return path
    }
}

/// The home indicator: a 134×5-point capsule 8 pt above the bottom edge on phones (320×5 on
/// iPad), in the label colour, as Apple's iOS design kit draws it.
public enum HomeIndicatorLayout {
    /// The home indicator's layer (id `homeIndicator`).
    public static func layer(in context: ChromeContext) -> Layer {
        let width: Double = context.device.idiom == .pad ? 320 : 134
        let frame = Rect(x: (context.canvas.width - width) / 2, y: context.canvas.height - 8 - 5, width: width, height: 5)
        return Layer(id: Scene.chromeIDs.homeIndicator, frame: frame, backgroundColor: context.color("label"), cornerRadius: 2.5)
    }
}
