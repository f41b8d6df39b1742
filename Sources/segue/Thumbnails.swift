import SegueCore
import SegueRender

/// A scene drawn small, for the sheet and the preview: the scene at a scale that fits its canvas
/// into `maxWidth × maxHeight` pixels, one surface reused for every frame, and its rasterizer.
struct Thumbnails {
    /// Widest thumbnail in pixels.
    static let maxWidth = 200.0
    /// Tallest thumbnail in pixels: a 1 × 10000 pt canvas would otherwise give a 200 × 2,000,000
    /// px thumbnail; 1000 keeps every phone shape (about 2:1) at the full 200 px width.
    static let maxHeight = 1_000.0

    /// The scene at thumbnail scale (its frame clock is the original's).
    let scene: Scene
    let surface: FrameSurface
    private let rasterizer: Rasterizer

    init(of scene: Scene, images: ImageStore, fontFamily: String) throws {
        var thumb = scene
        thumb.canvas.scale = min(Thumbnails.maxWidth / scene.canvas.size.width, Thumbnails.maxHeight / scene.canvas.size.height)
        self.scene = thumb
        surface = try FrameSurface(pixelWidth: thumb.canvas.pixelWidth, pixelHeight: thumb.canvas.pixelHeight)
        rasterizer = Rasterizer(images: images, scale: thumb.canvas.scale, fontFamily: fontFamily)
    }

    /// Draws `tree` into `surface`.
    func draw(_ tree: RenderTree) {
        rasterizer.draw(tree, into: surface)
    }
}
