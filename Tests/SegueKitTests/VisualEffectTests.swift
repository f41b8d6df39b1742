import Foundation
import SegueCore
import SeguePNG
import SegueRender
import SegueTemplates
import Testing
@testable import SegueKit

/// A visual effect view's blur is a template's blur material, and its `effect` animates as
/// UIKit's does (issue 26, item 4).
@MainActor
struct VisualEffectTests {
    /// The effect view's node at the clock's time (the window's first child).
    private func node(_ clock: KitClock) -> RenderNode {
        clock.window.layer.renderNode(at: clock.runtime.now, id: "window", parent: .identity)!.children[0]
    }

    @Test func aBlurEffectIsTheTemplatesMaterial() {
        KitClock.run { clock in
            let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
            view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            clock.window.addSubview(view)
            #expect(node(clock).blur == LayerBlur(material: .systemThinMaterial, appearance: .light))
            view.effect = UIBlurEffect(style: .systemChromeMaterialDark)
            #expect(node(clock).blur == LayerBlur(material: .systemChromeMaterial, appearance: .dark))
            view.effect = nil
            #expect(node(clock).blur == nil)
            // Content goes above the blur, filling the view.
            view.layoutIfNeeded()
            #expect(view.contentView.superview === view && view.contentView.frame == view.bounds)
        }
    }

    @Test func animatingTheEffectGrowsTheRadiusAndTheTintTogether() {
        KitClock.run { clock in
            let view = UIVisualEffectView(effect: nil)
            view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            clock.window.addSubview(view)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.effect = UIBlurEffect(style: .systemMaterial)
            })
            clock.advance(to: 0.25)
            // A quarter of the way, linearly: radius 30 · ¼ = 7.5, the tint's alpha 0.8 · ¼ = 0.2.
            let blur = node(clock).blur
            #expect(abs((blur?.radius ?? .nan) - 7.5) < 1e-9 && abs((blur?.tint.alpha ?? .nan) - 0.2) < 1e-9)
            clock.advance(to: 1)
            #expect(node(clock).blur == LayerBlur(material: .systemMaterial, appearance: .light))
            #expect(Misuse.take().isEmpty)
        }
    }

    @Test func theDrawnBlurMatchesTheTemplateLayer() throws {
        // A blue square on white with a systemMaterial effect view over its left half, drawn by
        // SegueKit and as a template layer with "blur": "systemMaterial": the same pixels.
        let template = """
            { "canvas": { "size": [60, 40], "scale": 1, "fps": 10 },
              "from": { "background": "white", "layers": [
                { "id": "square", "frame": [10, 10, 20, 20], "backgroundColor": "#0000FF" },
                { "id": "glass", "frame": [0, 0, 30, 40], "blur": "systemMaterial" } ] },
              "to": { "background": "black" },
              "transition": { "type": "fade", "operation": "present", "duration": 0.2 } }
            """
        let scene = try TemplateLoader(resources: InMemoryResources(texts: ["t.json": template])).load(file: "t.json").scene
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let glass = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        glass.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        from.view.addSubview(square)
        from.view.addSubview(glass)
        let recording = try TransitionRecorder(size: CGSize(width: 60, height: 40), scale: 1, fps: 10)
            .record(LayerShadowTests.FadeIn(), operation: .present, from: from, to: to)
        func first(_ source: any FrameSource) throws -> RGBAImage {
            let surface = try FrameSurface(pixelWidth: 60, pixelHeight: 40)
            Rasterizer(images: ImageStore(), scale: 1).draw(source.snapshot(ofFrame: 0).tree, into: surface)
            return surface.image()
        }
        let kit = try first(recording)
        #expect(try kit == first(scene))
        // And it is blurred and tinted: under the glass, blue spreads left of the square
        // (x = 5) and the square itself is whitened by the 80 % tint; right of the glass the
        // page is sharp white.
        #expect(kit[5, 20].b > kit[5, 20].r)
        #expect(kit[20, 20].r > 150 && kit[20, 20].b > kit[20, 20].r)
        #expect(kit[45, 20] == RGBA8(r: 255, g: 255, b: 255))
    }
}
