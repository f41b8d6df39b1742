import Foundation
import SegueCore
import SeguePNG
import SegueRender

/// The `--sheet` frame strip: the frames at 0, ¼, ½, ¾ and 1 of the timeline, side by side,
/// each drawn as a thumbnail (`Thumbnails`: 200 pixels wide, at most 1000 tall) with its time
/// underneath.
struct SheetMaker {
    static let fractions = [0.0, 0.25, 0.5, 0.75, 1.0]

    let scene: Scene
    let images: ImageStore
    let settings: RenderSettings

    func png() throws -> [UInt8] {
        let thumbnails = try Thumbnails(of: scene, images: images, fontFamily: settings.font)
        let timeline = SceneTimeline(thumbnails.scene)
        let clock = timeline.frameClock
        var frames: [RGBAImage] = []
        var labels: [String] = []
        for fraction in SheetMaker.fractions {
            let index = clock.frame(atFraction: fraction)
            let time = clock.time(ofFrame: index)
            thumbnails.draw(timeline.snapshot(at: time).tree)
            frames.append(thumbnails.surface.image())
            labels.append(String(format: "%.2f s", time))
        }
        let strip = try FrameStrip.render(frames: frames, labels: labels, fontFamily: settings.font)
        do { return try settings.encoder.encode(strip) } catch { throw RenderError(error.message) }
    }
}
