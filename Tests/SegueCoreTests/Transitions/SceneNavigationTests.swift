import Testing
@testable import SegueCore
import SegueTestSupport

/// The system push and pop on an iPhone 16 (393 pt wide, bar 59...103): screens, the composed
/// bar and the variants, each value derived from `NavigationEffect` and `NavigationBarTransition`'s
/// notes. easeInEaseOut(½) = ½ by symmetry, so at f = ½ the openness q is ½.
struct SceneNavigationTests {
    typealias F = EvaluationFixtures
    static let w = 393.0

    static var canvas: Canvas {
        var canvas = Canvas(device: .iPhone16)
        canvas.scale = 1
        return canvas
    }

    static func screen(_ bar: NavigationBarChrome?) -> Screen {
        var screen = Screen(background: .white, layers: [Layer(id: "row", frame: Rect(16, 200, 361, 44), backgroundColor: .black)])
        screen.chrome.navigationBar = bar
        return screen
    }

    static func scene(from: NavigationBarChrome? = NavigationBarChrome(title: "General"),
                      to: NavigationBarChrome? = NavigationBarChrome(title: "About"), _ operation: TransitionOperation = .push,
                      variant: TransitionVariant? = nil) -> Scene {
        var scene = Scene(name: "nav", canvas: canvas, from: screen(from), to: screen(to),
                          transition: Transition(effect: NavigationEffect(), operation: operation, duration: 0.35))
        scene.variant = variant.map(Variant.init)
        return scene
    }

    func tree(_ scene: Scene, at f: Double = 0.5) throws -> RenderTree { try scene.resolved().renderTree(atFraction: f) }

