import SegueCore

/// The screen an animation is recorded on: `UIScreen.main.bounds` is the recording's canvas in
/// points and `scale` its pixels per point (Apple's UIScreen documentation).
///
/// Before any recording sets it, the screen is an iPhone 14's or 15's: 390 × 844 points at scale
/// 3. Main-actor isolated, as UIScreen is on iOS.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen of the recording under way (or of the next one).
    public static let main = UIScreen()

    override private init() { super.init() }

    /// The canvas in points, at the origin.
    open var bounds: CGRect {
        let canvas = ScreenCanvas.current
        return CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    }

    /// Pixels per point (2 or 3 on current iPhones).
    open var scale: CGFloat { ScreenCanvas.current.scale }

    /// Sets the canvas for the recorder: `size` in points, `scale` in pixels per point and the
    /// text size fonts are scaled to.
    static func setCanvas(size: CGSize, scale: CGFloat, contentSize: ContentSizeCategory = .large) {
        ScreenCanvas.current = ScreenCanvas(width: size.width, height: size.height, scale: scale, contentSize: contentSize)
    }
}

/// The canvas `UIScreen.main` reports, readable from any thread (UIImage(named:) picks its file
/// by the scale) and set only by the recorder.
struct ScreenCanvas: Hashable, Sendable {
    var width: CGFloat
    var height: CGFloat
    var scale: CGFloat
    /// The recording's text size (`TransitionRecorder.preferredContentSizeCategory`).
    var contentSize: ContentSizeCategory = .large

    /// An iPhone 14's and 15's screen: 390 × 844 points at 3 pixels per point.
    static let iPhone = ScreenCanvas(width: 390, height: 844, scale: 3)

    /// The canvas of the recording under way (kept by the session's runtime, so it reverts to
    /// the iPhone's when the recording ends).
    static var current: ScreenCanvas {
        get { Runtime.withCurrent { $0.screen } }
        set { Runtime.withCurrent { $0.screen = newValue } }
    }
}
