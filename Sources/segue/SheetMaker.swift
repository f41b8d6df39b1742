import Foundation
import SegueCore
import SegueRender

/// The `--sheet` frame strip: the frames at 0, ¼, ½, ¾ and 1 of the timeline, side by side,
/// each drawn as a thumbnail 200 pixels wide (narrower for a canvas taller than 5:1, so a
/// thumbnail is at most 1000 pixels tall) with its time underneath.
struct SheetMaker {
    static let fractions = [0.0, 0.25, 0.5, 0.75, 1.0]
    static let thumbnailWidth = 200.0
    /// Tallest thumbnail in pixels: a 1 × 10000 pt canvas would otherwise give a 200 × 2,000,000
    /// px thumbnail; 1000 keeps every phone shape (about 2:1) at the full 200 px width.
    static let maxThumbnailHeight = 1_000.0

    /// The scale that fits `size` into thumbnailWidth × maxThumbnailHeight pixels.
    static func thumbnailScale(for size: Size) -> Double {
        min(thumbnailWidth / size.width, maxThumbnailHeight / size.height)
    }

    let scene: Scene
    let images: ImageStore
    let settings: RenderSettings

    func png() throws -> [UInt8] {
        var thumb = scene
        thumb.canvas.scale = SheetMaker.thumbnailScale(for: scene.canvas.size)
        let clock = thumb.frameClock
        let surface = try FrameSurface(pixelWidth: thumb.canvas.pixelWidth, pixelHeight: thumb.canvas.pixelHeight)
        let rasterizer = Rasterizer(images: images, scale: thumb.canvas.scale, fontFamily: settings.font)
        var frames: [RGBAImage] = []
        var labels: [String] = []
        for fraction in SheetMaker.fractions {
            let index = Int((fraction * Double(clock.frameCount - 1)).rounded())
            let time = clock.time(ofFrame: index)
            rasterizer.draw(thumb.snapshot(at: time).tree, into: surface)
            frames.append(surface.image())
            labels.append(String(format: "%.2f s", time))
        }
        return try settings.encoder.encode(FrameStrip.render(frames: frames, labels: labels, fontFamily: settings.font))
    }
}
