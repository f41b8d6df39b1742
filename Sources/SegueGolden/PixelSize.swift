/// The size of an image in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `390×844`, as failure messages print it.
    public var description: String { "\(width)×\(height)" }
}
