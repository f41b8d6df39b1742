import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Waits until one of a set of files changes, with Linux's inotify: for `segue render --watch`.
///
/// It watches the *folders* of the files, not the files: editors save by writing a new file and
/// renaming it over the old one, which a watch on the old file's inode would never see. A
/// change is a file closed after writing, renamed into or out of the folder, or deleted; a file
/// that does not exist yet is watched the same way, so creating a missing screen file counts.
/// Events already queued when `wait` starts count too: a watcher made before a render sees
/// what changed during it.
final class FileWatcher {
    /// What inotify reports: written and closed, renamed in or out, deleted.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE)
    /// How long to keep gathering events after the first one, in milliseconds: an editor's save
    /// is several events (write a backup, rename), and a template saved with its screen is one change.
    static let settleMilliseconds: Int32 = 150

    private let descriptor: Int32
    /// The folder of each watch descriptor.
    private var folders: [Int32: String] = [:]
    /// The files to report, by absolute path, and the folders any `.json` of which counts.
    private let files: Set<String>, jsonFolders: Set<String>

    /// A watcher of `files` and of new or changed `.json` files in `jsonFolders` (the folders
    /// given on the command line), all absolute paths (`FileWatcher.absolute`).
    init(files: Set<String>, jsonFolders: Set<String>) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw CommandError(description: "--watch: inotify is not available: \(String(cString: strerror(errno)))")
        }
        self.files = files
        self.jsonFolders = jsonFolders
        let watched = Set(files.map { ($0 as NSString).deletingLastPathComponent }).union(jsonFolders)
        for folder in watched.sorted() {
            let wd = inotify_add_watch(descriptor, folder, FileWatcher.mask)
            // A folder that does not exist (a screen path through a missing folder) cannot be
            // watched; its files are reported missing by the render, which is all it can do.
            if wd >= 0 { folders[wd] = folder }
        }
        guard !folders.isEmpty else {
            close(descriptor)
            throw CommandError(description: "--watch: none of the templates' folders can be watched")
        }
    }

    deinit { close(descriptor) }

    /// Blocks until a watched file changes, then gathers further events for
    /// `settleMilliseconds`, and returns the changed files' absolute paths.
    func wait() -> Set<String> {
        var changed: Set<String> = []
        while changed.isEmpty { changed.formUnion(readEvents(timeout: -1)) }
        while true {
            let more = readEvents(timeout: FileWatcher.settleMilliseconds)
            if more.isEmpty { return changed }
            changed.formUnion(more)
        }
    }

    /// The watched files named by the events that arrive within `timeout` ms (−1: no limit);
    /// empty when none did (or only unwatched files changed).
    private func readEvents(timeout: Int32) -> Set<String> {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, timeout) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var changed: Set<String> = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let (wd, length) = buffer.withUnsafeBytes { raw in
                (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                 Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
            }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
            offset += header + length
            guard let folder = folders[wd], !nameBytes.isEmpty else { continue }
            let path = folder + "/" + String(decoding: nameBytes, as: UTF8.self)
            if files.contains(path) || (jsonFolders.contains(folder) && path.hasSuffix(".json")) { changed.insert(path) }
        }
        return changed
    }

    /// `path` made absolute against the current folder, with `.` and `..` resolved: the form
    /// the watcher compares paths in.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
