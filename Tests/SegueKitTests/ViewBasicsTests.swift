import Foundation
import SegueCore
import SeguePNG
import Testing
@testable import SegueKit

/// The small pieces of UIKit that animator files use on the way (issue 26, item 4): fonts by
/// text style, insets, tint, sizes, the layer class, `NSValue(caTransform3D:)`, flipped geometry.
@MainActor
struct ViewBasicsTests {
    @Test func preferredFontsAreTheLargeColumnOfTheDynamicTypeTable() {
        KitClock.run { _ in
            // Apple's table at the default size (Large): body 17, headline 17 semibold,
            // largeTitle 34, caption2 11; headline is the only semibold style.
            #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.systemFont(ofSize: 17))
            #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
            #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
            #expect(UIFont.preferredFont(forTextStyle: .title3).pointSize == 20)
            #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
            #expect(Misuse.take().isEmpty)
            // UIKit's raw values are the Core Text names.
            #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
            _ = UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "Shouting"))
            #expect(Misuse.take().map(\.message) == [#"not supported in SegueKit: UIFont.preferredFont(forTextStyle: "Shouting") (not one of UIKit's text styles)"#])
            // At Large, UIFontMetrics scales by 1; a maximum still caps.
            let font = UIFont.systemFont(ofSize: 40)
            #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: font) == font)
            #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 30).pointSize == 30)
            #expect(UIFontMetrics.default.scaledValue(for: 12) == 12)
        }
    }

    @Test func dynamicTypeSizesGrowByCategory() {
        // The HIG's rule: sizes differ by one point per step up to Large, except the captions
        // (and footnote), which stay put at the three smallest settings.
        #expect(TextStyle.body.pointSize(in: .xSmall) == 14 && TextStyle.body.pointSize(in: .medium) == 16)
        #expect(TextStyle.caption1.pointSize(in: .xSmall) == TextStyle.caption1.pointSize(in: .medium))
        #expect(TextStyle.body.pointSize(in: .accessibilityXXXLarge) == 53)
    }

    @Test func insetsMoveEachEdgeInward() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        // left 20, top 10: origin (20, 10); width 100 − 20 − 40, height 100 − 10 − 30.
        #expect(rect.inset(by: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)) == CGRect(x: 20, y: 10, width: 40, height: 60))
        // Insets wider than the rectangle leave a negative width, as UIEdgeInsetsInsetRect does.
        #expect(rect.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)).size.width == -20)
        let view = UIView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func tintIsInheritedUntilSet() {
        final class Tinted: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = UIView(), child = Tinted(), own = Tinted()
        parent.addSubview(child)
        parent.addSubview(own)
        #expect(child.tintColor == UIColor.systemBlue) // UIKit's default
        own.tintColor = .systemRed
        parent.tintColor = .systemGreen
        #expect(child.tintColor == UIColor.systemGreen && own.tintColor == UIColor.systemRed)
        // The child inherited the change; the view with its own tint was told only of its own.
        #expect(child.changes == 1 && own.changes == 1)
        own.tintColor = nil
        #expect(own.tintColor == UIColor.systemGreen)
    }

    @Test func plainViewsHaveNoContentSize() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 30, height: 40))
    }

    @Test func layerClassIsAnyClassAsInUIKit() {
        KitClock.run { _ in
            final class ShapeView: UIView {
                override class var layerClass: AnyClass { CAShapeLayer.self }
            }
            final class Wrong: UIView {
                override class var layerClass: AnyClass { NSObject.self }
            }
            #expect(ShapeView().layer is CAShapeLayer)
            #expect(type(of: Wrong().layer) == CALayer.self)
            #expect(Misuse.take().map(\.message).first?.hasSuffix("layerClass: NSObject is not a CALayer subclass; the view gets a CALayer") == true)
        }
    }

    @Test func anNSValueCarriesATransformIntoAnAnimation() {
        KitClock.run { clock in
            let scale = CATransform3DMakeScale(3, 3, 1)
            #expect(NSValue(caTransform3D: scale).caTransform3DValue == scale)
            let layer = CALayer()
            clock.window.layer.addSublayer(layer)
            let animation = CABasicAnimation(keyPath: "transform")
            animation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            animation.toValue = NSValue(caTransform3D: scale)
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(animation, forKey: "grow")
            clock.advance(to: 0.5)
            // Linear, halfway: the scale is 1 + (3 − 1) · ½ = 2.
            #expect(abs((layer.presentation()?.transform.m11 ?? 0) - 2) < 1e-9)
            #expect(Misuse.take().isEmpty)
        }
    }

    @Test func aPlaceholderPropertyAnimatorHasNoDuration() {
        KitClock.run { _ in
            let animator = UIViewPropertyAnimator()
            #expect(animator.duration == 0 && animator.state == .inactive)
        }
    }

    @Test func flippedGeometryPutsSublayersAtTheBottom() throws {
        try KitClock.run { clock in
            // A 100 × 100 container with flipped geometry holding a blue 10 × 20 sublayer whose
            // frame is (0, 0): y now runs up from the bottom, so it covers y 80…100, not 0…20.
            let container = CALayer()
            container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            container.isGeometryFlipped = true
            let blue = CALayer()
            blue.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
            blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
            container.addSublayer(blue)
            clock.window.layer.addSublayer(container)
            let frame = try clock.drawn()
            #expect(frame[5, 90] == RGBA8(r: 0, g: 0, b: 255))
            #expect(frame[5, 10] == RGBA8(r: 0, g: 0, b: 0))
            #expect(frame[15, 90] == RGBA8(r: 0, g: 0, b: 0))
        }
    }

    @Test func aFlippedShapeLayerTurnsItsOwnPathOver() throws {
        try KitClock.run { clock in
            // A path drawn for y-up coordinates (a band along y 0…20) in a flipped 100 × 100
            // shape layer: the band shows at the bottom, y 80…100, as on iOS.
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 20), transform: nil)
            shape.fillColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
            shape.isGeometryFlipped = true
            clock.window.layer.addSublayer(shape)
            let frame = try clock.drawn()
            #expect(frame[50, 90] == RGBA8(r: 0, g: 0, b: 255) && frame[50, 10] == RGBA8(r: 0, g: 0, b: 0))
        }
    }

    @Test func rasterizingIsAHintThatChangesNoPixel() throws {
        try KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
            view.backgroundColor = .systemRed
            view.layer.cornerRadius = 8
            clock.window.addSubview(view)
            let plain = try clock.drawn().image()
            view.layer.shouldRasterize = true
            view.layer.rasterizationScale = 3
            #expect(try clock.drawn().image() == plain)
        }
    }

    @Test func hueSaturationBrightnessIsHSV() {
        // Hue 1/3 is green; half saturation at full brightness mixes in half white; a hue of 1
        // turns all the way round to red.
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r) < 1e-9 && abs(g - 1) < 1e-9 && abs(b) < 1e-9 && a == 1)
        _ = UIColor(hue: 0, saturation: 0.5, brightness: 1, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 1) < 1e-9 && abs(g - 0.5) < 1e-9 && abs(b - 0.5) < 1e-9 && a == 0.5)
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func indexPathsReadAsUIKitsDo() {
        let path = IndexPath(item: 4, section: 2)
        #expect(path.item == 4 && path.section == 2 && path.row == 4 && IndexPath(row: 4, section: 2) == path)
    }

    @Test func symbolsAreRecordedAndDrawNothing() {
        KitClock.run { clock in
            let image = UIImage(systemName: "star.fill")
            let view = UIImageView(image: image)
            clock.window.addSubview(view)
            #expect(image != nil && view.content(for: view.layer.modelState) == nil)
            #expect(Misuse.take().map(\.message) == [#"not supported in SegueKit: UIImage(systemName: "star.fill") (SF Symbols are not available on Linux; use an image file)"#])
        }
    }

    @Test func safeAreaInsetsAreWhereTheViewReachesIntoTheScreensInsets() {
        KitClock.run { clock in
            clock.window.screenSafeArea = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
            let full = UIView(frame: clock.window.bounds), middle = UIView(frame: CGRect(x: 0, y: 30, width: 100, height: 40))
            let top = UIView(frame: CGRect(x: 0, y: 5, width: 50, height: 50))
            clock.window.addSubview(full)
            clock.window.addSubview(middle)
            clock.window.addSubview(top)
            #expect(full.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
            #expect(middle.safeAreaInsets == .zero)
            // Starting at y 5, the top 15 points are under the top inset.
            #expect(top.safeAreaInsets == UIEdgeInsets(top: 15, left: 0, bottom: 0, right: 0))
            #expect(UIView().safeAreaInsets == .zero)
        }
    }
}
