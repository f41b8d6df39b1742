import AppTransitions
import Foundation
import SegueGolden
import SegueKit
import Testing

/// The app's own animator, recorded on Linux and held to its goldens in `Goldens/receipt-present`
/// (one `frames.png`: the frames at 0, ¼, ½, ¾ and 1 of the transition). The first run records
/// them (`SEGUE_RECORD=missing`, the default off CI); under CI a missing or changed frame fails.
@MainActor @Test func receiptSlidesUpOverTheDimmedCheckout() throws {
    let receipt = ReceiptViewController()
    let recording = try TransitionRecorder(size: CGSize(width: 390, height: 844), scale: 1, fps: 30)
        .record(ReceiptAnimator(), operation: .present, from: CheckoutViewController(), to: receipt, name: "receipt-present")
    // 0.4 s at 30 fps: frames 0 … 12, and the receipt ends filling the screen.
    #expect(recording.frameCount == 13 && recording.didComplete)
    #expect(receipt.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    if let failure = goldenFailure(of: .frames(recording, images: try recording.imageBytes()), at: .quarters,
                                   in: app.path + "/Goldens", artifacts: app.path + "/output", layout: .apng) {
        Issue.record("\(failure)")
    }
}
