import Foundation
import SegueCore

/// A render's output folder, built under a temporary name beside its final place and swapped
/// into place only when complete, so an interrupted run never leaves a mix of old and new frames
/// and a re-render replaces the folder completely.
///
/// What keeps the output safe, step by step:
/// - Files go to a staging folder `.<name>.partial-<pid>` beside `<name>`, on which this process
///   holds an exclusive `flock` (`FolderLock`) until it commits or discards. A staging folder
///   nobody holds belongs to a run that ended (crashed, killed) and the next render of `name`
///   removes it; one that is held belongs to a live run and is left alone, so two renders of one
///   template into one folder at once never break each other (the last to commit wins). A lock
///   rather than a pid check decides, because the kernel drops a lock however its process ends,
///   while a pid can be reused by an unrelated process and make a dead run look alive.
/// - `commit()` swaps the staging folder and the old output in one step (`renameat2` with
///   `RENAME_EXCHANGE`), so at every instant, `kill -9` included, `<name>` is either the whole old
///   output or the whole new one; then it removes the old one, now under the staging name.
/// - Only a folder Segue wrote (or an empty one) is replaced unless the caller says otherwise
///   (`refusalToReplace(_:)`): a user's own file or folder at `<name>` is never deleted by accident.
/// - A leftover that cannot be removed (a read-only folder) is reported in `leftovers`, not
///   left behind silently.
///
/// Cleaning up, creating the staging folder and swapping happen under a short exclusive `flock`
/// on the parent folder, so no run sees another run's step half done.
public final class OutputFolder {
    /// The folder the finished output appears at.
    public let finalPath: String
    /// The temporary folder files are written into until `commit()`.
    public let stagingPath: String
    /// One line for each leftover this folder met and could not remove: the path, what it is and
    /// the system's reason. For the caller to show; the render itself went on.
    public private(set) var leftovers: [String] = []
    private let parent: String
    /// The lock on the staging folder while it is this run's; `nil` once committed or discarded.
    private var stagingLock: FolderLock?

    /// Creates `parent` if needed, removes staging folders of `name` that ended runs left behind,
    /// and creates a fresh staging folder for `name` inside `parent`.
    public init(parent: String, name: String) throws(RenderError) {
        let parent = parent.isEmpty ? "." : parent
        self.parent = parent
        finalPath = OutputFolder.path(parent: parent, name: name)
        if let reason = OutputFolder.makeDirectories(parent) {
            throw RenderError("\(MessageText.escaped(parent)): cannot create the output folder (\(reason))")
        }
        let parentLock = try OutputFolder.lockParent(parent)
        leftovers = OutputFolder.removeAbandonedStaging(in: parent, name: name)
        let (path, lock) = try OutputFolder.makeStaging(in: parent, name: name)
        stagingPath = path
        stagingLock = lock
        StopCleanup.register(folder: path)
        withExtendedLifetime(parentLock) {}
    }

    deinit { discard() }

    /// `parent/name`, the folder the output of `name` appears at (`./name` for an empty `parent`).
    public static func path(parent: String, name: String) -> String {
        parent.isEmpty ? "./" + name : parent.hasSuffix("/") ? parent + name : parent + "/" + name
    }

    /// `frame-0000.png`: the name of frame `index` of a render with `frameCount` frames; at
    /// least four digits, more when the render has 10 000 frames or more, so names sort in order.
    public static func frameFileName(_ index: Int, frameCount: Int) -> String {
        let digits = max(4, String(max(0, frameCount - 1)).count)
        let number = String(index)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// Writes `bytes` to `fileName` inside the staging folder. A failure (a full disk) names the
    /// final folder and the file, and says the final folder was left as it was.
    public func write(_ bytes: [UInt8], to fileName: String) throws(RenderError) {
        let fd = open(stagingPath + "/" + fileName, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw writeError(fileName, .last) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                let error = n < 0 ? SystemError.last : SystemError(code: EIO)
                close(fd)
                throw writeError(fileName, error)
            }
            offset += n
        }
        guard close(fd) == 0 else { throw writeError(fileName, .last) }
    }

