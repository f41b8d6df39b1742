import Foundation
import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct SceneVariantTests {
    typealias F = EvaluationFixtures

    func scene(_ effect: any TransitionEffect, _ operation: TransitionOperation = .push, variant: TransitionVariant,
               timing: Timing = .linear, duration: Double = 1) -> Scene {
        var scene = F.scene(effect, operation, timing: timing, duration: duration)
        scene.variant = Variant(variant)
        return scene
    }

    // MARK: right-to-left

    @Test func anRTLPushComesFromTheLeft() throws {
        // W = 400, easeInEaseOut(½) = ½. The incoming screen travels right: to.x = −W·(1 − p) =
        // −200 (LTR: +200); the covered one moves right by the parallax, from.x = 0.3·W·p = 60.
        let tree = try scene(SlideEffect(), variant: .rtl, timing: .easeInEaseOut).resolved().renderTree(atFraction: 0.5)
        expectClose(F.layer("to", in: tree)!.bounds.x, -400 * (1 - 0.5), tolerance: F.tolerance)
        expectClose(F.layer("from", in: tree)!.bounds.x, 0.3 * 400 * 0.5, tolerance: F.tolerance)
        // The card at x 80, 40 wide, sits at 400 − 80 − 40 = 280 on its mirrored screen: −200 + 280.
        expectClose(F.layer("to.card", in: tree)!.bounds.x, 80, tolerance: F.tolerance)
    }

    @Test func anRTLPopLeavesToTheLeft() throws {
        // Pop, linear, f = ¼: the from-screen (on top) leaves to the left, x = −W·p = −100.
        let tree = try scene(SlideEffect(), .pop, variant: .rtl).resolved().renderTree(atFraction: 0.25)
        expectClose(F.layer("from", in: tree)!.bounds.x, -100, tolerance: F.tolerance)
    }

    @Test func anRTLTabSlideFollowsTheMirroredTabOrder() throws {
        // From tab 2 back to tab 1: left to right, tab 1 lies left, so the new screen comes in from
        // the left (direction right); right to left, tab 1 lies right of tab 2, so it comes in
        // from the right (direction left). Linear, f = ¼: to.x = +W·(1 − p) = 300 on W = 400.
        let items = (0..<3).map { TabBarItem(title: "\($0)", glyph: .named("star")) }
        var tabs = scene(SlideEffect(), .tab, variant: .rtl)
        tabs.from.chrome.tabBar = TabBarChrome(items: items, selected: 2)
        tabs.to.chrome.tabBar = TabBarChrome(items: items, selected: 1)
        let tree = try tabs.resolved().renderTree(atFraction: 0.25)
        expectClose(F.layer("to", in: tree)!.bounds.x, 400 * (1 - 0.25), tolerance: F.tolerance)
    }

    @Test func anExplicitSlideDirectionIsMirroredAndVerticalOnesStay() {
        let context = F.scene(FadeEffect()).effectContext
        #expect(SlideEffect(direction: .left).adapted(to: .rtl, in: context) as? SlideEffect == SlideEffect(direction: .right))
        #expect(SlideEffect(direction: .up, parallax: 0.1).adapted(to: .rtl, in: context) as? SlideEffect
                    == SlideEffect(direction: .up, parallax: 0.1))
    }

    @Test func aRevealOriginAndAZoomSourceGivenInPointsAreMirrored() {
        // On the 400-pt canvas: the point (100, 200) → (300, 200); the rect (20, 100, 200, 100) → (180, 100, 200, 100).
        let context = F.scene(FadeEffect()).effectContext
        let reveal = CircleRevealEffect(origin: .value(Point(100, 200))).adapted(to: .rtl, in: context) as? CircleRevealEffect
        #expect(reveal?.origin == .value(Point(300, 200)))
        let zoom = ZoomEffect(source: .value(Rect(20, 100, 200, 100))).adapted(to: .rtl, in: context) as? ZoomEffect
        #expect(zoom?.source == .value(Rect(180, 100, 200, 100)))
        // A source layer moves with the mirrored layout: the effect keeps naming it.
        #expect(ZoomEffect(source: .layer("cell")).adapted(to: .rtl, in: context) as? ZoomEffect == ZoomEffect(source: .layer("cell")))
    }

    @Test func aCustomAnimationsXValuesAreMirroredForTheirTargetsPlace() throws {
        // The card (top level, parent = the 400-pt canvas): position x 100 → 300.
        // The badge (inside `group`, 200 wide): frame (0, 0, 50, 50) → (150, 0, 50, 50).
        // The figure (100 wide): a path's x 0…10 → 90…100. A rotation and a translation x negate.
        let custom = CustomEffect(animations: [
            PropertyAnimation(target: .toLayer("card"), keyPath: .position, from: .point(Point(100, 150)), to: .point(Point(200, 150))),
            PropertyAnimation(target: .fromLayer("badge"), keyPath: .frame, from: .rect(Rect(0, 0, 50, 50)), to: .rect(Rect(10, 0, 50, 50))),
            PropertyAnimation(target: .toLayer("figure"), keyPath: .path, from: .path(.rect(Rect(0, 0, 10, 10))), to: .path(.rect(Rect(0, 0, 10, 10)))),
            PropertyAnimation(target: .to, keyPath: .transformRotation, from: .number(0.5), to: .number(0)),
            PropertyAnimation(target: .to, keyPath: .transformTranslationX, from: .number(40), to: .number(0)),
        ])
        let resolved = try scene(custom, variant: .rtl).resolved()
        let animations = try #require(resolved.scene.transition.effect as? CustomEffect).animations
        #expect(animations[0].from == .point(Point(300, 150)) && animations[0].to == .point(Point(200, 150)))
        #expect(animations[1].from == .rect(Rect(150, 0, 50, 50)) && animations[1].to == .rect(Rect(140, 0, 50, 50)))
        #expect(animations[2].from == .path(BezierPath.rect(Rect(0, 0, 10, 10)).mirrored(width: 100)))
        #expect(BezierPath.rect(Rect(0, 0, 10, 10)).mirrored(width: 100).bounds == Rect(90, 0, 10, 10))
        #expect(animations[3].from == .number(-0.5))
        #expect(animations[4].from == .number(-40))
    }

    @Test func theChromeIsMirroredAfterItIsLaidOut() throws {
        // iPhone 16, 393 pt wide: every status bar part at x, w lands at 393 − x − w; the
        // navigation bar spans the canvas (x 0, w 393: stays) and its centred title stays centred.
        var plain = F.scene(FadeEffect())
        plain.canvas = Canvas(device: .iPhone16)
        plain.from.layers = []
        plain.to.layers = []
        plain.to.chrome = ScreenChrome(statusBar: StatusBarChrome(), navigationBar: NavigationBarChrome(title: "Inbox"), homeIndicator: true)
        var rtl = plain
        rtl.variant = .rtl
        let (a, b) = (try plain.resolved().scene, try rtl.resolved().scene)
        let statusBar = try #require(a.overlay.first), mirroredBar = try #require(b.overlay.first)
        #expect(statusBar.sublayers.count == mirroredBar.sublayers.count && !statusBar.sublayers.isEmpty)
        for (part, mirrored) in zip(statusBar.sublayers, mirroredBar.sublayers) {
            #expect(mirrored.frame == Rect(393 - part.frame.x - part.frame.width, part.frame.y, part.frame.width, part.frame.height))
        }
        let plainTitle = try #require(a.to.findLayer("navigationTitle")?.layer)
        let title = try #require(b.to.findLayer("navigationTitle")?.layer)
        #expect(title.frame.x == 393 - plainTitle.frame.x - plainTitle.frame.width)
        guard case .text(let text) = title.content else { Issue.record("expected a text title"); return }
        #expect(text.alignment == .center)
    }

    @Test func applyingTheVariantTwiceChangesNothing() throws {
        let once = try scene(SlideEffect(), variant: .rtl).withChrome().withVariantApplied()
        #expect(try once.withVariantApplied() == once)
        // And resolving the resolved scene's `scene` again mirrors nothing back.
        let resolved = try scene(SlideEffect(), variant: .rtl).resolved()
        #expect(try resolved.scene.resolved().scene == resolved.scene)
    }

    // MARK: Prefer Cross-Fade Transitions

    @Test func crossFadeReplacesAPushSlideWithAFadeOfTheSameTiming() throws {
        // A 0.35 s easeInEaseOut push: to.opacity = p, 0.5 at ½ by the curve's symmetry, and
        // easeInEaseOut(0.25) = 0.1291619310 at ¼ (as the circle reveal's test solves it);
        // the screen does not move.
        let resolved = try scene(SlideEffect(), variant: .crossFade, timing: .easeInEaseOut, duration: 0.35).resolved()
        #expect(resolved.scene.transition.effect as? FadeEffect == FadeEffect())
        let half = resolved.renderTree(atFraction: 0.5)
        expectClose(F.layer("to", in: half)!.opacity, 0.5, tolerance: F.tolerance)
        expectClose(F.layer("to", in: half)!.bounds.x, 0, tolerance: F.tolerance)
        expectClose(F.layer("to", in: resolved.renderTree(atFraction: 0.25))!.opacity, 0.1291619310, tolerance: 1e-9)
    }

    @Test func crossFadeAndReduceMotionFadeTheAppsSlidesZoomsAndReveals() {
        let context = F.scene(FadeEffect()).effectContext
        for variant in [TransitionVariant.crossFade, .reduceMotion] {
            for effect in [SlideEffect(), ZoomEffect(source: .layer("cell")), CircleRevealEffect(origin: .layer("button"))] as [any TransitionEffect] {
                #expect(effect.adapted(to: variant, in: context) as? FadeEffect == FadeEffect(), "\(effect) under \(variant)")
            }
        }
    }

    @Test func aFadeAndAMatchAreTheSameUnderEveryVariant() {
        let context = F.scene(FadeEffect()).effectContext
        for variant in TransitionVariant.allCases {
            #expect(FadeEffect().adapted(to: variant, in: context) as? FadeEffect == FadeEffect())
            #expect(MatchEffect().adapted(to: variant, in: context) as? MatchEffect == MatchEffect())
        }
    }

    // MARK: Reduce Motion

    @Test func aUIKitSpringLosesItsBounce() throws {
        // usingSpringWithDamping 0.6 → damping ratio 1, the velocity kept.
        let resolved = try scene(SlideEffect(), variant: .reduceMotion, timing: .spring(.dampingRatio(0.6, initialVelocity: 2))).resolved()
        #expect(resolved.scene.transition.timing == .spring(.dampingRatio(1, initialVelocity: 2)))
    }

    @Test func aPhysicalSpringIsCriticallyDamped() throws {
        // m 1, k 100, c 10: ζ = c / 2√(km) = 0.5, which overshoots by e^(−πζ/√(1 − ζ²)) = 0.163
        // at t = π/ω_d, ω_d = 10·√0.75. Critically damped, c = 2√(km) = 20 and
        // x(t) = 1 − (1 + ω₀t)·e^(−ω₀t) with ω₀ = 10: x(0.1) = 1 − 2/e = 0.2642411177, and never above 1.
        let bouncy = try Spring(mass: 1, stiffness: 100, damping: 10)
        let peak = Double.pi / (10 * 0.75.squareRoot())
        expectClose(bouncy.value(at: peak), 1 + exp(-Double.pi * 0.5 / 0.75.squareRoot()), tolerance: 1e-9)
        guard case .spring(.physical(let calm)) = Timing.spring(.physical(bouncy)).withoutBounce else {
            Issue.record("expected a physical spring"); return
        }
        #expect(calm.damping == 20 && calm.stiffness == 100 && calm.mass == 1)
        expectClose(calm.value(at: 0.1), 1 - 2 / exp(1.0), tolerance: 1e-9)
        expectClose(calm.value(at: peak), 1 - (1 + 10 * peak) * exp(-10 * peak), tolerance: 1e-9)
    }

    @Test func reduceMotionTakesTheBounceOutOfACustomAnimatorsSpringsOnly() throws {
        let spring = PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0), to: .number(1),
                                       timing: .spring(.dampingRatio(0.3, initialVelocity: 0)))
        let eased = PropertyAnimation(target: .to, keyPath: .transformTranslationX, from: .number(400), to: .number(0), timing: .easeInEaseOut)
        let resolved = try scene(CustomEffect(animations: [spring, eased]), variant: .reduceMotion).resolved()
        let animations = try #require(resolved.scene.transition.effect as? CustomEffect).animations
        #expect(animations[0].timing == .spring(.dampingRatio(1, initialVelocity: 0)))
        #expect(animations[1] == eased)
    }
}
