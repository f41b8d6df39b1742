import AppAnimators
import Foundation
import SegueCore
import SegueGolden
import SegueKit
import SegueRender
import SeguePNG
import Testing

/// The ten example animators (`Examples/AppAnimators`), each started as its app starts it
/// (the button's action, a push, a tab switch) under `TransitionRecorder.record(root:…)`, held
/// to its goldens at the quarters of its duration and to one outcome derived from its code.
@MainActor
struct AppAnimatorsTests {
    /// The package root, from this file's path (Tests/AppAnimatorsTests/<file>).
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// An iPhone-sized screen (390 × 844 pt, an iPhone 15's safe area), drawn at 1× and 30 fps
    /// to keep the goldens small.
    static func recorder() -> TransitionRecorder {
        let recorder = TransitionRecorder(size: CGSize(width: 390, height: 844), scale: 1, fps: 30)
        recorder.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        return recorder
    }

    /// Records `root` running `perform`, then compares the goldens in `Tests/AppGoldens/<name>`
    /// (record them with `SEGUE_RECORD=missing swift test`).
    static func record(_ name: String, root: UIViewController, touches: [TouchPath] = [],
                       sourceLocation: SourceLocation = #_sourceLocation,
                       perform: (@MainActor (UIViewController) -> Void)? = nil) throws -> Recording {
        let recording = try recorder().record(root: root, touches: touches, name: name, perform: perform)
        let environment = ProcessInfo.processInfo.environment
        let mode: RecordMode = environment["SEGUE_RECORD"] == nil ? .never : try RecordMode.from(environment: environment)
        let report = try verifyGoldens(of: .frames(recording, images: try recording.imageBytes()), at: .quarters,
                                       in: Self.root + "/Tests/AppGoldens", options: .exact, record: mode,
                                       orphansFail: true, artifacts: Self.root + "/output")
        if let failure = report.failureMessage() { Issue.record("\(failure)", sourceLocation: sourceLocation) }
        return recording
    }

    /// Frames a transition of `duration` seconds at 30 fps takes: 0 … ⌈30·d⌉.
    static func frames(_ duration: Double) -> Int { Int((duration * 30).rounded(.up)) + 1 }

    @Test func cardPresentation() throws {
        let root = CardHostViewController.makeRoot()
        _ = try Self.record("card-presentation", root: root) { ($0 as! CardHostViewController).showCard() }
        // The presentation controller's frame: below the 59-point safe area and a 44-point strip.
        let card = try #require(root.presentedViewController)
        #expect(card.view.frame == CGRect(x: 0, y: 59 + 44, width: 390, height: 844 - 103))
        #expect(card.view.layer.shadowOpacity == 0.25 && card.view.layer.cornerRadius == 20)
    }

    @Test func deckPresentation() throws {
        let root = LibraryViewController.makeRoot()
        _ = try Self.record("deck-presentation", root: root) { ($0 as! LibraryViewController).showPlayer() }
        // The library behind recedes to 92 %, its corners rounded.
        #expect(root.presentedViewController != nil)
        #expect(abs(root.view.transform.a - 0.92) < 1e-9 && abs(root.view.transform.d - 0.92) < 1e-9)
    }

    @Test func bubbleReveal() throws {
        let root = NotesViewController.makeRoot()
        let recording = try Self.record("bubble-reveal", root: root) { ($0 as! NotesViewController).showCreateMenu() }
        #expect(recording.frameCount == Self.frames(0.45) && root.presentedViewController != nil)
        // The mask is gone once the circle covers the screen.
        #expect(root.presentedViewController?.view.layer.mask == nil)
    }

    @Test func blurModal() throws {
        let root = UpgradeViewController.makeRoot()
        let recording = try Self.record("blur-modal", root: root) { ($0 as! UpgradeViewController).upgrade() }
        let modal = try #require(root.presentedViewController)
        let blur = try #require(allViews(in: modal.view).compactMap { $0 as? UIVisualEffectView }.first)
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
        // The presenter stays on screen under the blur (an over-full-screen style): the last
        // frame's window holds its view and the transition's container.
        let window = try #require(recording.snapshot(atFrame: recording.frameCount - 1).tree.nodes.first)
        #expect(window.children.count == 2)
    }

