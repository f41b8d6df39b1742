import Foundation
import SegueCore
import SeguePNG
import SegueRender
import SegueTemplates
import Testing
@testable import SegueKit

/// A layer's shadow in SegueKit is Core's: the CALayer tree becomes Core layers and goes through
/// the same render-tree builder and rasterizer as a template's layers (issue 25).
@MainActor
struct LayerShadowTests {
    /// Fades the to view in over 0.2 s; frame 0 shows the from view alone.
    final class FadeIn: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)!
            to.frame = transitionContext.containerView.bounds
            to.alpha = 0
            transitionContext.containerView.addSubview(to)
            UIView.animate(withDuration: 0.2, animations: { to.alpha = 1 }) { _ in transitionContext.completeTransition(true) }
        }
    }

    /// The template with the same screen: white, a red 60 × 40 card at (20, 20) with the shadow.
    static let template = """
        { "canvas": { "size": [100, 100], "scale": 1, "fps": 10 },
          "from": { "background": "white", "layers": [ { "id": "card", "frame": [20, 20, 60, 40], "backgroundColor": "#FF0000",
                    "shadowOpacity": 0.5, "shadowRadius": 8, "shadowOffset": [0, 4] } ] },
          "to": { "background": "black" },
          "transition": { "type": "fade", "operation": "present", "duration": 0.2 } }
        """

    /// Frame 0 of `source` drawn at 1×.
    func firstFrame(_ source: any FrameSource) throws -> FrameSurface {
        let surface = try FrameSurface(pixelWidth: source.canvas.pixelWidth, pixelHeight: source.canvas.pixelHeight)
        Rasterizer(images: ImageStore(), scale: source.canvas.scale).draw(source.snapshot(ofFrame: 0).tree, into: surface)
        return surface
    }

    @Test func aViewsShadowDrawsTheTemplateLayersPixels() throws {
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        to.view.backgroundColor = .black
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        from.view.addSubview(card)
        let recording = try TransitionRecorder(size: CGSize(width: 100, height: 100), scale: 1, fps: 10)
            .record(FadeIn(), operation: .present, from: from, to: to)
        let scene = try TemplateLoader(resources: InMemoryResources(texts: ["t.json": LayerShadowTests.template])).load(file: "t.json").scene
        let kit = try firstFrame(recording), template = try firstFrame(scene)
        #expect(kit.image() == template.image())
        // And it is a shadow: under the card's bottom edge (y = 60), moved down 4 pt and blurred
        // with σ = 8, the white there is darkened; far from the card it is white.
        #expect(kit[50, 63].r < 230 && kit[50, 63].r == kit[50, 63].b)
        #expect(kit[50, 95] == RGBA8(r: 255, g: 255, b: 255) || kit[50, 95].r > 250)
    }

    @Test func shadowPropertiesHaveCALayersDefaultsAndAnimate() throws {
        // shadowRadius from 0 to 10 over 1 s, linear: 4 at 0.4 s.
        KitClock.run { clock in
            let layer = CALayer()
            #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3))
            #expect(layer.shadowColor?.color == .black && layer.shadowPath == nil)
            let animation = CABasicAnimation(keyPath: "shadowRadius")
            animation.fromValue = 0
            animation.toValue = 10
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(animation, forKey: "radius")
            clock.advance(to: 0.4)
            #expect(abs((layer.presentation()?.shadowRadius ?? 0) - 4) < 1e-9)
        }
    }

    @Test func boundsOriginMovesTheSubviewsNotTheViewsOwnBackground() throws {
        // A red 40 × 40 view at (20, 20) whose bounds.origin is (10, 0), holding a blue 10 × 10
        // subview at (10, 0) in its bounds: UIKit draws the subview at the view's left edge,
        // canvas x 20…30, and the red background where the view's frame is, x 20…60 (SegueKit
        // once moved the background left by 10 too).
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.bounds.origin = CGPoint(x: 10, y: 0)
        let subview = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        subview.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSubview(subview)
        from.view.addSubview(view)
        let recording = try TransitionRecorder(size: CGSize(width: 100, height: 100), scale: 1, fps: 10)
            .record(FadeIn(), operation: .present, from: from, to: to)
        let frame = try firstFrame(recording)
        #expect(frame[25, 25] == RGBA8(r: 0, g: 0, b: 255))     // the subview, at the view's left edge
        #expect(frame[55, 25] == RGBA8(r: 255, g: 0, b: 0))     // the background, where the frame is
        #expect(frame[15, 25] == RGBA8(r: 255, g: 255, b: 255)) // nothing left of the frame
    }
}

