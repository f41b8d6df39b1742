import Foundation

/// A failed system call: its `errno`, and the system's words for it for a message.
struct SystemError: Error, Equatable {
    /// The `errno` the call set.
    let code: Int32

    /// The `errno` of the call that just failed.
    static var last: SystemError { SystemError(code: errno) }

    /// `strerror`'s words: "Permission denied", "No space left on device".
    var reason: String { String(cString: strerror(code)) }
}

/// An exclusive `flock` on a folder (the folder itself, not a symbolic link to one), held from
/// `acquire` until the value is released, or until its process dies: the kernel drops the lock
/// however the process ends, `kill -9` included. So "someone holds it" means "its holder runs",
/// which a pid cannot say once the system reuses it.
final class FolderLock {
    private let fd: Int32

    private init(fd: Int32) { self.fd = fd }

    deinit { close(fd) }

    /// Locks the folder at `path`, waiting while another holds it when `wait`. Fails with
    /// `EWOULDBLOCK` when it is held and not `wait`, `ENOENT` when it is gone, `ENOTDIR` when it
    /// is a file, and `ELOOP` when it is a symbolic link, unless `followingLinks` (an `--out`
    /// folder may well be a link; a staging folder never is).
    static func acquire(_ path: String, wait: Bool, followingLinks: Bool = false) throws(SystemError) -> FolderLock {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { throw .last }
        while flock(fd, LOCK_EX | (wait ? 0 : LOCK_NB)) != 0 {
            guard errno == EINTR else {
                let error = SystemError.last
                close(fd)
                throw error
            }
        }
        return FolderLock(fd: fd)
    }
}
