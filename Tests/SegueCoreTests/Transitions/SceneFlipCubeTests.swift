import Foundation
import Testing
@testable import SegueCore
import SegueTestSupport

/// The flip and cube effects on the 400 × 800 fixture canvas, linear timing (p = f), against
/// their geometry worked by hand (`FlipEffect`, `CubeEffect`).
@Suite struct SceneFlipCubeTests {
    typealias F = EvaluationFixtures

    func node(_ id: String, _ effect: any TransitionEffect, at f: Double, _ operation: TransitionOperation = .push) throws -> RenderNode {
        try #require(F.scene(effect, operation).resolved().renderTree(atFraction: f).nodes.first { $0.id == id })
    }

    @Test func aFlipFromTheLeftKeepsItsNearEdgeTheScreensHeight() throws {
        // f = ¼: θ = 45°; the from screen's left edge (u = −200) comes forward by 200·sin 45°
        // and the dolly takes it back by as much: W = 1 there, so it spans y = 0…800 exactly, at
        // x = 200 − 200·cos 45°. The right edge is 2·200·sin 45° = 282.8 behind: W = 1.28284.
        let from = try node("from", FlipEffect(direction: .left), at: 0.25)
        let h = try #require(from.projection)
        let top = try #require(h.apply(to: Point(0, 0))), bottom = try #require(h.apply(to: Point(0, 800)))
        expectClose(top, Point(200 - 200 * cos(Double.pi / 4), 0), tolerance: 1e-9)
        expectClose(bottom.y, 800, tolerance: 1e-9)
        let w = h.depthFactor(at: Point(400, 0))
        expectClose(w, 1 + 2 * 200 * sin(Double.pi / 4) / FlipEffect.perspectiveDistance, tolerance: 1e-12)
        // The to screen is at θ − π = −135°: its back faces the viewer, so it is not drawn yet.
        #expect(try node("to", FlipEffect(direction: .left), at: 0.25).opacity == 0)
        #expect(try node("from", FlipEffect(direction: .left), at: 0.75).opacity == 0)
        #expect(try node("to", FlipEffect(direction: .left), at: 0.75).opacity == 1)
    }

    @Test func atHalfTimeAFlipShowsNeitherScreenFaceOn() throws {
        // θ = 90°: both screens are edge-on (cos 90° ≈ 6e-17), no width on the canvas.
        for id in ["from", "to"] {
            let n = try node(id, FlipEffect(), at: 0.5)
            let width = n.projection.flatMap { $0.mappedBounds(of: Rect(0, 0, 400, 800)) }?.width ?? 0
            #expect(n.opacity == 0 || width < 1e-6, "\(id)")
        }
    }

    @Test func flipDirectionsTurnAsUIKitDocumentsThem() throws {
        // "FlipFromLeft: the left side of the view moves toward the front": W < 1 at x = 0.
        // From the right, the right side; from the top, the top side; from the bottom, the bottom.
        let cases: [(FlipDirection, Point, Point)] = [(.left, Point(0, 400), Point(400, 400)), (.right, Point(400, 400), Point(0, 400)),
                                                      (.top, Point(200, 0), Point(200, 800)), (.bottom, Point(200, 800), Point(200, 0))]
        for (direction, near, far) in cases {
            // The dolly moves both sides back alike, so the nearer side still has the smaller W.
            let from = try node("from", FlipEffect(direction: direction), at: 0.25)
            let h = try #require(from.projection)
            #expect(h.depthFactor(at: near) < h.depthFactor(at: far), "\(direction)")
        }
    }

    @Test func atTheEndsAFlipIsFlat() throws {
        #expect(try node("from", FlipEffect(), at: 0).projection == nil)
        let to = try node("to", FlipEffect(), at: 1)
        #expect(to.projection == nil && to.transform == .identity && to.opacity == 1)
    }

    @Test func theCubesFacesMeetAtTheSharedEdge() throws {
        // A push travels left: the from screen's right edge and the to screen's left edge are the
        // same edge of the cube at every instant. At f = ½ each face is turned 45°: the edge, at
        // (200, 200) from the cube's centre (200 behind the screen) in x and z, turns onto the
        // centre line at 200·√2 from it, so x' = 200 on the canvas and z = 200·√2 − 200 = 82.8
        // toward the viewer: W = 1 − 82.8/1000.
        for f in [0.2, 0.5, 0.8] {
            let from = try #require(try node("from", CubeEffect(), at: f).projection)
            let to = try #require(try node("to", CubeEffect(), at: f).projection)
            for y in [0.0, 400, 800] {
                expectClose(try #require(from.apply(to: Point(400, y))), try #require(to.apply(to: Point(0, y))), tolerance: 1e-9)
            }
        }
        let from = try #require(try node("from", CubeEffect(), at: 0.5).projection)
        let edgeW = from.depthFactor(at: Point(400, 0))
        expectClose(edgeW, 1 - (200 * 2.0.squareRoot() - 200) / CubeEffect.perspectiveDistance, tolerance: 1e-12)
        expectClose(try #require(from.apply(to: Point(400, 400))).x, 200, tolerance: 1e-9)
    }

    @Test func aCubeTravelsLikeASlide() throws {
        // Pushed (left), the to face starts on the right; popped (right), it starts on the left;
        // presented (up), below. At f = 0.1 the to face's centre is on that side of the canvas.
        let cases: [(TransitionOperation, (Point) -> Bool)] = [(.push, { $0.x > 200 }), (.pop, { $0.x < 200 }),
                                                               (.present, { $0.y > 400 }), (.dismiss, { $0.y < 400 })]
        for (operation, onTheSide) in cases {
            let to = try node("to", CubeEffect(), at: 0.1, operation)
            let centre = try #require(to.projection?.apply(to: Point(200, 400)))
            #expect(onTheSide(centre), "\(operation)")
        }
    }

    @Test func variantsMirrorOrFade() {
        let context = EffectContext(canvas: F.canvas, from: F.list, to: F.detail, operation: .push, duration: 1, timing: .linear)
        #expect(FlipEffect(direction: .left).adapted(to: .rtl, in: context) as? FlipEffect == FlipEffect(direction: .right))
        #expect(FlipEffect(direction: .top).adapted(to: .rtl, in: context) as? FlipEffect == FlipEffect(direction: .top))
        #expect(CubeEffect().adapted(to: .rtl, in: context) as? CubeEffect == CubeEffect(direction: .right))
        for variant in [TransitionVariant.crossFade, .reduceMotion] {
            #expect(FlipEffect().adapted(to: variant, in: context) is FadeEffect)
            #expect(CubeEffect().adapted(to: variant, in: context) is FadeEffect)
        }
    }
}