/// SegueKit takes exactly the key paths Core's table gives it (`AnimatableProperty`, door `.kit`).
struct KeyPathTableTests {
    @Test func everyKitRowHasAnEntryOfItsKindAndNothingElseDoes() {
        let rows = AnimatableProperty.all.filter { $0.doors.contains(.kit) }
        for row in rows {
            for name in row.names {
                let entry = KeyPathEntry.named(name)
                #expect(entry?.name == row.name, "\(name)")
                #expect(entry?.kind == KeyPathEntry.kind(of: row), "\(name)")
            }
        }
        #expect(Set(KeyPathEntry.table.keys) == Set(rows.map(\.name)))
        // Template-only rows are not SegueKit's: Core Animation has no frame, blur or path mask key path.
        #expect(KeyPathEntry.named("frame") == nil && KeyPathEntry.named("blur.radius") == nil && KeyPathEntry.named("mask") == nil)
    }

    @Test @MainActor func aMisspeltKeyPathNamesTheNearest() {
        KitClock.run { _ in
            let layer = CALayer()
            layer.add(CABasicAnimation(keyPath: "opacty"), forKey: nil)
            #expect(Misuse.take().first?.description
                    == "not supported in SegueKit: animating \"opacty\" (CALayer.add(CABasicAnimation(keyPath: \"opacty\"), forKey: nil)); did you mean \"opacity\"?")
        }
    }
}

extension LayerShadowTests {
    @Test func maskedCornersRoundOnlyTheTopOfAView() throws {
        // A red 40 × 40 view at (20, 20), corner radius 10 at the top corners only: just inside
        // its top-left corner (21, 21) is white (outside the quarter circle), just inside its
        // bottom-left corner (21, 58) is red.
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.layer.cornerRadius = 10
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        from.view.addSubview(card)
        let recording = try TransitionRecorder(size: CGSize(width: 100, height: 100), scale: 1, fps: 10)
            .record(FadeIn(), operation: .present, from: from, to: to)
        let frame = try firstFrame(recording)
        #expect(frame[21, 21] == RGBA8(r: 255, g: 255, b: 255) && frame[58, 21] == RGBA8(r: 255, g: 255, b: 255))
        #expect(frame[21, 58] == RGBA8(r: 255, g: 0, b: 0) && frame[58, 58] == RGBA8(r: 255, g: 0, b: 0))
    }
}

/// Masks as Core Animation composites them: by the mask layer's drawn alpha (issue 25).
@MainActor
struct LayerMaskTests {
    /// Frame 0 of a recording whose from view is white with a red 40 × 40 view at (20, 20)
    /// masked by `mask` (in the red view's coordinates).
    func masked(_ mask: CALayer) throws -> FrameSurface {
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.layer.mask = mask
        from.view.addSubview(view)
        let recording = try TransitionRecorder(size: CGSize(width: 100, height: 100), scale: 1, fps: 10)
            .record(LayerShadowTests.FadeIn(), operation: .present, from: from, to: to)
        return try LayerShadowTests().firstFrame(recording)
    }

    @Test func aTranslucentMaskShowsTheLayerPartly() throws {
        // A shape mask filled with black at alpha 0.5 over the whole view: red at half over white,
        // 255 · (1 − 0.5) = 127 or 128 in green and blue (Cairo's 8-bit alpha).
        let mask = CAShapeLayer()
        mask.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        mask.fillColor = UIColor(white: 0, alpha: 0.5).cgColor
        let pixel = try masked(mask)[40, 40]
        #expect(pixel.r == 255 && (127...128).contains(pixel.g) && pixel.g == pixel.b)
    }

