import SegueCore
import SeguePNG
import SegueRender

/// The `--preview` animation: every frame of the timeline as a thumbnail (`Thumbnails`, as the
/// sheet's), in an animated PNG that plays at the template's frame rate and holds its last
/// frame for half a second before it loops, for READMEs and pull requests.
struct PreviewMaker {
    /// How long the end state stays before the loop starts again, in seconds.
    static let endHold = 0.5

    let scene: Scene
    let images: ImageStore
    let settings: RenderSettings

    func png() throws -> [UInt8] {
        let thumbnails = try Thumbnails(of: scene, images: images, fontFamily: settings.font)
        let timeline = SceneTimeline(thumbnails.scene), surface = thumbnails.surface
        // The window background is opaque, so every frame is: RGB throughout.
        let opaque = timeline.snapshot(ofFrame: 0).tree.background.alpha == 1
        var animation = AnimatedPNG(width: surface.pixelWidth, height: surface.pixelHeight,
                                    hasAlpha: !opaque, fps: scene.canvas.fps)
        var previous: RenderTree?
        for index in 0..<timeline.frameClock.frameCount {
            let tree = timeline.snapshot(ofFrame: index).tree
            // Equal trees draw equal pixels: such a frame only lengthens the one before.
            if tree == previous {
                surface.withPixelRows { animation.append($0, sameAsPrevious: true) }
                continue
            }
            thumbnails.draw(tree)
            surface.withPixelRows { animation.append($0) }
            previous = tree
        }
        animation.holdLast(ticks: Int((PreviewMaker.endHold * Double(scene.canvas.fps)).rounded()))
        return animation.bytes()
    }
}