    @Test func titleIsAtThreeQuartersOfTheWidthAtHalfAPush() throws {
        // The incoming title's box is centred (16...377, centre W/2); it starts centred on the
        // trailing edge, W, and ends at W/2: at q = ½ its centre is 3W/4 = 294.75, and it has
        // faded in from q = 0.25 for (½ − 0.25)/(1 − 0.25) = 1/3.
        let title = try #require(F.layer("toNavigationItem.navigationTitle", in: tree(Self.scene())))
        expectClose(title.bounds.midX, 3 * Self.w / 4, tolerance: 1e-9)
        expectClose(title.opacity, 1.0 / 3, tolerance: 1e-9)
        // The outgoing title fades out by q = 0.7: 1 − 0.5/0.7 = 2/7.
        expectClose(try #require(F.layer("fromNavigationItem.navigationTitle", in: tree(Self.scene()))).opacity, 2.0 / 7, tolerance: 1e-9)
    }

    @Test func backLabelAlphaAtHalfAPush() throws {
        // From an inline title the back label appears from q = 0.3: (0.5 − 0.3)/(1 − 0.3) = 2/7;
        // from a large title from q = 0.4: (0.5 − 0.4)/0.6 = 1/6.
        let inline = try #require(F.layer("toNavigationItem.backLabel", in: tree(Self.scene())))
        expectClose(inline.opacity, 2.0 / 7, tolerance: 1e-9)
        let fromLarge = Self.scene(from: NavigationBarChrome(title: "Settings", largeTitle: true))
        expectClose(try #require(F.layer("toNavigationItem.backLabel", in: tree(fromLarge))).opacity, 1.0 / 6, tolerance: 1e-9)
    }

    @Test func screensSlideByTheWidthAndTheParallaxAtHalf() throws {
        // The top screen is (1 − q)·W = 196.5 to the right; the covered one has moved
        // parallax·W·q = 0.3·393·0.5 = 58.95 to the left and darkens under 0.1·q = 0.05 black.
        let tree = try tree(Self.scene())
        expectClose(try #require(F.layer("to", in: tree)).bounds.minX, Self.w / 2, tolerance: 1e-9)
        expectClose(try #require(F.layer("from", in: tree)).bounds.minX, -0.3 * Self.w * 0.5, tolerance: 1e-9)
        expectClose(try #require(F.layer("navigationDimming", in: tree)).opacity, 0.05, tolerance: 1e-12)
        // One bar above both screens: neither screen draws its own.
        #expect(F.rootIDs(tree) == ["from", "navigationDimming", "to", "navigationBar"])
        #expect(F.layer("to.navigationBar", in: tree) == nil && F.layer("from.navigationBar", in: tree) == nil)
    }

    @Test func largeTitleShrinksTowardTheBackLabelAndTheBarCollapses() throws {
        // The covered large title (41 pt tall) scales from 1 toward 17/34 = ½: 1 + (½ − 1)·½ = ¾
        // at q = ½, 30.75 pt tall; the background goes from 59 + 44 + 52 = 155 to 103 pt: 129.
        let scene = Self.scene(from: NavigationBarChrome(title: "Settings", largeTitle: true))
        let tree = try tree(scene)
        expectClose(try #require(F.layer("fromNavigationItem.largeTitle", in: tree)).bounds.height, 41 * 0.75, tolerance: 1e-9)
        expectClose(try #require(F.layer("navigationBar.navigationBarBackground", in: tree)).bounds.height, 129, tolerance: 1e-9)
        // At the end the back label sits where the layout puts it (x = 27), fully opaque.
        let end = try #require(F.layer("toNavigationItem.backLabel", in: self.tree(scene, at: 1)))
        expectClose(end.bounds.minX, 27, tolerance: 1e-9)
        expectClose(end.opacity, 1, tolerance: 0)
    }

    @Test func pushGivesTheFromTitleAsBackTitleAndPopTheToTitle() throws {
        let push = try Self.scene().resolved().scene
        #expect(push.to.chrome.navigationBar?.backTitle == "General")
        #expect(push.from.chrome.navigationBar?.backTitle == nil)
        let pop = try Self.scene(from: NavigationBarChrome(title: "About"), to: NavigationBarChrome(title: "General"), .pop).resolved().scene
        #expect(pop.from.chrome.navigationBar?.backTitle == "General")
        // A long title becomes "Back"; a given back title is kept.
        let long = try Self.scene(from: NavigationBarChrome(title: "Display & Brightness")).resolved().scene
        #expect(long.to.chrome.navigationBar?.backTitle == "Back")
        let given = try Self.scene(to: NavigationBarChrome(title: "About", backTitle: "Home")).resolved().scene
        #expect(given.to.chrome.navigationBar?.backTitle == "Home")
    }

    @Test func popPlaysThePushBackward() throws {
        // Pop at f = ¼: q = 1 − easeInEaseOut(¼) = 1 − 0.1291619310; the from-screen (on top)
        // is (1 − q)·W to the right, the about-to-show title's back label fades out.
        let p = 0.1291619310
        let tree = try tree(Self.scene(from: NavigationBarChrome(title: "About"), to: NavigationBarChrome(title: "General"), .pop), at: 0.25)
        expectClose(try #require(F.layer("from", in: tree)).bounds.minX, p * Self.w, tolerance: 1e-6)
        expectClose(try #require(F.layer("to", in: tree)).bounds.minX, -0.3 * Self.w * (1 - p), tolerance: 1e-6)
        #expect(F.layer("fromNavigationItem.backLabel", in: tree) != nil)
    }

    @Test func crossFadeReplacesTheSlideWithTheProgressAsAlpha() throws {
        // Prefer Cross-Fade Transitions: a 0.35 s easeInEaseOut push has the to-screen at alpha
        // p = ½ at f = ½, in place; its title fades in place to q = ½, the old one to 1 − q.
        let tree = try tree(Self.scene(variant: .crossFade))
        let to = try #require(F.layer("to", in: tree))
        expectClose(to.opacity, 0.5, tolerance: 1e-12)
        expectClose(to.bounds.minX, 0, tolerance: 0)
        expectClose(try #require(F.layer("from", in: tree)).bounds.minX, 0, tolerance: 0)
        let title = try #require(F.layer("toNavigationItem.navigationTitle", in: tree))
        expectClose(title.opacity, 0.5, tolerance: 1e-12)
        expectClose(title.bounds.midX, Self.w / 2, tolerance: 1e-9)
        #expect(F.layer("navigationDimming", in: tree) == nil)
    }

    @Test func rightToLeftPushComesFromTheLeft() throws {
        // Mirrored: the top screen is (1 − q)·W to the left, −196.5; the covered one moves right,
        // +58.95; the incoming title starts centred on the leading edge (x = 0) and is at W/4.
        let tree = try tree(Self.scene(variant: .rtl))
        expectClose(try #require(F.layer("to", in: tree)).bounds.minX, -Self.w / 2, tolerance: 1e-9)
        expectClose(try #require(F.layer("from", in: tree)).bounds.minX, 0.3 * Self.w * 0.5, tolerance: 1e-9)
        expectClose(try #require(F.layer("toNavigationItem.navigationTitle", in: tree)).bounds.midX, Self.w / 4, tolerance: 1e-9)
    }

    @Test func reduceMotionKeepsTheSystemSlide() throws {
        #expect(NavigationEffect().adapted(to: .reduceMotion, in: try context()) as? NavigationEffect == NavigationEffect())
        let tree = try tree(Self.scene(variant: .reduceMotion))
        expectClose(try #require(F.layer("to", in: tree)).bounds.minX, Self.w / 2, tolerance: 1e-9)
    }

    @Test func presentIsAnErrorAtOperation() {
        let error = F.resolutionError(Self.scene(.present))
        #expect(error?.path == "transition.operation")
        #expect(error?.message == #"expected "push" or "pop" for a navigation transition, found "present""#)
    }

    @Test func aScreenWithoutABarKeepsTheOtherBarInItsScreen() throws {
        // Nothing to compose: the to-screen's bar moves with it.
        let tree = try tree(Self.scene(from: nil))
        #expect(F.layer("to.navigationBar", in: tree) != nil)
        #expect(!F.rootIDs(tree).contains("navigationBar"))
    }

    func context() throws -> EffectContext {
        let scene = Self.scene()
        return EffectContext(canvas: scene.canvas, from: scene.from, to: scene.to, operation: .push, duration: 0.35, timing: .easeInEaseOut)
    }
}
