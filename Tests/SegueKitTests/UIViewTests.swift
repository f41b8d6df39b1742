import Testing
import Foundation
import SegueCore
import SeguePNG
@testable import SegueKit

/// UIView's geometry, hierarchy and content, and what each turns into when drawn.
@MainActor
struct UIViewTests {
    @Test func frameBoundsAndCenterAreTheLayersGeometry() {
        KitClock.run { _ in
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            #expect(view.center == CGPoint(x: 60, y: 45))
            #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            // Scaled about the centre: the frame is the bounding box, twice the size around (60, 45).
            #expect(view.frame == CGRect(x: 60 - 100, y: 45 - 50, width: 200, height: 100))
            #expect(view.bounds.size == CGSize(width: 100, height: 50))
        }
    }

    @Test func subviewOrderFollowsInsertAndBringAndSend() {
        KitClock.run { _ in
            let parent = UIView(frame: .zero)
            let a = UIView(), b = UIView(), c = UIView()
            parent.addSubview(a)
            parent.addSubview(c)
            parent.insertSubview(b, belowSubview: c)
            #expect(parent.subviews == [a, b, c])
            parent.bringSubviewToFront(a)
            #expect(parent.subviews == [b, c, a])
            parent.sendSubviewToBack(a)
            parent.insertSubview(c, at: 0)
            #expect(parent.subviews == [c, a, b])
            // The layers follow the views.
            #expect(parent.layer.sublayers!.map(ObjectIdentifier.init) == [c, a, b].map { ObjectIdentifier($0.layer) })
            b.removeFromSuperview()
            #expect(parent.subviews == [c, a] && b.superview == nil && b.layer.superlayer == nil)
        }
    }

    @Test func convertGoesThroughFramesAndTransforms() {
        KitClock.run { _ in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            let thumb = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            root.addSubview(card)
            card.addSubview(thumb)
            #expect(root.convert(thumb.bounds, from: thumb) == CGRect(x: 110, y: 120, width: 30, height: 40))
            card.transform = CGAffineTransform(scaleX: 2, y: 2) // about (150, 150)
            // thumb's (0, 0) is card's (10, 20): 150 + 2·(10 − 50), 150 + 2·(20 − 50).
            #expect(thumb.convert(CGPoint.zero, to: root) == CGPoint(x: 70, y: 90))
            #expect(thumb.convert(CGPoint(x: 70, y: 90), from: root) == .zero)
        }
    }

    @Test func autoresizingShareTheChangeByTheMask() {
        KitClock.run { _ in
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let bar = UIView(frame: CGRect(x: 10, y: 0, width: 80, height: 20))
            bar.autoresizingMask = [.flexibleWidth]
            let badge = UIView(frame: CGRect(x: 70, y: 70, width: 20, height: 20))
            badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
            parent.addSubview(bar)
            parent.addSubview(badge)
            parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
            #expect(bar.frame == CGRect(x: 10, y: 0, width: 180, height: 20))
            #expect(badge.frame == CGRect(x: 170, y: 120, width: 20, height: 20))
        }
    }

