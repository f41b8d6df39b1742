import Foundation
import SegueCore
import SeguePNG
import Testing
@testable import SegueKit

/// CAReplicatorLayer's copies and CATransformLayer's rendering, by the header comments' rules.
@MainActor
struct ReplicatorAndTransformLayerTests {
    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor

    /// A 100 × 100 replicator at the origin holding a red 10 × 10 dot at `dot`.
    private func replicator(_ clock: KitClock, dot: CGRect) -> (CAReplicatorLayer, CALayer) {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let layer = CALayer()
        layer.frame = dot
        layer.backgroundColor = red
        replicator.addSublayer(layer)
        clock.window.layer.addSublayer(replicator)
        return (replicator, layer)
    }

    @Test func copiesAreTransformedCumulatively() throws {
        try KitClock.run { clock in
            let (replicator, _) = replicator(clock, dot: CGRect(x: 0, y: 0, width: 10, height: 10))
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            let frame = try clock.drawn()
            // Copy k is moved 20·k: dots at x 0, 20 and 40, nothing at 60.
            for x in [5, 25, 45] { #expect(frame[x, 5] == RGBA8(r: 255, g: 0, b: 0), "x \(x)") }
            #expect(frame[65, 5] == RGBA8(r: 0, g: 0, b: 0) && frame[15, 5] == RGBA8(r: 0, g: 0, b: 0))
        }
    }

    @Test func theInstanceTransformTurnsAboutTheReplicatorsCentre() throws {
        try KitClock.run { clock in
            // A dot at the top centre, four copies a quarter turn apart about (50, 50): top,
            // right, bottom, left.
            let (replicator, _) = replicator(clock, dot: CGRect(x: 45, y: 0, width: 10, height: 10))
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            let frame = try clock.drawn()
            for (x, y) in [(50, 5), (95, 50), (50, 95), (5, 50)] { #expect(frame[x, y] == RGBA8(r: 255, g: 0, b: 0), "(\(x), \(y))") }
            #expect(frame[50, 50] == RGBA8(r: 0, g: 0, b: 0))
        }
    }

    @Test func copiesAreTintedAndDelayed() throws {
        try KitClock.run { clock in
            let (replicator, dot) = replicator(clock, dot: CGRect(x: 0, y: 0, width: 10, height: 10))
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            replicator.instanceAlphaOffset = -0.5
            // Copy 2's alpha is 1 − 2 · 0.5 = 0: not drawn; copy 1's is 0.5 over black: 128 red.
            var frame = try clock.drawn()
            #expect(frame[5, 5].r == 255 && (127...128).contains(frame[25, 5].r) && frame[45, 5].r == 0)
            // A 1 s linear fade-in of the dot, 0.5 s later in each copy: at t = 0.75 s copy 0 is at
            // 0.75 and copy 1 at 0.25 (before tinting).
            replicator.instanceAlphaOffset = 0
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            fade.fillMode = .both
            replicator.instanceDelay = 0.5
            dot.add(fade, forKey: nil)
            clock.advance(to: 0.75)
            frame = try clock.drawn()
            #expect(abs(Double(frame[5, 5].r) - 0.75 * 255) <= 1 && abs(Double(frame[25, 5].r) - 0.25 * 255) <= 1)
        }
    }

    @Test func aTransformLayerDrawsOnlyItsSublayersEachWithTheOpacity() {
        KitClock.run { clock in
            let group = CATransformLayer()
            group.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            group.backgroundColor = red
            group.borderWidth = 2
            group.opacity = 0.5
            let child = CALayer()
            child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            group.addSublayer(child)
            clock.window.layer.addSublayer(group)
            let node = clock.window.layer.renderNode(at: clock.runtime.now, id: "window", parent: .identity)!.children[0]
            #expect(node.backgroundColor == nil && node.borderWidth == 0 && !node.allowsGroupOpacity && node.children.count == 1)
        }
    }
}
