/// The size of an image in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `390×844`, as failure messages print it.
    public var description: String { "\(width)×\(height)" }
}