    @Test func aMaskWithSublayersShowsTheLayerInPieces() throws {
        // Two opaque 10 × 40 strips at x 0 and 30 of the view: red there, white in the gap.
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        for x in [0.0, 30.0] {
            let strip = CALayer()
            strip.frame = CGRect(x: x, y: 0, width: 10, height: 40)
            strip.backgroundColor = UIColor.black.cgColor
            mask.addSublayer(strip)
        }
        let frame = try masked(mask)
        #expect(frame[25, 40] == RGBA8(r: 255, g: 0, b: 0) && frame[55, 40] == RGBA8(r: 255, g: 0, b: 0))
        #expect(frame[40, 40] == RGBA8(r: 255, g: 255, b: 255))
    }

    @Test func aPlainMaskWithoutBackgroundHidesTheLayer() throws {
        // Its alpha is 0 everywhere, so nothing of the layer shows (as on iOS).
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(try masked(mask)[40, 40] == RGBA8(r: 255, g: 255, b: 255))
    }

    @Test func aMaskClippedToItsBoundsMasksOnlyThere() throws {
        // A shape mask 20 pt wide whose path covers the whole 40 × 40 view, clipped to its
        // bounds: the view shows in its left half only (x 20…40 on the canvas).
        let mask = CAShapeLayer()
        mask.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        mask.masksToBounds = true
        let frame = try masked(mask)
        #expect(frame[30, 40] == RGBA8(r: 255, g: 0, b: 0) && frame[50, 40] == RGBA8(r: 255, g: 255, b: 255))
    }

    @Test func anEvenOddMaskLeavesAHole() throws {
        // A 40 × 40 square with a 20 × 20 square inside, even-odd: a red ring around a white hole.
        let mask = CAShapeLayer()
        mask.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        mask.path = path
        mask.fillRule = .evenOdd
        let frame = try masked(mask)
        #expect(frame[25, 25] == RGBA8(r: 255, g: 0, b: 0) && frame[40, 40] == RGBA8(r: 255, g: 255, b: 255))
    }
}

/// SegueKit's values interpolate through Core's where Core can hold both ends (issue 25).
struct AnimatedValueInterpolationTests {
    @Test func numbersPointsAndColoursAreCoresInterpolation() {
        // The same fraction gives the same value either way: 0.25 of 10 → 30 is 15.
        let f = 0.25
        #expect(AnimatedValue.number(10).interpolated(to: .number(30), f) == .number(15))
        // (0, 8) → (40, 0): a quarter of the way is (10, 6).
        #expect(AnimatedValue.point(CGPoint(x: 0, y: 8)).interpolated(to: .point(CGPoint(x: 40, y: 0)), f) == .point(CGPoint(x: 10, y: 6)))
        // Colours clamp as Core's do: a spring's 1.5 of the way from black to white stays white.
        let black = Color(unchecked: 0, 0, 0, 1), white = Color(unchecked: 1, 1, 1, 1)
        #expect(AnimatedValue.color(black).interpolated(to: .color(white), 1.5) == .color(white))
    }

    @Test func aMissingColourIsTheOtherAtAlphaZero() {
        // From nil to opaque red, halfway: red at alpha 0.5.
        let red = Color(unchecked: 1, 0, 0, 1)
        #expect(AnimatedValue.color(nil).interpolated(to: .color(red), 0.5) == .color(Color(unchecked: 1, 0, 0, 0.5)))
    }

    @Test func aNegativeSizeOffsetInterpolatesAsUIKitsAdditiveAnimationsNeedIt() {
        // A bounds change from 100 × 50 to 200 × 80 runs the offset (−100, −30) to zero: a quarter
        // of the way it is (−75, −22.5), which Core's Size (never negative) could not hold.
        let offset = AnimatedValue.size(CGSize(width: 100, height: 50)).offset(from: .size(CGSize(width: 200, height: 80)))!
        #expect(offset.interpolated(to: offset.zero, 0.25) == .size(CGSize(width: -75, height: -22.5)))
    }
}
