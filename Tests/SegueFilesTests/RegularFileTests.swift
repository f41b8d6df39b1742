import Foundation
import SegueFiles
import Testing

/// A new empty folder under the system's temporary folder.
private func temporaryFolder() throws -> String {
    let folder = NSTemporaryDirectory() + "segue-files-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}

@Test func readsARegularFileWhole() throws {
    let path = try temporaryFolder() + "/a.txt"
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    #expect(try RegularFile.read(path, maximumBytes: 5).get() == Array("hello".utf8))
}

@Test func aMissingFileIsNoSuchFile() throws {
    let folder = try temporaryFolder()
    #expect(RegularFile.read(folder + "/none.png", maximumBytes: 10) == .failure(.missing))
    #expect(RegularFile.read(folder + "/none/a.png", maximumBytes: 10) == .failure(.missing))
}

@Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    let path = try temporaryFolder() + "/pipe.png"
    #expect(mkfifo(path, 0o600) == 0)
    #expect(RegularFile.read(path, maximumBytes: 10).failureReason == "expected a regular file, found a FIFO")
}

@Test func aDirectoryIsRefused() throws {
    let folder = try temporaryFolder()
    #expect(RegularFile.read(folder, maximumBytes: 10).failureReason == "expected a regular file, found a directory")
}

@Test func aSymlinkToDevZeroIsRefusedAsACharacterDevice() throws {
    let path = try temporaryFolder() + "/frame-0000.png"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
    #expect(RegularFile.read(path, maximumBytes: 1 << 20).failureReason == "expected a regular file, found a character device")
}

@Test func aFileOverTheCapIsRefusedBeforeReading() throws {
    // A sparse 1 TiB file: reading it would take minutes, the refusal is immediate.
    let path = try temporaryFolder() + "/huge.json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, 1 << 40) == 0)
    #expect(RegularFile.read(path, maximumBytes: RegularFile.maximumTextBytes).failureReason
            == "a file of 1099511627776 bytes, over the cap of 16777216 bytes")
}

@Test func aFileAtTheCapIsRead() throws {
    let path = try temporaryFolder() + "/exact.bin"
    try Data(repeating: 7, count: 100).write(to: URL(fileURLWithPath: path))
    #expect(try RegularFile.read(path, maximumBytes: 100).get().count == 100)
    #expect(RegularFile.read(path, maximumBytes: 99).failureReason == "a file of 100 bytes, over the cap of 99 bytes")
}

extension Result where Failure == FileReadFailure {
    /// The failure's reason, or nil when the read succeeded.
    var failureReason: String? {
        if case .failure(let failure) = self { return failure.reason }
        return nil
    }
}
