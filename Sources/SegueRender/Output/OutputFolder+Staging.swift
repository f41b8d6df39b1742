import Foundation
import SegueCore

extension OutputFolder {
    /// `.<name>.partial-`: how the names of `name`'s staging folders start.
    static func stagingPrefix(_ name: String) -> String { ".\(name).partial-" }

    /// Whether `entry` is one of `name`'s staging folders, or the old output one of them swapped
    /// out or backed up: `.<name>.partial-<pid>`, then `-<n>` when that was taken, then `-<m>`
    /// when a stop moved it aside (`StopCleanup`), then `.old` for a backup. Exactly this, so that a render of `a` never takes `.a.partial-5.partial-7`
    /// (template `a.partial-5`'s) for its own.
    static func isStagingEntry(_ entry: String, of name: String) -> Bool {
        let prefix = stagingPrefix(name)
        guard entry.hasPrefix(prefix) else { return false }
        var rest = entry.dropFirst(prefix.count)
        if rest.hasSuffix(".old") { rest = rest.dropLast(4) }
        let numbers = rest.split(separator: "-", omittingEmptySubsequences: false)
        return numbers.count <= 3 && numbers.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 >= "0" && $0 <= "9" } }
    }

    /// Removes what runs of `name` that ended left in `parent`, their lock gone with them: staging
    /// folders, and old outputs swapped out but not yet removed. A backup (`.old`, see
    /// `moveIntoPlace`) is put back instead when nothing is at `<name>`: it is then the only copy
    /// of the output. A folder a live run holds is left alone. Returns one line for each leftover
    /// that could not be removed. The caller holds the lock on `parent`.
    static func removeAbandonedStaging(in parent: String, name: String) -> [String] {
        let finalPath = parent + "/" + name
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter { isStagingEntry($0, of: name) }
        var lines: [String] = []
        for entry in entries.sorted() {
            let path = parent + "/" + entry
            let lock: FolderLock?
            do throws(SystemError) {
                lock = try FolderLock.acquire(path, wait: false)
            } catch {
                // A file or link swapped out by a forced render has no lock: nobody is using it.
                // A live run holds it, or it is gone: leave it. Anything else (a folder this user
                // may not open) cannot be told apart from a live run's, so it stays, reported.
                if error.code == EWOULDBLOCK || error.code == ENOENT { continue }
                guard error.code == ENOTDIR || error.code == ELOOP else {
                    lines.append(leftoverLine(path, "a leftover of an earlier render", RemovalFailure(path: path, error: error)))
                    continue
                }
                lock = nil
            }
            var info = stat()
            if entry.hasSuffix(".old"), lstat(finalPath, &info) != 0, errno == ENOENT, rename(path, finalPath) == 0 {
                continue
            }
            if let failure = removeTree(path) {
                lines.append(leftoverLine(path, "a leftover of an earlier render", failure))
            }
            withExtendedLifetime(lock) {}
        }
        return lines
    }

    /// Creates and locks a new staging folder for `name` in `parent`: `.<name>.partial-<pid>`,
    /// or with `-2`, `-3` … when that is taken (by another output folder of this process, or by
    /// a leftover of an earlier process with this pid that could not be removed). The caller
    /// holds the lock on `parent`, so no clean-up sees the new folder before it is locked.
    static func makeStaging(in parent: String, name: String) throws(RenderError) -> (path: String, lock: FolderLock) {
        for attempt in 1...100 {
            let path = parent + "/" + stagingPrefix(name) + "\(getpid())" + (attempt == 1 ? "" : "-\(attempt)")
            guard mkdir(path, 0o755) == 0 else {
                if errno == EEXIST { continue }
                throw RenderError("\(MessageText.escaped(path)): cannot create the staging folder (\(SystemError.last.reason))")
            }
            do throws(SystemError) {
                return (path, try FolderLock.acquire(path, wait: false))
            } catch {
                _ = rmdir(path)
                throw RenderError("\(MessageText.escaped(path)): cannot lock the staging folder (\(error.reason))")
            }
        }
        throw RenderError("\(MessageText.escaped(parent)): cannot create a staging folder for \(MessageText.quoted(name)) "
            + "(100 names taken by leftovers; remove them)")
    }
}