    @Test func aSnapshotIsFrozenAtWhatIsShown() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 10))
            view.backgroundColor = .red
            clock.window.addSubview(view)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .blue })
            clock.advance(to: 0.5)
            let snapshot = view.snapshotView(afterScreenUpdates: false)!
            view.backgroundColor = .green
            #expect(snapshot.frame == CGRect(x: 20, y: 30, width: 40, height: 10))
            let frozen = snapshot.layer.sublayers!.first!.modelState
            #expect(frozen.backgroundColor == Color(unchecked: 0.5, 0, 0.5, 1))
        }
    }

    /// A red 20 × 20 square at the window's origin with a blue subview at `blue`.
    private func redSquare(blueAt blue: CGRect, in clock: KitClock) -> UIView {
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = .red
        let part = UIView(frame: blue)
        part.backgroundColor = .blue
        square.addSubview(part)
        clock.window.addSubview(square)
        return square
    }

    @Test func aSnapshotsContentFillsItsFrameAsTheFrameGrows() throws {
        try KitClock.run { clock in
            // A 20 × 20 square at (0, 0), red with a blue 10 × 10 quarter at its top left,
            // snapshotted and grown to (10, 10, 80, 80) over 1 s, linearly: at 0.5 s the frame is
            // halfway, (5, 5, 50, 50), and the content is stretched 2.5 times: the blue quarter
            // covers (5, 5)–(30, 30), the red the rest up to (55, 55).
            let square = redSquare(blueAt: CGRect(x: 0, y: 0, width: 10, height: 10), in: clock)
            let snapshot = try #require(square.snapshotView(afterScreenUpdates: false))
            square.removeFromSuperview()
            clock.window.addSubview(snapshot)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { snapshot.frame = CGRect(x: 10, y: 10, width: 80, height: 80) })
            clock.advance(to: 0.5)
            let drawn = try clock.drawn()
            #expect(drawn[28, 28] == RGBA8(r: 0, g: 0, b: 255))   // inside the stretched quarter
            #expect(drawn[32, 32] == RGBA8(r: 255, g: 0, b: 0))   // beyond it, still the square
            #expect(drawn[53, 53] == RGBA8(r: 255, g: 0, b: 0))   // near the grown corner
            #expect(drawn[57, 57] == RGBA8(r: 0, g: 0, b: 0))     // outside: the window's black
        }
    }

    @Test func aResizableSnapshotShowsItsRectFromTheTopLeft() throws {
        try KitClock.run { clock in
            // The right half (10, 0, 10, 20) of a 20 × 20 square, red with a blue right half: a
            // 10 × 20 view at the origin, all blue, clipped there; moved to (50, 50) it shows
            // blue at (55, 60) and the window's black at (62, 60), past its 10 points.
            let square = redSquare(blueAt: CGRect(x: 10, y: 0, width: 10, height: 20), in: clock)
            let snapshot = try #require(square.resizableSnapshotView(from: CGRect(x: 10, y: 0, width: 10, height: 20),
                                                                     afterScreenUpdates: false, withCapInsets: .zero))
            #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
            square.removeFromSuperview()
            snapshot.frame.origin = CGPoint(x: 50, y: 50)
            clock.window.addSubview(snapshot)
            let drawn = try clock.drawn()
            #expect(drawn[55, 60] == RGBA8(r: 0, g: 0, b: 255))
            #expect(drawn[62, 60] == RGBA8(r: 0, g: 0, b: 0) && drawn[48, 60] == RGBA8(r: 0, g: 0, b: 0))
            #expect(Misuse.take().isEmpty)
        }
    }

    @Test func layoutSubviewsAnimatesTheLayoutTheBlocksChangesCause() {
        KitClock.run { clock in
            // A view whose layoutSubviews keeps its child filling its width: grown from 20 to 60
            // wide over 1 s with .layoutSubviews, the child's width follows it, 40 at 0.5 s
            // (without the option it would jump to 60 at the next frame).
            final class Filling: UIView {
                let child = UIView()
                override init(frame: CGRect) { super.init(frame: frame); addSubview(child) }
                required init?(coder: NSCoder) { nil }
                override func layoutSubviews() { child.frame = bounds }
            }
            let view = Filling(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            clock.window.addSubview(view)
            view.layoutIfNeeded()
            UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
                view.frame.size.width = 60
            })
            clock.advance(to: 0.5)
            let width = view.child.layer.presentedState(at: clock.runtime.now).bounds.size.width
            #expect(abs(width - 40) < 1e-9, "\(width)")
            #expect(Misuse.take().isEmpty)
        }
    }

    @Test func aLayerTransitionIsRecordedByItsCall() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromRight
            view.layer.add(transition, forKey: kCATransition)
            #expect(Misuse.take().first?.message.hasPrefix(
                "not supported in SegueKit: CALayer.add(CATransition(type: \"push\", subtype: \"fromRight\"), forKey: \"transition\")") == true)
            #expect(view.layer.animationKeys() == nil || view.layer.animationKeys()?.isEmpty == true)
        }
    }

    @Test func aCrossDissolveFadesTheOldContentOutAboveTheNew() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .red
            clock.window.addSubview(view)
            var finished: Bool?
            UIView.transition(with: view, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
                              animations: { view.backgroundColor = .blue }, completion: { finished = $0 })
            #expect(view.backgroundColor == .blue)
            clock.advance(to: 0.1)
            let overlay = view.layer.sublayers!.last!
            #expect(abs(overlay.presentedState(at: clock.runtime.now).opacity - 0.75) < 1e-12)
            #expect(overlay.modelState.backgroundColor == Color(unchecked: 1, 0, 0, 1))
            clock.advance(to: 0.4)
            #expect(view.layer.sublayers == nil && finished == true)
        }
    }

    @Test func aLabelDrawsItsText() throws {
        KitClock.run { clock in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            label.text = "Inbox"
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textAlignment = .center
            label.textColor = .white
            clock.window.addSubview(label)
            let node = clock.window.layer.renderNode(at: clock.runtime.now, id: "window", parent: .identity)!.children[0]
            #expect(node.content == .text(TextContent(string: "Inbox", size: 15, weight: .semibold, color: .white, alignment: .center)))
        }
    }

    @Test func aShapeLayerMaskClipsByItsPathInTheHostsCoordinates() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            let mask = CAShapeLayer()
            mask.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
            mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
            view.layer.mask = mask
            clock.window.addSubview(view)
            let node = clock.window.layer.renderNode(at: clock.runtime.now, id: "window", parent: .identity)!.children[0]
            // The mask's own frame places its path at (5, 5) in the view.
            #expect(node.mask == BezierPath.rect(Rect(x: 5, y: 5, width: 4, height: 4)))
        }
    }

    @Test func aViewControllerLoadsItsViewOnce() {
        KitClock.run { _ in
            final class Counting: UIViewController {
                var loads = 0
                override func viewDidLoad() { loads += 1 }
            }
            let controller = Counting()
            #expect(!controller.isViewLoaded)
            #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            controller.loadViewIfNeeded()
            #expect(controller.loads == 1)
        }
    }

    @Test func aScreenViewControllerShowsTheScreenFilesLayers() throws {
        try KitClock.run { _ in
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            let controller = ScreenViewController(file: folder.appendingPathComponent("Templates/screens/list.json").path)
            let navBar = try #require(controller.view(withID: "navBar"))
            #expect(navBar.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
            #expect(controller.view(withID: "navTitle")?.superview === navBar)
            #expect(controller.view.backgroundColor?.cgColor.color == controller.screen?.background)
            let missing = ScreenViewController(file: "no/such/screen.json")
            _ = missing.view
            #expect(Misuse.take().map(\.message) == ["no/such/screen.json: expected a readable screen file, found no such file"])
        }
    }
}
