import Foundation
import SegueCore
import Testing
@testable import SegueKit

/// CAGradientLayer drawn as Core's gradient content, its key paths animatable (issue 26).
@MainActor
struct GradientLayerTests {
    private func content(_ layer: CALayer, _ clock: KitClock) -> LayerContent? {
        layer.drawnContent(layer.presentedState(at: clock.runtime.now))
    }

    @Test func aGradientLayerDrawsItsColoursWithCoreAnimationsDefaults() {
        KitClock.run { clock in
            final class GradientView: UIView {
                override class var layerClass: AnyClass { CAGradientLayer.self }
            }
            let view = GradientView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let gradient = view.layer as! CAGradientLayer
            #expect(content(gradient, clock) == nil) // no colours, nothing drawn
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1) && gradient.locations == nil)
            #expect(content(gradient, clock) == .gradient(GradientContent(colors: [Color(unchecked: 1, 0, 0), Color(unchecked: 0, 0, 1)])))
            gradient.type = .radial
            gradient.locations = [0.25, 0.75]
            #expect(content(gradient, clock) == .gradient(GradientContent(kind: .radial, colors: [Color(unchecked: 1, 0, 0), Color(unchecked: 0, 0, 1)],
                                                                         locations: [0.25, 0.75])))
            #expect(Misuse.take().isEmpty)
        }
    }

    @Test func locationsAnimateElementByElement() {
        KitClock.run { clock in
            let gradient = CAGradientLayer()
            gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
            clock.window.layer.addSublayer(gradient)
            // The shimmer: locations slide from [0, 0.1] to [0.9, 1] linearly over a second.
            let shimmer = CABasicAnimation(keyPath: "locations")
            shimmer.fromValue = [0, 0.1]
            shimmer.toValue = [NSNumber(value: 0.9), NSNumber(value: 1.0)]
            shimmer.duration = 1
            shimmer.timingFunction = CAMediaTimingFunction(name: .linear)
            gradient.add(shimmer, forKey: "shimmer")
            clock.advance(to: 0.5)
            let halfway = gradient.presentation()?.locations?.map(\.doubleValue) ?? []
            #expect(halfway.count == 2 && abs(halfway[0] - 0.45) < 1e-9 && abs(halfway[1] - 0.55) < 1e-9)
            // Colours too, per component: white to black halfway is mid grey.
            let fade = CABasicAnimation(keyPath: "colors")
            fade.toValue = [UIColor.black.cgColor, UIColor.black.cgColor]
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            gradient.add(fade, forKey: "fade")
            clock.advance(to: 1)
            let grey = (gradient.presentation()?.colors?.first as? CGColor)?.color
            #expect(grey.map { abs($0.red - 0.5) < 1e-9 && $0.alpha == 1 } == true)
            #expect(Misuse.take().isEmpty)
        }
    }

    @Test func misuseIsRecordedNamingTheCall() {
        KitClock.run { _ in
            CALayer().add(CABasicAnimation(keyPath: "colors"), forKey: nil)
            CAGradientLayer().type = .conic
            CAGradientLayer().colors = ["red"]
            #expect(Misuse.take().map(\.message) == [
                "CALayer.add(CABasicAnimation(keyPath: \"colors\"), forKey: nil): colors is a CAGradientLayer property, and the layer is a CALayer",
                "not supported in SegueKit: CAGradientLayer.type = .conic (conic gradients are not drawn)",
                "CAGradientLayer.colors: expected an array of CGColor, found Array<Any>",
            ])
        }
    }
}
