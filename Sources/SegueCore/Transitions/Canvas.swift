/// The drawing surface: a size in points, a scale that gives its pixels, and a frame rate.
///
/// One rule for every way a canvas is made (templates, `--scale` and `--fps`, golden overrides,
/// scenes built in code), checked by `validate()`: sides positive and finite, a scale in
/// `scaleRange`, a frame rate in `fpsRange`, 1 to `maxPixelSide` whole pixels on each side and
/// `maxPixelCount` in all.
public struct Canvas: Hashable, Sendable {
    /// The canvas size in points (by default 390×844, an iPhone's).
    public var size: Size
    /// Pixels per point (1, 2, 3 as on iPhones).
    public var scale: Double
    /// Frames per second of the frame clock.
    public var fps: Int
    /// Light or dark: the values the screens' system colours (`label`, `systemBlue`, …) were
    /// given when the template was read; only recorded here, evaluation does not depend on it.
    public var appearance: Appearance = .light
    /// The person's text size (`ContentSizeCategory`, default `large`): the size text layers
    /// that name a `textStyle` were given when the template was read, and how far system chrome's
    /// titles and labels grow (`NavigationBarMetrics`).
    public var contentSize: ContentSizeCategory = .large
    /// The device the canvas is (a `Device` preset, which gave its size and scale), or `nil`
    /// for a plain canvas; chrome then takes the metrics of `Device.matching(size)`.
    public var device: Device? = nil

    /// A canvas; the defaults are a 390×844-point iPhone screen at 2× and 60 fps. Nothing is
    /// checked here (`validate()` is).
    public init(size: Size = Size(unchecked: 390, 844), scale: Double = 2, fps: Int = 60) {
        self.size = size
        self.scale = scale
        self.fps = fps
    }

    /// A canvas of `device`'s size and scale.
    public init(device: Device, fps: Int = 60) {
        self.init(size: device.size, scale: device.scale, fps: fps)
        self.device = device
    }

    /// How the canvas is held: its device's orientation, or the one a plain canvas was turned to
    /// (`oriented(_:)`); portrait for a plain canvas never turned, whatever its shape.
    public var orientation: Orientation { device?.orientation ?? plainOrientation }

    /// The orientation `oriented(_:)` gave a canvas without a device.
    private var plainOrientation: Orientation = .portrait

    /// The canvas held as `orientation`: its device turned (size, safe area, status bar), or a
    /// plain canvas's sides swapped when they do not already run that way, its chrome then laid
    /// out as its size's preset held so (`chromeDevice`).
    public func oriented(_ orientation: Orientation) -> Canvas {
        var canvas = self
        if let device {
            canvas.device = device.oriented(orientation)
            canvas.size = device.oriented(orientation).size
        } else {
            let wide = size.width > size.height
            if (orientation == .landscape) != wide && size.width != size.height { canvas.size = Size(unchecked: size.height, size.width) }
            canvas.plainOrientation = orientation
        }
        return canvas
    }

    /// The metrics chrome is laid out with: the canvas's device, or the preset of its size,
    /// or the default phone's.
    public var chromeDevice: Device { device ?? Device.matching(size, orientation: orientation) }

    /// Pixels per point a canvas may have: iPhones use 1 to 3, 4 gives extra-sharp documentation
    /// images, and below 1 gives quick low-resolution previews (0.25: a quarter of the points).
    public static let scaleRange: ClosedRange<Double> = 0.25...4
    /// Frames per second a canvas may have: 240 is beyond any display's refresh rate.
    public static let fpsRange: ClosedRange<Int> = 1...240
    /// The most pixels on a side (Cairo draws up to 32767; a strip of frames side by side stays below).
    public static let maxPixelSide = 16_384
    /// The most pixels in all: 25 megapixels (100 MB a surface) holds every Apple screen at
    /// 3× (the 13-inch iPad Pro, 2064×2752 pt at 2×, is 5.7 MP; at 4×, 22.7 MP). A 16384²
    /// canvas (1 GiB a surface) could not keep one frame within the memory bound of docs/performance.md.
    public static let maxPixelCount = 25_000_000

