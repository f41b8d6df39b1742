/// Core Graphics' bitmap image, as far as an animator uses one: a PNG file and its size in
/// pixels, what a layer's `contents` is set to from `UIImage.cgImage`. Immutable. Its pixels
/// are decoded only when a frame is rendered.
public final class CGImage: Hashable, Sendable {
    /// The PNG file's path, for the renderer.
    public let file: String
    /// The width in pixels, from the PNG header.
    public let width: Int
    /// The height in pixels, from the PNG header.
    public let height: Int

    init(file: String, width: Int, height: Int) {
        (self.file, self.width, self.height) = (file, width, height)
    }

    /// The same file and size.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        (lhs.file, lhs.width, lhs.height) == (rhs.file, rhs.width, rhs.height)
    }
    /// Hashes the file path, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(file) }
}
