import Testing
import Foundation
import SegueCore
import SeguePNG
@testable import SegueKit

/// The rest of the listed surface, each effect derived by hand: what a property does to the
/// drawn node, or to the presented value at a time.
@MainActor
struct SurfaceTests {
    /// The node of `view` (the window's first child) at the clock's time.
    private func node(_ clock: KitClock) -> RenderNode {
        clock.window.layer.renderNode(at: clock.runtime.now, id: "window", parent: .identity)!.children[0]
    }

    private func number(_ layer: CALayer, _ keyPath: String, _ clock: KitClock) -> Double {
        guard case .number(let v) = layer.presentedState(at: clock.runtime.now).value(at: KeyPathEntry.named(keyPath)!) else { return .nan }
        return v
    }

    @Test func hiddenClippedAndBorderedViewsDrawSo() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            view.clipsToBounds = true
            view.layer.borderWidth = 2
            view.layer.borderColor = UIColor.red.cgColor
            view.layer.cornerRadius = 3
            clock.window.addSubview(view)
            let drawn = node(clock)
            #expect(drawn.masksToBounds && drawn.borderWidth == 2 && drawn.borderColor == Color(unchecked: 1, 0, 0, 1) && drawn.cornerRadius == 3)
            view.isHidden = true
            #expect(clock.window.layer.renderNode(at: clock.runtime.now, id: "window", parent: .identity)!.children.isEmpty)
        }
    }

    @Test func anAnchorPointMovesTheLayerAboutIt() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            clock.window.addSubview(view)
            view.layer.anchorPoint = CGPoint(x: 0, y: 0) // position (10, 5) now holds the top-left
            #expect(view.frame.origin == CGPoint(x: 10, y: 5))
            view.layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
            // A quarter turn about the top-left: (20, 0) goes to (0, 20), then to (10, 25).
            let p = node(clock).transform.apply(to: Point(20, 0))
            #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 25) < 1e-9)
        }
    }

    @Test func aViewMaskAndSubviewAboveAndLayout() {
        KitClock.run { clock in
            final class Laid: UIView {
                var layouts = 0
                override func layoutSubviews() { layouts += 1 }
            }
            let view = Laid(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let a = UIView(), b = UIView()
            view.addSubview(a)
            view.insertSubview(b, aboveSubview: a)
            #expect(view.subviews == [a, b])
            let mask = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            mask.backgroundColor = .black // a mask shows the view where the mask is opaque
            view.mask = mask
            clock.window.addSubview(view)
            #expect(node(clock).mask == BezierPath.rect(Rect(x: 5, y: 5, width: 10, height: 10)))
            view.layoutIfNeeded()
            view.layoutIfNeeded() // laid out once until the size changes
            view.bounds.size = CGSize(width: 30, height: 20)
            view.layoutIfNeeded()
            #expect(view.layouts == 2)
        }
    }

    @Test func anImageViewDrawsItsImageByContentMode() throws {
        try KitClock.run { clock in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-surface-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let file = folder + "/dot@2x.png"
            let png = try PNGEncoder().encode(RGBAImage(width: 4, height: 2, fill: RGBA8(r: 0, g: 0, b: 255)))
            try Data(png).write(to: URL(fileURLWithPath: file))
            let image = try #require(UIImage(contentsOfFile: file))
            let view = UIImageView(image: image)
            #expect(view.frame.size == CGSize(width: 2, height: 1)) // 4 × 2 px at @2x
            view.contentMode = .scaleAspectFit
            clock.window.addSubview(view)
            #expect(node(clock).content == .image(ImageContent(file: file, contentMode: .scaleAspectFit)))
        }
    }

    @Test func shapeLayerPropertiesReachTheDrawing() {
        KitClock.run { clock in
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 1, y: 1, width: 5, height: 5), transform: nil)
            shape.fillColor = nil
            shape.strokeColor = UIColor.blue.cgColor
            shape.lineWidth = 3
            shape.strokeStart = 0.25
            shape.strokeEnd = 0.5
            shape.lineCap = .round
            shape.lineJoin = .bevel
            shape.fillRule = .evenOdd
            host.layer.addSublayer(shape)
            clock.window.addSubview(host)
            guard case .shape(let drawn)? = node(clock).children.first?.content else { Issue.record("no shape"); return }
            #expect(drawn == ShapeContent(path: .rect(Rect(x: 1, y: 1, width: 5, height: 5)), fillColor: nil, strokeColor: Color(unchecked: 0, 0, 1, 1),
                                          lineWidth: 3, lineCap: .round, lineJoin: .bevel, fillRule: .evenOdd,
                                          strokeStart: 0.25, strokeEnd: 0.5))
            shape.removeFromSuperlayer()
            host.layer.insertSublayer(shape, at: 0)
            #expect(host.layer.sublayers?.first === shape)
        }
    }

    /// A presentation copy (`init(layer:)`) draws with the original's cap, join and fill rule:
    /// the copy's own initializer must set the drawn styles, since it runs no property observer.
    @Test func aShapeLayersCopyDrawsItsStrokeStyles() {
        KitClock.run { _ in
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
            (shape.lineCap, shape.lineJoin, shape.fillRule) = (.square, .round, .evenOdd)
            let copy = CAShapeLayer(layer: shape)
            let drawn = copy.shapeContent(copy.modelState)
            #expect(drawn?.lineCap == .square && drawn?.lineJoin == .round && drawn?.fillRule == .evenOdd)
            // A miter limit other than CA's 10 is not drawn, so it is recorded, once set.
            copy.miterLimit = 4
            #expect(Misuse.take().map(\.message) == ["not supported in SegueKit: CAShapeLayer.miterLimit"])
            // UIKit's names for a symbol's weight and scale.
            _ = UIImage.SymbolConfiguration(pointSize: 17, weight: UIImage.SymbolWeight.bold, scale: UIImage.SymbolScale.large)
        }
    }

    @Test func additiveSpeedAndRemovalByKey() {
        KitClock.run { clock in
            let layer = CALayer()
            layer.position = CGPoint(x: 10, y: 0)
            let nudge = CABasicAnimation(keyPath: "position.x")
            nudge.fromValue = 0
            nudge.toValue = 20
            nudge.isAdditive = true
            nudge.duration = 1
            nudge.speed = 2 // local time runs twice as fast: done at 0.5 s
            layer.add(nudge, forKey: "nudge")
            clock.advance(to: 0.25)
            #expect(number(layer, "position.x", clock) == 10 + 20 * 0.5)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            layer.removeAnimation(forKey: "fade")
            #expect(layer.animationKeys() == ["nudge"])
            clock.advance(to: 0.5)
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test func keyframeTimingFunctionsPaceEachSegment() {
        KitClock.run { clock in
            let layer = CALayer()
            let steps = CAKeyframeAnimation(keyPath: "opacity")
            steps.values = [0, 1]
            steps.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
            steps.duration = 1
            layer.add(steps, forKey: nil)
            clock.advance(to: 0.5)
            #expect(abs(number(layer, "opacity", clock) - CubicBezierTiming.easeIn.progress(at: 0.5)) < 1e-9)
        }
    }

    @Test func perceptualSpringsAndTransactionTimingFunctions() throws {
        try KitClock.run { clock in
            let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
            let reference = try Spring(duration: 0.5, bounce: 0.2)
            #expect(spring.mass == 1 && abs(Double(spring.stiffness) - reference.stiffness) < 1e-9)
            #expect(abs(spring.duration - reference.settlingDuration) < 1e-12)
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(host)
            let dot = CALayer()
            host.layer.addSublayer(dot)
            _ = node(clock) // on screen: implicit animations from now on
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            dot.opacity = 0
            CATransaction.commit()
            clock.advance(to: 0.25)
            #expect(abs(number(dot, "opacity", clock) - 0.75) < 1e-9)
        }
    }

    @Test func iOS17SpringBlocksRunUntilTheySettle() throws {
        try KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            var endedAt: Double?
            UIView.animate(springDuration: 0.4, bounce: 0.3, animations: { view.center.x = 105 }, completion: { _ in endedAt = clock.time })
            let spring = try Spring(duration: 0.4, bounce: 0.3)
            clock.advance(to: 0.2)
            #expect(abs(number(view.layer, "position.x", clock) - (5 + 100 * spring.value(at: 0.2))) < 1e-9)
            clock.advance(to: 5)
            #expect(abs(endedAt! - spring.settlingDuration) < 1e-9)
        }
    }

    @Test func aControlPointAnimatorFollowsItsCurve() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 1, y: 1)) {
                view.center.x = 105
            }
            animator.startAnimation()
            clock.advance(to: 0.5)
            let curve = CubicBezierTiming(unchecked: 0.42, 0, 1, 1)
            #expect(abs(number(view.layer, "position.x", clock) - (5 + 100 * curve.progress(at: 0.5))) < 1e-6)
        }
    }

    @Test func aDismissKeepsBothViewsAndTheContextSaysSo() throws {
        final class Dismiss: NSObject, UIViewControllerAnimatedTransitioning {
            var seen: [String] = []
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.1 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let container = transitionContext.containerView
                let from = transitionContext.view(forKey: .from)!, to = transitionContext.view(forKey: .to)!
                container.insertSubview(to, belowSubview: from)
                seen = ["\(transitionContext.isAnimated) \(transitionContext.isInteractive) \(transitionContext.presentationStyle == .fullScreen)"]
                UIView.animate(withDuration: 0.1, animations: { from.alpha = 0 }) { _ in transitionContext.completeTransition(true) }
            }
        }
        let animator = Dismiss()
        let presented = UIViewController(nibName: nil, bundle: nil), presenting = UIViewController()
        let recording = try TransitionRecorder(size: CGSize(width: 10, height: 10), scale: 1, fps: 20)
            .record(animator, operation: .dismiss, from: presented, to: presenting)
        #expect(animator.seen == ["true false true"])
        #expect(recording.name == "dismiss-dismiss" && recording.frameCount == 3)
        // The first frame shows both views: the presenting one below the presented one.
        #expect(recording.snapshot(atFrame: 0).tree.nodes[0].children[0].children.count == 2)
    }
}
