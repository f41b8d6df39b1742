import Testing
import Foundation
import SegueKit

/// Writes docs/seguekit.md's image: the sheet of seed 003's circle-reveal push, recorded from
/// its UIKit code at 390 × 844, 1×, through `writeFrames(to:sheet:)`. Into `SEGUE_DOCS_IMAGES`
/// when set (`make docs` copies it to docs/images/), else into a temporary folder, so the
/// writing path is checked on every run.
@MainActor
struct DocsImagesTests {
    @Test func writeTheReadmeImages() throws {
        let environment = ProcessInfo.processInfo.environment
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("segue-docs-\(UUID().uuidString)").path
        let folder = environment["SEGUE_DOCS_IMAGES"] ?? temporary
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let recording = try CircleRevealTests.record(.push)
        let output = folder + "/seed-circle-reveal-push"
        try recording.writeFrames(to: output, sheet: true, compression: .small)
        // The sheet beside all 61 frames (1 s at 60 fps, both ends) and the manifest.
        let files = try FileManager.default.contentsOfDirectory(atPath: output)
        #expect(files.contains("sheet.png") && files.contains("manifest.json"))
        #expect(files.filter { $0.hasPrefix("frame-") }.count == 61)
    }
}
