import Foundation
import Testing
@testable import SegueCore
import SegueTestSupport

/// The system sheet (`SheetEffect`) on the device presets, each value derived by hand from the
/// metrics in `SheetEffect+Metrics.swift`.
@Suite struct SceneSheetTests {
    static let tolerance = 1e-9

    /// A presenting screen and a presented one, both plain, on `device`.
    func scene(_ effect: SheetEffect, on device: Device = .iPhone16, _ operation: TransitionOperation = .present,
               timing: Timing = .linear, duration: Double = 0.5) -> Scene {
        let presenting = Screen(background: .white, layers: [Layer(id: "row", frame: Rect(0, 100, device.size.width, 44))])
        let presented = Screen(background: .white, layers: [Layer(id: "title", frame: Rect(16, device.safeArea.top, 200, 44))])
        let forward = operation == .present
        return Scene(name: "sheet", canvas: Canvas(device: device), from: forward ? presenting : presented,
                     to: forward ? presented : presenting,
                     transition: Transition(effect: effect, operation: operation, duration: duration, timing: timing))
    }

    func node(_ id: String, _ tree: RenderTree) -> RenderNode? {
        func find(_ nodes: [RenderNode]) -> RenderNode? {
            for node in nodes {
                if node.id == id { return node }
                if let found = find(node.children) { return found }
            }
            return nil
        }
        return find(tree.nodes)
    }

    /// The canvas point a node's local (0, 0) lands on.
    func origin(_ id: String, _ tree: RenderTree) -> Point? { node(id, tree)?.transform.apply(to: Point(0, 0)) }

    @Test func inDarkAppearanceASheetOnTheBaseBlackIsDrawnElevated() throws {
        // A presented screen on systemBackground's dark black (#000000) shows the elevated
        // #1C1C1E in a page sheet; a fullScreen presentation is not elevated, nor is light.
        func presented(_ style: SheetStyle, _ appearance: Appearance) throws -> Color? {
            var dark = scene(SheetEffect(style: style))
            dark.canvas.appearance = appearance
            dark.to.background = .black
            return node("to", try dark.resolved().renderTree(atFraction: 1))?.backgroundColor
        }
        #expect(try presented(.pageSheet, .dark) == Color(unchecked: 0x1C / 255, 0x1C / 255, 0x1E / 255, 1))
        #expect(try presented(.fullScreen, .dark) == .black)
        #expect(try presented(.pageSheet, .light) == .black)
    }

