import Testing
import Foundation

/// The ports' golden folder holds only the recordings the seed tests make: a renamed or removed
/// recording leaves no orphan folder behind (orphan frames inside a folder fail in
/// `expectGoldens` itself).
@Test func everySeedGoldenFolderBelongsToARecording() throws {
    let recordings: Set = [
        "seed000-fade-present", "seed000-pan-finish", "seed000-pan-cancel",
        "seed001-slide-up-spring",
        "seed002-expand-push", "seed002-shrink-pop", "seed002-pop-interactive", "seed002-pop-cancel",
        "seed003-circle-push", "seed003-circle-pop",
        "card-property-animator-reversed",
    ]
    let folders = try FileManager.default.contentsOfDirectory(atPath: Seeds.goldens).filter { !$0.hasPrefix(".") }
    for folder in folders.sorted() where !recordings.contains(folder) {
        Issue.record("Tests/SeedGoldens/\(folder): orphan golden folder, no seed test records \(folder); delete it")
    }
    for name in recordings.sorted() where !folders.contains(name) {
        Issue.record("Tests/SeedGoldens/\(name): missing; record it with SEGUE_RECORD=missing swift test")
    }
}