    @Test func photoZoom() throws {
        // The app's bundle: photo.png, a 600 × 400 landscape the thumbnails crop to squares.
        UIImage.resourcesFolder = Self.root + "/Tests/AppAnimatorsTests/Resources"
        defer { UIImage.resourcesFolder = nil }
        let root = PhotoGridViewController.makeRoot()
        let recording = try Self.record("photo-zoom", root: root) { ($0 as! PhotoGridViewController).showPhoto(at: 4) }
        #expect(recording.frameCount == Self.frames(0.45))
        let detail = try #require(root.presentedViewController)
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func interactivePush() throws {
        let root = InteractiveNavigationController.makeRoot()
        let recording = try Self.record("interactive-push", root: root) { root in
            ((root as! UINavigationController).topViewController as! ArticleViewController).showNextChapter()
        }
        #expect(recording.frameCount == Self.frames(0.4) && (root as! UINavigationController).viewControllers.count == 2)
    }

    @Test func interactivePopFollowsTheEdgeSwipe() throws {
        // A push without animation, then a swipe in from the left edge across most of the
        // screen: the edge pan drives the pop and finishes it.
        let navigation = InteractiveNavigationController.makeRoot() as! UINavigationController
        navigation.pushViewController(ArticleViewController(chapter: 2), animated: false)
        _ = try Self.recorder().record(root: navigation, touches: [.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.4)],
                                       name: "interactive-pop")
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func navigationPush() throws {
        let root = ParallaxNavigationController.makeRoot()
        let recording = try Self.record("navigation-push", root: root) { root in
            ((root as! UINavigationController).topViewController as! InboxViewController).openMessage(at: 1)
        }
        #expect(recording.frameCount == Self.frames(0.35) && (root as! UINavigationController).viewControllers.count == 2)
    }

    @Test func tabSwitch() throws {
        let root = MainTabBarController.makeRoot()
        let recording = try Self.record("tab-switch", root: root) { ($0 as! UITabBarController).selectedIndex = 2 }
        #expect(recording.frameCount == Self.frames(0.28) && (root as! UITabBarController).selectedIndex == 2)
    }

    @Test func boardingPassFlip() throws {
        let root = BoardingPassViewController.makeRoot()
        let recording = try Self.record("boarding-pass-flip", root: root) { ($0 as! BoardingPassViewController).showDetails() }
        #expect(recording.frameCount == Self.frames(0.6))
        // UIView.transition(from:to:) flips the container; easeInEaseOut(½) = ½, so at 0.3 s
        // (frame 9) both sides are edge-on: the centre shows the window's black. At 0.15 s the
        // pass turns away (indigo at the centre), at 0.45 s the details turn in (teal).
        let indigo = try Self.pixel(recording, frame: 4, x: 195, y: 422)
        let edgeOn = try Self.pixel(recording, frame: 9, x: 195, y: 422)
        let teal = try Self.pixel(recording, frame: 14, x: 195, y: 422)
        #expect(edgeOn == RGBA8(r: 0, g: 0, b: 0))
        #expect(indigo.b > indigo.g && indigo.r > indigo.g && teal.g > teal.r && teal.b > teal.r)
        // After the flip the details are up and the pass's view is shown again for a dismissal.
        let details = try #require(root.presentedViewController)
        #expect(!details.view.isHidden && !root.view.isHidden)
    }

    @Test func cubeOnboarding() throws {
        let root = OnboardingNavigationController.makeRoot()
        let recording = try Self.record("cube-onboarding", root: root) { root in
            ((root as! UINavigationController).topViewController as! OnboardingPageViewController).showNextPage()
        }
        #expect(recording.frameCount == Self.frames(0.5))
        // The shared edge stays in the screen's plane (z = 0) and slides with the translation,
        // from x = 390 to 0: at frame 8 (f = 8/15, easeInEaseOut p) it is at 390·(1 − p), blue
        // (page 1) left of it, orange (page 2) right of it.
        let p = CubicBezierTiming.easeInEaseOut.progress(at: 8.0 / 15)
        let edge = Int((390 * (1 - p)).rounded())
        let left = try Self.pixel(recording, frame: 8, x: edge - 4, y: 422), right = try Self.pixel(recording, frame: 8, x: edge + 4, y: 422)
        #expect(left.b > 200 && left.r < 60 && right.r > 200 && right.b < 60)
        // The animator's completion restored every layer.
        let page = try #require((root as! UINavigationController).topViewController?.view)
        #expect(page.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && CATransform3DIsIdentity(page.layer.transform))
    }

    /// The pixel at (x, y) of `recording`'s frame, drawn at the recording's 1×.
    static func pixel(_ recording: Recording, frame: Int, x: Int, y: Int) throws -> RGBA8 {
        let surface = try FrameSurface(pixelWidth: 390, pixelHeight: 844)
        Rasterizer(images: ImageStore(), scale: 1).draw(recording.snapshot(atFrame: frame).tree, into: surface)
        return surface[x, y]
    }

    @Test func everyGoldenFolderBelongsToARecording() throws {
        let recordings: Set = ["card-presentation", "deck-presentation", "bubble-reveal", "blur-modal", "photo-zoom",
                               "interactive-push", "navigation-push", "tab-switch", "boarding-pass-flip", "cube-onboarding"]
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Tests/AppGoldens").filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == recordings)
    }

    /// Every view under `view`, itself included.
    private func allViews(in view: UIView) -> [UIView] { [view] + view.subviews.flatMap(allViews) }
}
