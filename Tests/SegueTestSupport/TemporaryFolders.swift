import Foundation

/// Fresh empty folders under the system's temporary folder for tests' files, removed when the
/// test process exits: a run made several thousand, which were left behind, and a temporary
/// folder thousands of entries long slowed every render that staged its output there.
public enum TemporaryFolders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: [String] = []
    nonisolated(unsafe) private static var removesAtExit = false

    /// A new folder named `<prefix>-<UUID>`, removed with its contents at exit.
    public static func make(_ prefix: String) -> String {
        let path = NSTemporaryDirectory() + prefix + "-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        lock.lock()
        defer { lock.unlock() }
        made.append(path)
        if !removesAtExit {
            removesAtExit = true
            atexit { TemporaryFolders.removeAll() }
        }
        return path
    }

    private static func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for path in made { try? FileManager.default.removeItem(atPath: path) }
        made = []
    }
}