    /// Writes UTF-8 text to `fileName` inside the staging folder.
    public func write(text: String, to fileName: String) throws(RenderError) {
        try write(Array(text.utf8), to: fileName)
    }

    /// Puts the staging folder in `finalPath`'s place in one step and removes what was there.
    /// Refuses, leaving everything as it was, when what is there is not `refusalToReplace(_:)`'s
    /// to replace, unless `replacingAnything`. An old output that cannot be removed afterwards is
    /// added to `leftovers`; the commit has still succeeded. Does nothing once committed or
    /// discarded. On failure the staging folder is kept for the caller to `discard()`.
    public func commit(replacingAnything: Bool = false) throws(RenderError) {
        guard stagingLock != nil else { return }
        var parentLock: FolderLock? = try OutputFolder.lockParent(parent)
        if !replacingAnything, let refusal = OutputFolder.refusalToReplace(finalPath) {
            throw RenderError("\(MessageText.escaped(finalPath)): \(refusal), so it was not replaced")
        }
        let old: String?
        do throws(SystemError) {
            // Not while a stop removes the staging folders (`StopCleanup`): swapped in, this one
            // is no longer this run's to remove.
            old = try StopCleanup.exclusively(committing: stagingPath) { () throws(SystemError) -> String? in
                try OutputFolder.moveIntoPlace(stagingPath, finalPath)
            }
        } catch {
            throw RenderError("\(MessageText.escaped(finalPath)): cannot move the finished output into place (\(error.reason))")
        }
        stagingLock = nil
        guard let old else { return }
        // Held while the old output is removed, so that no other run's clean-up removes it too.
        let oldLock = try? FolderLock.acquire(old, wait: false)
        parentLock = nil
        if let failure = OutputFolder.removeTree(old) {
            leftovers.append(OutputFolder.leftoverLine(old, "the replaced output", failure))
        }
        StopCleanup.unregister(folder: old)
        withExtendedLifetime((oldLock, parentLock)) {}
    }

    /// Removes the staging folder and lets go of it (also when the folder is released uncommitted);
    /// what cannot be removed is added to `leftovers`.
    public func discard() {
        guard let lock = stagingLock else { return }
        StopCleanup.unregister(folder: stagingPath)
        if let failure = OutputFolder.removeTree(stagingPath) {
            leftovers.append(OutputFolder.leftoverLine(stagingPath, "the unfinished output", failure))
        }
        withExtendedLifetime(lock) {}
        stagingLock = nil
    }

    /// The error of a file of the output that could not be written.
    private func writeError(_ fileName: String, _ error: SystemError) -> RenderError {
        RenderError("\(MessageText.escaped(finalPath)): cannot write \(MessageText.escaped(fileName)) (\(error.reason)); "
            + "the folder was left as it was")
    }

    /// `out/.reveal.partial-12: the replaced output could not be removed (out/.reveal.partial-12/frame-0000.png: Permission denied)`.
    static func leftoverLine(_ path: String, _ what: String, _ failure: RemovalFailure) -> String {
        let place = failure.path == path ? "" : MessageText.escaped(failure.path) + ": "
        return "\(MessageText.escaped(path)): \(what) could not be removed (\(place)\(failure.error.reason)); remove it by hand"
    }

    /// The lock on the parent folder, taken while entries of a name are looked at or renamed.
    private static func lockParent(_ parent: String) throws(RenderError) -> FolderLock {
        do throws(SystemError) {
            return try FolderLock.acquire(parent, wait: true, followingLinks: true)
        } catch {
            throw RenderError("\(MessageText.escaped(parent)): cannot lock the output folder (\(error.reason))")
        }
    }

    /// Creates `path` and its missing parents; returns the system's reason when it cannot.
    /// (Parents are found by hand: swift-corelibs-foundation's `deletingLastPathComponent`
    /// traps on one-character relative paths such as "o".)
    private static func makeDirectories(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : String(cString: strerror(ENOTDIR))
        }
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if let slash = trimmed.lastIndex(of: "/") {
            let parent = String(trimmed[..<slash])
            if !parent.isEmpty, let reason = makeDirectories(parent) { return reason }
        }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { return String(cString: strerror(errno)) }
        return nil
    }
}
