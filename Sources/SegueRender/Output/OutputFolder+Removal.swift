import Foundation

extension OutputFolder {
    /// An entry that could not be removed, and the system's reason.
    struct RemovalFailure: Equatable {
        /// The entry, as a path starting with the removed one's.
        let path: String
        let error: SystemError
    }

    /// Removes the file, link or folder at `path`, a folder with everything in it, never
    /// following a symbolic link; returns the first entry that could not be removed. An entry
    /// already gone counts as removed: another run may be removing the same leftover.
    ///
    /// Entries are removed through folder descriptors (`unlinkat`) with their names as bytes, so
    /// a name that is not UTF-8 is removed too, and a folder renamed meanwhile is not left half-done.
    static func removeTree(_ path: String) -> RemovalFailure? {
        removeEntry(Array(path.utf8CString), in: AT_FDCWD, shownAs: path)
    }

    /// Removes the entry `name` (NUL-terminated) of the folder open as `folder`.
    private static func removeEntry(_ name: [CChar], in folder: Int32, shownAs path: String) -> RemovalFailure? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return failure(path) }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            return unlinkat(folder, name, 0) == 0 ? nil : failure(path)
        }
        let fd = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return failure(path) }
        var first: RemovalFailure?
        for child in entryNames(fd) {
            let shown = path + "/" + String(decoding: child.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let failed = removeEntry(child, in: fd, shownAs: shown), first == nil { first = failed }
        }
        close(fd)
        guard unlinkat(folder, name, AT_REMOVEDIR) != 0 else { return nil }
        return failure(path).map { first ?? $0 }
    }

    /// `nil` when the call that just failed found its entry gone; otherwise the failure at `path`.
    private static func failure(_ path: String) -> RemovalFailure? {
        errno == ENOENT ? nil : RemovalFailure(path: path, error: .last)
    }

    /// The names (NUL-terminated) in the folder open as `fd`, without `.` and `..`.
    private static func entryNames(_ fd: Int32) -> [[CChar]] {
        let copy = dup(fd)   // closedir closes the descriptor it was given
        guard copy >= 0, let folder = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(folder) }
        var names: [[CChar]] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                bytes.prefix { $0 != 0 }.map { CChar(bitPattern: $0) } + [0]
            }
            if name != [46, 0] && name != [46, 46, 0] { names.append(name) }
        }
        return names
    }
}