    @Test func thePresentingScreenEndsAPageSheetScaledBackWithTenPointCorners() throws {
        // iPhone 16 (393 × 852, safe area top 59): the large sheet's top is 59 + 10 = 69; the
        // presenting screen is inset 12 on each side, s = (393 − 24) / 393 = 369 / 393, its top
        // 12 above the sheet's, at 57; its corners go from the display's 55 to 10.
        let tree = try scene(SheetEffect()).resolved().renderTree(atFraction: 1)
        let presenting = try #require(node("from", tree))
        expectClose(presenting.transform.a, 369.0 / 393, tolerance: Self.tolerance)
        expectClose(presenting.transform.d, 369.0 / 393, tolerance: Self.tolerance)
        expectClose(try #require(origin("from", tree)), Point(12, 57), tolerance: 1e-9)
        #expect(presenting.cornerRadius == 10)
        #expect(presenting.masksToBounds)
        expectClose(try #require(origin(SheetEffect.stageIDs.sheet, tree)), Point(0, 69), tolerance: Self.tolerance)
        // At the start the presenting screen is as it was, with the display's corners.
        let start = try #require(node("from", try scene(SheetEffect()).resolved().renderTree(atFraction: 0)))
        #expect(start.transform == .identity)
        #expect(start.cornerRadius == 55)
    }

    @Test func theMediumDetentIsHalfTheLargeHeightWithinTheSafeArea() {
        // iPhone 16: maximumDetentValue = 852 − 69 − 34 = 749, medium = 374.5, and the sheet's top
        // is 852 − 374.5 − 34 = 443.5. iPhone SE (667 tall, safe area top 20, bottom 0):
        // (667 − 30 − 0) / 2 = 318.5, top 667 − 318.5 = 348.5.
        expectClose(SheetEffect.maximumDetentValue(on: .iPhone16, height: 852), 749, tolerance: Self.tolerance)
        expectClose(SheetEffect.mediumHeight(on: .iPhone16, height: 852), 374.5, tolerance: Self.tolerance)
        expectClose(SheetEffect.sheetTop(forValue: 374.5, on: .iPhone16, height: 852), 443.5, tolerance: Self.tolerance)
        expectClose(SheetEffect.mediumHeight(on: .iPhoneSE3, height: 667), 318.5, tolerance: Self.tolerance)
        expectClose(SheetEffect.sheetTop(forValue: 318.5, on: .iPhoneSE3, height: 667), 348.5, tolerance: Self.tolerance)
    }

    @Test func atTheMediumDetentThePresentingScreenIsOnlyDimmed() throws {
        // Detents [medium, large], none selected: the smallest, medium, is shown (top 443.5).
        let effect = SheetEffect(detents: [.medium, .large], grabber: true)
        let tree = try scene(effect).resolved().renderTree(atFraction: 1)
        expectClose(try #require(origin(SheetEffect.stageIDs.sheet, tree)), Point(0, 443.5), tolerance: Self.tolerance)
        #expect(node("from", tree)?.transform == .identity)
        #expect(node(SheetEffect.stageIDs.dimming, tree)?.opacity == 1)
        // The grabber: 36 × 5, centred, 5 below the sheet's top: x = (393 − 36) / 2 = 178.5.
        expectClose(try #require(origin(SheetEffect.stageIDs.grabber, tree)), Point(178.5, 448.5), tolerance: Self.tolerance)
        // The ids in paint order: window, presenting, dimming, sheet (holding the presented screen), grabber.
        #expect(tree.nodes.map(\.id) == ["window", "from", "sheetDimming", "sheet", "sheetGrabber"])
    }

    @Test func aCustomHeightAboveTheMaximumIsClampedAndScalesBack() throws {
        // 900 > 749: the sheet rests at the large top, 69, and the presenting screen scales back.
        let tree = try scene(SheetEffect(detents: [.height(900)])).resolved().renderTree(atFraction: 1)
        expectClose(try #require(origin(SheetEffect.stageIDs.sheet, tree)), Point(0, 69), tolerance: Self.tolerance)
        expectClose(try #require(node("from", tree)).transform.a, 369.0 / 393, tolerance: Self.tolerance)
        // 300 rests at 852 − 300 − 34 = 518 and leaves the presenting screen unscaled.
        let low = try scene(SheetEffect(detents: [.height(300)])).resolved().renderTree(atFraction: 1)
        expectClose(try #require(origin(SheetEffect.stageIDs.sheet, low)), Point(0, 518), tolerance: Self.tolerance)
        #expect(node("from", low)?.transform == .identity)
    }

    @Test func theSheetFollowsTheCriticallyDampedSpringAtHalfTime() throws {
        // UIKit's spring, 0.5 s: at f = ½, t = 0.25 s and x = 1 − e^(−ω₀t)(1 + ω₀t) with
        // ω₀ = √(1000/3) = 18.257 rad/s: ω₀t = 4.5644, x = 1 − 0.010415 · 5.5644 = 0.94205. The
        // sheet travels from the bottom edge, 852, to 69: y = 69 + 783 · (1 − x) ≈ 114.38.
        let omegaT = (1000.0 / 3).squareRoot() * 0.25
        let x = 1 - exp(-omegaT) * (1 + omegaT)
        let tree = try scene(SheetEffect(), timing: SheetEffect.defaultTiming).resolved().renderTree(atFraction: 0.5)
        let y = try #require(origin(SheetEffect.stageIDs.sheet, tree)).y
        expectClose(y, 69 + 783 * (1 - x), tolerance: 1e-6)
        expectClose(y, 114.38, tolerance: 0.01)
        // At the end the spring is within 0.11 % of its target: (1 + 9.129) · e^(−9.129) = 0.0011.
        let end = SpringTiming(spring: SheetEffect.spring, duration: SheetEffect.defaultDuration)
        expectClose(end.spring.value(at: 0.5), 1, tolerance: 0.0011)
    }

    @Test func aFormSheetOnIPadIsACentredCard() throws {
        // iPad Air 11-inch, 820 × 1180: the 540 × 620 card at ((820 − 540) / 2, (1180 − 620) / 2)
        // = (140, 280), rising from the bottom edge (at f = 0 its top is at 1180); the
        // presenting screen is not scaled.
        let effect = SheetEffect(style: .formSheet)
        let tree = try scene(effect, on: .iPadAir11).resolved().renderTree(atFraction: 1)
        let card = try #require(node(SheetEffect.stageIDs.sheet, tree))
        #expect(card.size == Size(unchecked: 540, 620))
        expectClose(try #require(origin(SheetEffect.stageIDs.sheet, tree)), Point(140, 280), tolerance: Self.tolerance)
        #expect(node("from", tree)?.transform == .identity)
        let start = try scene(effect, on: .iPadAir11).resolved().renderTree(atFraction: 0)
        expectClose(try #require(origin(SheetEffect.stageIDs.sheet, start)), Point(140, 1180), tolerance: Self.tolerance)
        // On a phone (compact width) a form sheet is a page sheet.
        let phone = try scene(effect).resolved().renderTree(atFraction: 1)
        expectClose(try #require(origin(SheetEffect.stageIDs.sheet, phone)), Point(0, 69), tolerance: Self.tolerance)
    }

    @Test func theSheetShowsItsScreenFromTheSafeAreaTop() throws {
        // The presented screen's title at y = 59 (the safe-area top) sits at the sheet's top, 69.
        let tree = try scene(SheetEffect()).resolved().renderTree(atFraction: 1)
        expectClose(try #require(origin("to.title", tree)), Point(16, 69), tolerance: Self.tolerance)
    }

    @Test func fullScreenRemovesThePresentingScreenAtTheEndAndOverFullScreenKeepsIt() throws {
        // Linear, f = ½: the presented screen is half a canvas (426) below its place, undimmed.
        let half = try scene(SheetEffect(style: .fullScreen)).resolved().renderTree(atFraction: 0.5)
        expectClose(try #require(origin("to", half)), Point(0, 426), tolerance: Self.tolerance)
        #expect(node(SheetEffect.stageIDs.dimming, half) == nil)
        #expect(node("from", half)?.opacity == 1)
        #expect(node("from", try scene(SheetEffect(style: .fullScreen)).resolved().renderTree(atFraction: 1))?.opacity == 0)
        #expect(node("from", try scene(SheetEffect(style: .overFullScreen)).resolved().renderTree(atFraction: 1))?.opacity == 1)
    }

    @Test func underCrossFadeTheSheetFadesInAtItsDetent() throws {
        // Linear, f = ½: opacity ½ at the rest top 69; the presenting screen is half-way scaled,
        // s = 1 + (369/393 − 1) / 2.
        var sheet = scene(SheetEffect())
        sheet.variant = .crossFade
        let tree = try sheet.resolved().renderTree(atFraction: 0.5)
        let box = try #require(node(SheetEffect.stageIDs.sheet, tree))
        expectClose(box.opacity, 0.5, tolerance: Self.tolerance)
        expectClose(try #require(origin(SheetEffect.stageIDs.sheet, tree)), Point(0, 69), tolerance: Self.tolerance)
        expectClose(try #require(node("from", tree)).transform.a, 1 + (369.0 / 393 - 1) / 2, tolerance: Self.tolerance)
        // Right-to-left and Reduce Motion leave the sheet as it is.
        let context = EffectContext(canvas: Canvas(device: .iPhone16), from: Screen(layers: []), to: Screen(layers: []),
                                    operation: .present, duration: 0.5, timing: .linear)
        for variant in [TransitionVariant.rtl, .reduceMotion] {
            #expect(SheetEffect().adapted(to: variant, in: context) as? SheetEffect == SheetEffect())
        }
    }

    @Test func aDismissalPlaysThePresentationBackwards() throws {
        // Linear dismiss, f = ¼: openness ¾, the sheet (the from-screen, on top) is ¼ of 783 below 69.
        let tree = try scene(SheetEffect(), .dismiss).resolved().renderTree(atFraction: 0.25)
        expectClose(try #require(origin(SheetEffect.stageIDs.sheet, tree)), Point(0, 69 + 783 * 0.25), tolerance: 1e-9)
        expectClose(try #require(node(SheetEffect.stageIDs.dimming, tree)).opacity, 0.75, tolerance: Self.tolerance)
    }

    @Test func aFlickHandsItsVelocityToTheCompletion() throws {
        // A pan of 50 then 150 points in 0.1 s each over the sheet's 783-point travel: 100 points
        // in the last 0.1 s is 1000 pt/s at the release (0.2 s). The completion spring starts at
        // that velocity, so the sheet moves at 1000 pt/s just before and just after the release.
        var flick = scene(SheetEffect(), .dismiss)
        flick.interaction = Interaction(
            gesture: .pan(translation: [.init(time: 0, value: 0), .init(time: 0.1, value: 50), .init(time: 0.2, value: 150)],
                          distance: 783),
            release: .init(velocityThreshold: 0.5), completionCurve: try .uikitSpring(dampingRatio: 1))
        let resolved = try flick.resolved()
        func y(_ t: Double) throws -> Double { try #require(origin(SheetEffect.stageIDs.sheet, resolved.snapshot(at: t).tree)).y }
        let h = 1e-6
        expectClose(try y(0.2), 69 + 150, tolerance: 1e-6)
        expectClose((try y(0.2) - y(0.2 - h)) / h, 1000, tolerance: 0.01)
        expectClose((try y(0.2 + h) - y(0.2)) / h, 1000, tolerance: 1)
    }

    @Test func theStatusBarTurnsLightOverTheScaledBackScreen() throws {
        // Large detent: from openness ½ on, the time is white; at the medium detent (nothing
        // scaled back) it keeps the label colour, black in light appearance.
        func timeColor(_ effect: SheetEffect, at f: Double) throws -> Color? {
            var sheet = scene(effect)
            sheet.from.chrome.statusBar = StatusBarChrome()
            let tree = try sheet.resolved().renderTree(atFraction: f)
            let time = try #require(tree.flattened().first { $0.id.hasSuffix("statusBarTime") })
            guard case .text(let text)? = node(time.id, tree)?.content else { return nil }
            return text.color
        }
        #expect(try timeColor(SheetEffect(), at: 0.4) == .black)
        #expect(try timeColor(SheetEffect(), at: 0.5) == .white)
        #expect(try timeColor(SheetEffect(detents: [.medium]), at: 1) == .black)
    }

    @Test func anOperationOtherThanPresentOrDismissIsAnError() {
        let error = EvaluationFixtures.resolutionError(scene(SheetEffect(), .push))
        #expect(error?.path == "transition.operation")
        #expect(error?.message == #"expected "present" or "dismiss" for a sheet transition, found "push""#)
    }
}
