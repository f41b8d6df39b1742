import Testing
import Foundation
import SegueKit

/// Writes the README's SegueKit images when `SEGUE_DOCS_IMAGES` names a folder (`make docs`):
/// the sheet of seed 003's circle-reveal push, recorded from its UIKit code at 390 × 844, 1×.
@MainActor
struct DocsImagesTests {
    @Test func writeTheReadmeImages() throws {
        guard let folder = ProcessInfo.processInfo.environment["SEGUE_DOCS_IMAGES"] else { return }
        let recording = try CircleRevealTests.record(.push)
        let output = folder + "/seed-circle-reveal-push"
        try recording.writeFrames(to: output, sheet: true, compression: .small)
        // The sheet is the frames at 0, ¼, ½, ¾ and 1 with their times, as `segue render --sheet`.
        #expect(FileManager.default.fileExists(atPath: output + "/sheet.png"))
    }
}
