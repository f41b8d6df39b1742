#if SnapshotTesting
import Foundation
import Testing
import SnapshotTesting
import SegueGolden
import SeguePNG
import SegueKit
@testable import SegueSnapshotTesting

/// The strategies on a recorded cross-fade from a red screen to a blue one: 0.4 s, linear, at
/// 10 fps on a 40 × 80 canvas at 1×, so frames 0…4 at t = 0, 0.1 … 0.4, and `.quarters` takes
/// all five. At frame k the blue view's alpha is k / 4 over the red one.
@MainActor @Suite(.serialized) struct SnapshottingRecordingTests {
    final class CrossFade: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)!
            to.alpha = 0
            transitionContext.containerView.addSubview(to)
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { to.alpha = 1 },
                           completion: { _ in transitionContext.completeTransition(true) })
        }
    }

    func recording(to color: UIColor = .blue) throws -> Recording {
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .red
        to.view.backgroundColor = color
        return try TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 10)
            .record(CrossFade(), operation: .present, from: from, to: to, name: "cross-fade")
    }

    /// A fresh snapshot folder for one test.
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "segue-snapshots-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The strip is the five frames side by side, 200 × 80; the middle one (x 80…119) is half
    /// red, half blue: (255·½, 0, 255·½) = (127.5, 0, 127.5), within a unit of rounding.
    @Test func framesAreTheSampledFramesSideBySide() throws {
        let recording = try recording()
        #expect(recording.frameCount == 5)
        let strip = SnapshotRender.strip(try SnapshotRender.frames(of: recording, at: [0, 1, 2, 3, 4]))
        #expect(strip.width == 200 && strip.height == 80)
        let first = strip[20, 40], middle = strip[100, 40], last = strip[180, 40]
        #expect(first == RGBA8(r: 255, g: 0, b: 0) && last == RGBA8(r: 0, g: 0, b: 255))
        #expect(abs(Int(middle.r) - 128) <= 1 && middle.g == 0 && abs(Int(middle.b) - 128) <= 1 && middle.a == 255)
    }

    /// swift-snapshot-testing's own modes: `.all` records (and fails, saying so), `.never`
    /// then matches the file, and a changed transition fails naming the pixels.
    @Test func recordThenMatchThenFailOnAChange() throws {
        let directory = try folder()
        let recorded = verifySnapshot(of: try recording(), as: .frames(at: .quarters), named: "fade", record: .all,
                                      snapshotDirectory: directory)
        #expect(recorded?.contains("Record mode is on") == true)
        let file = directory + "/recordThenMatchThenFailOnAChange.fade.png"
        let image = try PNGDecoder.decode(file: file)
        #expect(image.width == 200 && image.height == 80)
        #expect(verifySnapshot(of: try recording(), as: .frames(at: .quarters), named: "fade", record: .never,
                               snapshotDirectory: directory) == nil)
        // Green instead of blue: frames 1…4 change, 4 × 40 × 80 = 12 800 pixels.
        let changed = verifySnapshot(of: try recording(to: .green), as: .frames(at: .quarters), named: "fade", record: .never,
                                     snapshotDirectory: directory)
        #expect(changed?.contains("12800 pixels differ") == true, "\(changed ?? "passed")")
    }

    /// The sheet is the contact sheet `segue render --sheet` draws, and the GIF is ffmpeg's,
    /// each the same on a second run.
    @Test func sheetAndGIFAreStable() throws {
        let directory = try folder()
        #expect(verifySnapshot(of: try recording(), as: .sheet, named: "sheet", record: .all, snapshotDirectory: directory) != nil)
        #expect(verifySnapshot(of: try recording(), as: .sheet, named: "sheet", record: .never, snapshotDirectory: directory) == nil)
        #expect(verifySnapshot(of: try recording(), as: .gif, named: "gif", record: .all, snapshotDirectory: directory) != nil)
        let gif = try #require(FileManager.default.contents(atPath: directory + "/sheetAndGIFAreStable.gif.gif"))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
        #expect(verifySnapshot(of: try recording(), as: .gif, named: "gif", record: .never, snapshotDirectory: directory) == nil)
    }

    /// A drawing that fails is a test failure naming why, not an empty snapshot: frame 99 of a
    /// 5-frame recording does not exist.
    @Test func aFailedDrawingFailsTheTest() throws {
        let directory = try folder()
        try withKnownIssue {
            _ = verifySnapshot(of: try recording(), as: .frames(at: .frames([99])), named: "missing", record: .all,
                               snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("cross-fade could not be drawn") }
        }
    }

    /// In a team's own tests: `assertSnapshot` beside its other snapshots, in
    /// `__Snapshots__/SnapshottingRecordingTests/`, committed with this file.
    @Test func assertSnapshotKeepsTheTransitionBesideOtherSnapshots() throws {
        assertSnapshot(of: try recording(), as: .frames(at: .quarters), record: .missing)
    }
}
#endif
