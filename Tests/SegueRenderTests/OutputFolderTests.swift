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
        #expect(!OutputFolder.isStagingEntry(".a.partial-1-2-3", of: "a"))
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
