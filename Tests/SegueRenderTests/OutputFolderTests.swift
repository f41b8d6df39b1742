import Foundation
@testable import SegueRender
import Testing

@Suite struct OutputFolderTests {
    @Test func stagingEntriesAreExactlyTheirNamesPattern() {
        #expect(OutputFolder.isStagingEntry(".a.partial-12", of: "a"))
        #expect(OutputFolder.isStagingEntry(".a.partial-12-3", of: "a"))
        #expect(OutputFolder.isStagingEntry(".a.partial-12.old", of: "a"))
        // Template "a.partial-5"'s staging folder is not template "a"'s, nor is "ab"'s.
        #expect(!OutputFolder.isStagingEntry(".a.partial-5.partial-7", of: "a"))
        #expect(!OutputFolder.isStagingEntry(".ab.partial-1", of: "a"))
        #expect(!OutputFolder.isStagingEntry(".a.partial-", of: "a"))
        // A stop moves a staging folder aside with one number more (`StopCleanup`): still its.
        #expect(OutputFolder.isStagingEntry(".a.partial-12-3-900", of: "a"))
        #expect(!OutputFolder.isStagingEntry(".a.partial-1-2-3-4", of: "a"))
        #expect(!OutputFolder.isStagingEntry(".a.partial-x", of: "a"))
    }

    @Test func aLiveStagingFolderIsLeftAloneAndAnAbandonedOneRemoved() throws {
        // `first` is live (this process holds its lock); `.x.partial-999999999` has no holder, as
        // a killed run's. A second output folder of "x" removes only the abandoned one.
        let parent = temporaryDirectory()
        let first = try OutputFolder(parent: parent, name: "x")
        try first.write(text: "one", to: "a.txt")
        let abandoned = parent + "/.x.partial-999999999"
        #expect(mkdir(abandoned, 0o755) == 0)
        let second = try OutputFolder(parent: parent, name: "x")
        #expect(second.stagingPath != first.stagingPath)   // same pid: "-2" after the first's name
        #expect(try String(contentsOfFile: first.stagingPath + "/a.txt", encoding: .utf8) == "one")
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(first.leftovers.isEmpty && second.leftovers.isEmpty)
    }

    @Test func commitSwapsTheNewOutputInAndRemovesTheOld() throws {
        let parent = temporaryDirectory()
        let old = try OutputFolder(parent: parent, name: "x")
        try old.write(text: "{ \"name\": \"x\", \"pixelSize\": [1, 1], \"fps\": 1, \"frames\": [] }", to: "manifest.json")
        try old.commit()
        let new = try OutputFolder(parent: parent, name: "x")
        try new.write(text: "new", to: "b.txt")
        try new.commit(replacingAnything: true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["x"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent + "/x") == ["b.txt"])
    }

    @Test func theFinalFolderIsThereAtEveryInstantOfTwoHundredReplacements() throws {
        // A watcher thread checks x in a tight loop while x is replaced 200 times. With the swap
        // it is never missing; two renames leave a gap of microseconds, which a loop this
        // tight finds.
        let parent = temporaryDirectory()
        try OutputFolder(parent: parent, name: "x").commit(replacingAnything: true)
        let watcher = MissingWatcher(path: parent + "/x")
        for _ in 0..<200 { try OutputFolder(parent: parent, name: "x").commit(replacingAnything: true) }
        #expect(watcher.stop() == 0, "times x was missing")
    }

    @Test func withoutAnExchangeTheOldOutputIsBackedUpBesideThenSwapped() throws {
        // A file system that refuses RENAME_EXCHANGE (EINVAL): the old output moves to
        // `<staging>.old`, the new one into place; the backup is returned to be removed.
        let parent = temporaryDirectory()
        let staging = parent + "/.x.partial-1", final = parent + "/x"
        #expect(mkdir(staging, 0o755) == 0 && mkdir(final, 0o755) == 0)
        #expect(FileManager.default.createFile(atPath: staging + "/new", contents: nil))
        #expect(FileManager.default.createFile(atPath: final + "/old", contents: nil))
        let moved = try OutputFolder.moveIntoPlace(staging, final) { _, _ in EINVAL }
        #expect(moved == staging + ".old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: final) == ["new"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: staging + ".old") == ["old"])
    }

    @Test func aBackupLeftAloneInPlaceOfTheOutputIsPutBack() throws {
        // A run killed between the fallback's two renames leaves no `x`, only the backup: the
        // next output folder of "x" puts it back rather than removing the only copy.
        let parent = temporaryDirectory()
        let backup = parent + "/.x.partial-999999999.old"
        #expect(mkdir(backup, 0o755) == 0)
        #expect(FileManager.default.createFile(atPath: backup + "/old", contents: nil))
        let folder = try OutputFolder(parent: parent, name: "x")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent + "/x") == ["old"])
        #expect(!FileManager.default.fileExists(atPath: backup))
        folder.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["x"])
    }

    @Test func removeTreeRemovesNestedFoldersAndLinksButNotWhatTheyPointTo() throws {
        let parent = temporaryDirectory(), keep = temporaryDirectory()
        #expect(FileManager.default.createFile(atPath: keep + "/kept", contents: nil))
        try FileManager.default.createDirectory(atPath: parent + "/t/a/b", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: parent + "/t/a/b/f", contents: Data([1])))
        try FileManager.default.createSymbolicLink(atPath: parent + "/t/link", withDestinationPath: keep)
        #expect(OutputFolder.removeTree(parent + "/t") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: keep) == ["kept"])
        #expect(OutputFolder.removeTree(parent + "/t") == nil)   // already gone counts as removed
    }
}

/// Counts, on a thread of its own from `init` to `stop()`, the checks that found nothing at `path`.
private final class MissingWatcher: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true
    private var misses = 0
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        Thread { [self] in
            while lock.withLock({ running }) {
                if access(path, F_OK) != 0 { lock.withLock { misses += 1 } }
            }
            done.signal()
        }.start()
    }

    /// Stops the thread and returns how many checks found nothing.
    func stop() -> Int {
        lock.withLock { running = false }
        done.wait()
        return lock.withLock { misses }
    }
}
