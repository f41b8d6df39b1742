/// What a comparison found, without the pixels: kept in reports, printed in failure messages.
public struct DiffSummary: Hashable, Sendable, CustomStringConvertible {
    /// Pixels beyond the threshold that count against the frame (for a size mismatch, every pixel of the larger image).
    public var differingPixels: Int
    /// Differing pixels taken for anti-aliasing and not counted (0 unless `detectAntialiasing`).
    public var antialiasedPixels: Int
    /// The largest colour distance on the 0…1 threshold scale (1 for a size mismatch).
    public var maxDistance: Double
    /// The golden's size.
    public var expectedSize: PixelSize
    /// The rendered frame's size.
    public var actualSize: PixelSize

    /// A comparison's result as `ImageDiff` reports it.
    public init(differingPixels: Int, antialiasedPixels: Int, maxDistance: Double,
                expectedSize: PixelSize, actualSize: PixelSize) {
        self.differingPixels = differingPixels
        self.antialiasedPixels = antialiasedPixels
        self.maxDistance = maxDistance
        self.expectedSize = expectedSize
        self.actualSize = actualSize
    }

    /// One line: `3 pixels differ (largest distance 0.0379)`, or both sizes when they differ.
    public var description: String {
        guard expectedSize == actualSize else { return "size differs: golden \(expectedSize), actual \(actualSize)" }
        let plural = differingPixels == 1 ? "pixel differs" : "pixels differ"
        var text = "\(differingPixels) \(plural) (largest distance \(DiffSummary.format(maxDistance)))"
        if antialiasedPixels > 0 { text += ", \(antialiasedPixels) anti-aliased not counted" }
        return text
    }

    /// A distance with 4 decimals: enough to compare with a threshold, short enough to read.
    static func format(_ distance: Double) -> String {
        let scaled = Int(clamping: distance * 10_000, to: 0...Int(Int32.max))
        let fraction = String(scaled % 10_000)
        return "\(scaled / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}
