import SegueCore
import SeguePNG

/// UIKit's image, as Segue draws one: a PNG or JPEG file, its size in points and its scale
/// (Apple's UIImage documentation). Only the file's header is read when the image is made; the
/// renderer decodes the pixels (a layer draws it as Core's `ImageContent` of `file`), a JPEG
/// upright by its EXIF orientation as UIImage's `imageOrientation` draws it. Immutable.
///
/// A missing file gives nil, as in UIKit; an existing file that is neither a PNG nor a JPEG (a
/// HEIC, say) also gives nil and is recorded as unsupported, so an image that iOS would show is
/// not silently dropped.
open class UIImage: NSObject, @unchecked Sendable {
    /// The image file's path, as found: what the renderer reads.
    public let file: String
    /// The size in points: the pixel size divided by `scale`.
    public let size: CGSize
    /// Pixels per point: 2 or 3 for a file named with an `@2x` or `@3x` suffix before its
    /// extension, else 1, as UIKit reads file names (and as Segue's templates size images).
    public let scale: CGFloat
    /// The bitmap: the same file and its size in pixels, for a layer's `contents`.
    public let cgImage: CGImage?

    /// True for a system symbol (`init(systemName:)`), which SegueKit cannot draw.
    let isSymbol: Bool

    /// The image of `file` whose header claims `pixels` upright (`ImageDecoder.claimedSize`).
    init(file: String, pixels: (width: Int, height: Int)) {
        let scale = UIImage.scale(ofFile: file)
        self.file = file
        self.scale = scale
        size = CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
        cgImage = CGImage(file: file, width: pixels.width, height: pixels.height)
        isSymbol = false
        super.init()
    }

    /// An SF Symbol: the symbols are Apple's fonts, not on Linux, so the image is recorded as not
    /// supported and draws nothing (it is not nil, so code that unwraps it runs on to `record`,
    /// which throws the line naming it).
    public init?(systemName name: String) {
        Misuse.record(.unsupported("UIImage(systemName: \(MessageText.quoted(name))) (SF Symbols are not available on Linux; use an image file)"))
        file = ""
        scale = 1
        size = .zero
        cgImage = nil
        isSymbol = true
        super.init()
    }

