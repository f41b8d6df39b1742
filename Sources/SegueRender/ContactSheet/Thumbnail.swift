import SegueCore

/// The size the sheet and the preview show frames at: the scene scaled to fit `maxWidth ×
/// maxHeight` pixels (or a sheet's `--thumb-width` and five times it).
///
/// The preview draws its frames at that scale. The sheet draws them at the canvas's scale and
/// shrinks them with `AreaResampler`, so a hairline keeps its share of a thumbnail pixel rather
/// than vanishing; when the thumbnail is larger than the canvas's own pixels (a 1× canvas,
/// 200 px thumbnails), it draws them at the thumbnail's scale instead, which is as crisp.
public enum Thumbnail {
    /// Widest thumbnail in pixels.
    public static let maxWidth = 200.0
    /// Tallest thumbnail in pixels: a 1 × 10000 pt canvas would otherwise give a 200 × 2,000,000
    /// px thumbnail; 1000 keeps every phone shape (about 2:1) at the full 200 px width.
    public static let maxHeight = 1_000.0

    /// Pixels per point of a thumbnail of a canvas of `size` points, at most `width` pixels wide
    /// and five times that tall (the default: `maxWidth` and `maxHeight`).
    public static func scale(for size: Size, width: Double = Thumbnail.maxWidth) -> Double {
        min(width / size.width, width * (maxHeight / maxWidth) / size.height)
    }
}
