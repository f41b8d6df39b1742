/// How two images are compared: what counts as a differing pixel and how many may differ.
///
/// Exact by default (`DiffOptions.exact`): any pixel whose colour, blended on white, differs at
/// all fails the comparison, and anti-aliasing detection is off, because Segue's frames are
/// deterministic and a golden that tolerates nothing catches a one-pixel change. Every tolerance
/// is an explicit choice of the caller, per test.
///
/// Invariants (checked by precondition; `segue verify` validates its flags first): `threshold`
/// is in 0…1, `maxDiffPixels` is non-negative, `maxDiffRatio` is in 0…1.
public struct DiffOptions: Hashable, Sendable {
    /// The largest colour distance, 0…1, at which two pixels still count as equal: pixelmatch's
    /// metric, the squared YIQ distance normalised by its maximum (35215), compared with
    /// `threshold²`. 0 means exact; pixelmatch's own default is 0.1.
    public var threshold: Double
    /// How many differing pixels a frame may have and still pass (`nil`: no allowance of this kind).
    public var maxDiffPixels: Int?
    /// The fraction of a frame's pixels that may differ and still pass (`nil`: no allowance).
    /// When both allowances are given the smaller wins, as in Playwright's screenshot assertions.
    public var maxDiffRatio: Double?
    /// When true, differing pixels that look like anti-aliasing of an edge that moved by a
    /// sub-pixel (pixelmatch's detector, see `Antialiasing`) are reported but not counted.
    public var detectAntialiasing: Bool

    /// Nothing may differ: Segue's default.
    public static let exact = DiffOptions()

    /// pixelmatch's defaults (5.x, `threshold: 0.1`, `includeAA: false`): pixels within a
    /// colour distance of 0.1 count as equal and anti-aliased pixels are not counted; no pixel
    /// may differ beyond that. For goldens compared as a pixelmatch-based tool would.
    public static let pixelmatch = DiffOptions(threshold: 0.1, detectAntialiasing: true)

    /// Options with these tolerances; the defaults are `exact`. Values outside the type's
    /// invariants trap: callers validate user input first.
    public init(threshold: Double = 0, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
                detectAntialiasing: Bool = false) {
        precondition(threshold >= 0 && threshold <= 1, "DiffOptions: threshold must be in 0…1, found \(threshold)")
        precondition((maxDiffPixels ?? 0) >= 0, "DiffOptions: maxDiffPixels must be ≥ 0, found \(maxDiffPixels ?? 0)")
        precondition((0...1).contains(maxDiffRatio ?? 0), "DiffOptions: maxDiffRatio must be in 0…1, found \(maxDiffRatio ?? 0)")
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.detectAntialiasing = detectAntialiasing
    }

    /// The number of differing pixels a frame of `pixelCount` pixels may have: the smaller of
    /// the two allowances that are given (the ratio's rounded down), 0 when neither is.
    public func allowedDiffPixels(of pixelCount: Int) -> Int {
        let byRatio = maxDiffRatio.map { Int(clamping: $0 * Double(pixelCount), to: 0...pixelCount, rounding: .down) }
        switch (maxDiffPixels, byRatio) {
        case let (pixels?, ratio?): return min(pixels, ratio)
        case let (pixels?, nil): return pixels
        case let (nil, ratio?): return ratio
        case (nil, nil): return 0
        }
    }
}
