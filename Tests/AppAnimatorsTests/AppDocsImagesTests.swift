import AppAnimators
import Foundation
import SegueKit
import Testing

/// Writes docs/seguekit.md's image of an example animator: the sheet of the card presentation,
/// recorded from `Examples/AppAnimators` as the app starts it. Into `SEGUE_DOCS_IMAGES` when set
/// (`make docs` copies it to docs/images/), else into a temporary folder, so the writing path is
/// checked on every run.
@MainActor
struct AppDocsImagesTests {
    @Test func writeTheCardPresentationSheet() throws {
        let environment = ProcessInfo.processInfo.environment
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("segue-docs-\(UUID().uuidString)").path
        let folder = environment["SEGUE_DOCS_IMAGES"] ?? temporary
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let recording = try AppAnimatorsTests.recorder().record(root: CardHostViewController.makeRoot(), name: "app-card-presentation") {
            ($0 as! CardHostViewController).showCard()
        }
        let output = folder + "/app-card-presentation"
        try recording.writeFrames(to: output, sheet: true, compression: .small)
        let files = try FileManager.default.contentsOfDirectory(atPath: output)
        #expect(files.contains("sheet.png") && files.filter { $0.hasPrefix("frame-") }.count == recording.frameCount)
    }
}
