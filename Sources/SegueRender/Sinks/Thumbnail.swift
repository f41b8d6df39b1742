import SegueCore

/// The size the sheet and the preview draw frames at: the scene scaled to fit `maxWidth ×
/// maxHeight` pixels, drawn at that scale (not downsampled), so lines stay crisp.
public enum Thumbnail {
    /// Widest thumbnail in pixels.
    public static let maxWidth = 200.0
    /// Tallest thumbnail in pixels: a 1 × 10000 pt canvas would otherwise give a 200 × 2,000,000
    /// px thumbnail; 1000 keeps every phone shape (about 2:1) at the full 200 px width.
    public static let maxHeight = 1_000.0

    /// Pixels per point of a thumbnail of a canvas of `size` points.
    public static func scale(for size: Size) -> Double {
        min(maxWidth / size.width, maxHeight / size.height)
    }
}
