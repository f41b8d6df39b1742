import SeguePNG

/// The comparison of an expected (golden) image with an actual one: how many pixels differ, by
/// how much at most, and which, to draw the diff image from (`ImageDiff+Panels`).
///
/// Pixels are compared decoded, as straight RGBA, never as PNG bytes. Images of different sizes
/// are a failure in themselves: every pixel of the larger one counts as differing.
public struct ImageDiff: Sendable {
    /// What one pixel of the comparison found.
    public enum PixelState: UInt8, Sendable {
        case equal = 0
        /// Differs by more than the threshold and counts against the frame.
        case different = 1
        /// Differs, but looks like anti-aliasing and is not counted (with `detectAntialiasing`).
        case antialiased = 2
    }

    /// The golden image.
    public let expected: RGBAImage
    /// The rendered image.
    public let actual: RGBAImage
    /// The tolerances the comparison used.
    public let options: DiffOptions
    /// Pixels that differ and count.
    public let differingPixels: Int
    /// Pixels that differ but were taken for anti-aliasing and not counted.
    public let antialiasedPixels: Int
    /// The largest colour distance of any pixel on the 0…1 threshold scale (see
    /// `DiffOptions.threshold`); 1 for a size mismatch.
    public let maxDistance: Double
    /// One state per pixel, row-major, when the sizes match; empty otherwise.
    public let states: [PixelState]

    /// The golden's size.
    public var expectedSize: PixelSize { PixelSize(width: expected.width, height: expected.height) }
    /// The rendered image's size.
    public var actualSize: PixelSize { PixelSize(width: actual.width, height: actual.height) }
    /// False when the sizes differ, which fails the comparison whatever the options.
    public var sizesMatch: Bool { expectedSize == actualSize }

    /// True when the sizes match and no more pixels differ than the options allow.
    public var passed: Bool {
        sizesMatch && differingPixels <= options.allowedDiffPixels(of: expected.width * expected.height)
    }

    /// Compares `actual` with `expected` under `options`.
    public init(expected: RGBAImage, actual: RGBAImage, options: DiffOptions = .exact) {
        self.expected = expected
        self.actual = actual
        self.options = options
        guard expected.width == actual.width, expected.height == actual.height else {
            differingPixels = max(expected.width * expected.height, actual.width * actual.height)
            antialiasedPixels = 0
            maxDistance = 1
            states = []
            return
        }
        let result = ImageDiff.scan(expected, actual, options)
        differingPixels = result.different
        antialiasedPixels = result.antialiased
        maxDistance = ColorDistance.normalized(result.maxSquared)
        states = result.states
    }

    /// The counts without the pixels, to keep in a report.
    public var summary: DiffSummary {
        DiffSummary(differingPixels: differingPixels, antialiasedPixels: antialiasedPixels, maxDistance: maxDistance,
                    expectedSize: expectedSize, actualSize: actualSize)
    }

    private static func scan(_ expected: RGBAImage, _ actual: RGBAImage, _ options: DiffOptions)
        -> (different: Int, antialiased: Int, maxSquared: Double, states: [PixelState]) {
        let width = expected.width, height = expected.height
        let limit = options.threshold * options.threshold * ColorDistance.maximumSquaredDistance
        var states = [PixelState](repeating: .equal, count: width * height)
        var different = 0, antialiased = 0, maxSquared = 0.0
        expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = (y * width + x) * 4
                        let squared = ColorDistance.squared(a, i, b, i)
                        maxSquared = max(maxSquared, squared)
                        guard squared > limit else { continue }
                        if options.detectAntialiasing
                            && (Antialiasing.isAntialiased(a, b, x: x, y: y, width: width, height: height)
                                || Antialiasing.isAntialiased(b, a, x: x, y: y, width: width, height: height)) {
                            states[y * width + x] = .antialiased
                            antialiased += 1
                        } else {
                            states[y * width + x] = .different
                            different += 1
                        }
                    }
                }
            }
        }
        return (different, antialiased, maxSquared, states)
    }
}