    /// The pixel width, `size.width · scale` rounded to a whole pixel (0 when not finite).
    public var pixelWidth: Int { Canvas.pixels(size.width * scale) }
    /// The pixel height, `size.height · scale` rounded to a whole pixel (0 when not finite).
    public var pixelHeight: Int { Canvas.pixels(size.height * scale) }

    /// The pixel size of a drawing of the canvas at another `scale` (a sheet's thumbnail, the
    /// preview, a GIF, a surface of any scale): each side rounded as `pixelWidth` is, and at
    /// least 1 px. This is the one rule every derived size goes through: a 1 × 2001 pt canvas
    /// fitted into a 200 × 1000 px thumbnail is half a pixel wide, which rounds to an empty image
    /// that nothing can be drawn into or shrunk to; its thumbnail is 1 px wide instead, as a
    /// hairline keeps one pixel. The canvas's own size is never clamped (`validate()` refuses
    /// below 1 px), so at the canvas's scale this is (`pixelWidth`, `pixelHeight`).
    public func pixelSize(atScale scale: Double) -> (width: Int, height: Int) {
        (max(1, Canvas.pixels(size.width * scale)), max(1, Canvas.pixels(size.height * scale)))
    }

    /// True when each side has 1 to `maxPixelSide` whole pixels and there are at most
    /// `maxPixelCount` in all.
    public var hasValidPixelSize: Bool {
        let range = 1...Canvas.maxPixelSide
        return range.contains(pixelWidth) && range.contains(pixelHeight) && pixelWidth * pixelHeight <= Canvas.maxPixelCount
    }

    /// What a scale given for a run (`--scale`, golden.json's `scale`) is told when it is not in
    /// `scaleRange`: `expected a number from 0.25 to 4, found 5`; `nil` when it is.
    public static func scaleMismatch(_ scale: Double) -> String? {
        scaleRange.contains(scale) ? nil
            : "expected a number from \(scaleRange.lowerBound.messageText) to \(scaleRange.upperBound.messageText), found \(scale.messageText)"
    }

    /// What a frame rate given for a run (`--fps`, golden.json's `fps`) is told when it is not a
    /// whole number in `fpsRange`: `expected 1 to 240, found 241`; `nil` when it is.
    public static func fpsMismatch(_ fps: Double) -> String? {
        fps == fps.rounded() && Double(fpsRange.lowerBound)...Double(fpsRange.upperBound) ~= fps ? nil
            : "expected \(fpsRange.lowerBound) to \(fpsRange.upperBound), found \(fps.messageText)"
    }

    /// `"1 to 16384 px per side, 25 MP at most, 25 MP at most"`: what `hasValidPixelSize` requires, for messages.
    public static var pixelSideRule: String { "1 to \(maxPixelSide) px per side, \(maxPixelCount / 1_000_000) MP at most" }

    /// Checks the rule in the type's doc; errors at `canvas.size`, `canvas.scale`, `canvas.fps`,
    /// or `canvas` for a pixel size out of range (which size and scale make together).
    public func validate() throws(SceneError) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw SceneError(path: "canvas.size", message: "expected a positive width and height, found \(size.width.messageText)×\(size.height.messageText)")
        }
        guard Canvas.scaleRange.contains(scale) else {
            throw SceneError(path: "canvas.scale", message: "expected a number in \(Canvas.scaleRange.lowerBound.messageText)...\(Canvas.scaleRange.upperBound.messageText), found \(scale.messageText)")
        }
        guard Canvas.fpsRange.contains(fps) else {
            throw SceneError(path: "canvas.fps", message: "expected an integer in \(Canvas.fpsRange.lowerBound)...\(Canvas.fpsRange.upperBound), found \(fps)")
        }
        guard hasValidPixelSize else {
            throw SceneError(path: "canvas", message: "expected a canvas of \(Canvas.pixelSideRule) (size × scale), found \(pixelWidth)×\(pixelHeight) px")
        }
    }

    /// `value` rounded to whole pixels; 0 for NaN, negative or beyond any canvas, so an absurd
    /// size fails `hasValidPixelSize` instead of trapping in the conversion to `Int`.
    private static func pixels(_ value: Double) -> Int {
        let rounded = value.rounded()
        guard rounded >= 0, rounded <= Double(Int32.max) else { return rounded > 0 ? Int(Int32.max) : 0 }
        return Int(rounded)
    }
}