    /// A symbol with a configuration (see `init(systemName:)`).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(systemName: name)
    }

    /// How an image is drawn: in its own colours or as a template tinted by the view.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// The image drawn in its own colours (every SegueKit image is); a template rendering is
    /// recorded as not supported, since tinting is not drawn.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        if renderingMode == .alwaysTemplate {
            Misuse.record(.unsupported("UIImage.withRenderingMode(.alwaysTemplate) (images are drawn in their own colours)"))
        }
        return self
    }

    /// Tinting is not drawn: recorded as not supported, and the image is returned as it is.
    open func withTintColor(_ color: UIColor) -> UIImage {
        Misuse.record(.unsupported("UIImage.withTintColor(_:) (images are drawn in their own colours)"))
        return self
    }

    /// The image with a symbol configuration: symbols are not drawn, so the image is unchanged.
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { self }

    /// A symbol's configuration (point size, weight, scale, text style); accepted, since symbols
    /// are not drawn.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// A symbol's weight, UIKit's `UIImage.SymbolWeight` with its raw values; accepted and ignored.
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    /// A symbol's scale beside text, UIKit's `UIImage.SymbolScale` with its raw values; accepted and ignored.
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }

    /// UIKit's symbol configuration.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// SegueKit's earlier name for `UIImage.SymbolWeight`, kept for code written against it.
        public typealias Weight = SymbolWeight
        /// SegueKit's earlier name for `UIImage.SymbolScale`, kept for code written against it.
        public typealias Scale = SymbolScale
        /// A configuration for symbols of `pointSize` points; accepted and ignored, as symbols are not drawn.
        public init(pointSize: CGFloat) { super.init() }
        /// A configuration of a point size and weight; accepted and ignored.
        public init(pointSize: CGFloat, weight: Weight) { super.init() }
        /// A configuration of a point size, weight and scale; accepted and ignored.
        public init(pointSize: CGFloat, weight: Weight, scale: Scale) { super.init() }
        /// A configuration of a weight; accepted and ignored.
        public init(weight: Weight) { super.init() }
        /// A configuration of a scale; accepted and ignored.
        public init(scale: Scale) { super.init() }
        /// A configuration matching a text style; accepted and ignored.
        public init(textStyle: UIFont.TextStyle) { super.init() }
        /// A configuration matching a text style, at a scale; accepted and ignored.
        public init(textStyle: UIFont.TextStyle, scale: Scale) { super.init() }
        /// A configuration matching a font; accepted and ignored.
        public init(font: UIFont) { super.init() }
    }

    /// The image named `name` in `UIImage.resourcesFolder` (UIKit looks in the app's bundle).
    ///
    /// A name without an extension gets ".png". A name without a scale suffix tries the file of
    /// the screen's scale first (`x@3x.png` on the default 3× screen), then the others from the
    /// highest down, then the plain name (`x@2x.png`, `x.png`), as UIKit prefers the closest
    /// resolution; a name with a suffix (`x@2x`) is only that file. Nil when none exists.
    public convenience init?(named name: String) {
        let call = "UIImage(named: \(MessageText.quoted(name)))"
        let folder = UIImage.resourcesFolder
        let screenScale = Int(ScreenCanvas.current.scale.rounded())
        for candidate in UIImage.candidates(for: name, screenScale: screenScale) {
            let path = folder.map { "\($0)/\(candidate)" } ?? candidate
            guard FileManager.default.fileExists(atPath: path) else { continue }
            self.init(existingFile: path, call: call)
            return
        }
        return nil
    }

    /// The PNG or JPEG image at `path` (relative to the current directory unless absolute), its scale
    /// from an `@2x`/`@3x` suffix. Nil when there is no such file.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(existingFile: path, call: "UIImage(contentsOfFile: \(MessageText.quoted(path)))")
    }

    /// The image of a file that exists; nil, recorded as unsupported, when it is neither a PNG
    /// nor a JPEG.
    private convenience init?(existingFile path: String, call: String) {
        // The header only, through SeguePNG and the checked file reader (a FIFO is refused unread).
        guard let pixels = ImageDecoder.claimedSize(file: path), pixels.width > 0, pixels.height > 0 else {
            Misuse.record(.unsupported("\(call) (PNG and JPEG files only)"))
            return nil
        }
        self.init(file: path, pixels: pixels)
    }

    /// The folder `init?(named:)` looks in, as an app's bundle is on iOS; nil (the default) is
    /// the current directory. Set it before recording (a test sets it to its resources folder).
    public static var resourcesFolder: String? {
        get { lock.withLock { storedFolder } }
        set { lock.withLock { storedFolder = newValue } }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedFolder: String?

    /// The file names `init?(named:)` tries for `name`, in order (see there).
    static func candidates(for name: String, screenScale: Int) -> [String] {
        var base = Substring(name), ext = "png"
        if let dot = name.lastIndex(of: "."), !name[dot...].contains("/") {
            base = name[..<dot]
            ext = String(name[name.index(after: dot)...])
        }
        if base.hasSuffix("@2x") || base.hasSuffix("@3x") { return ["\(base).\(ext)"] }
        let preferred = min(3, max(1, screenScale))
        let scales = [preferred] + [3, 2, 1].filter { $0 != preferred }
        return scales.map { $0 == 1 ? "\(base).\(ext)" : "\(base)@\($0)x.\(ext)" }
    }

    /// 2 or 3 for a file name whose stem ends in `@2x` or `@3x`, else 1.
    static func scale(ofFile file: String) -> CGFloat {
        var stem = Substring(file)
        if let dot = stem.lastIndex(of: "."), !stem[dot...].contains("/") { stem = stem[..<dot] }
        if stem.hasSuffix("@2x") { return 2 }
        if stem.hasSuffix("@3x") { return 3 }
        return 1
    }

    /// The layer content that draws this image with `contentMode`.
    func imageContent(contentMode: ContentMode) -> ImageContent {
        ImageContent(file: file, contentMode: contentMode)
    }

    /// Reads like the initialiser call, with the file as found (an empty path for a symbol).
    open override var debugDescription: String { "UIImage(contentsOfFile: \(MessageText.quoted(file)))" }
}
