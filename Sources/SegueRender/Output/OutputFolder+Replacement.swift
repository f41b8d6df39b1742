import Foundation

extension OutputFolder {
    /// `RENAME_EXCHANGE` of `<linux/fs.h>`: `renameat2` swaps the two entries in one step.
    static let renameExchange: UInt32 = 2

    /// Puts `staging` at `final` and returns where what was at `final` is now, for the caller to
    /// remove (`nil` when nothing was there). The caller holds the lock on their parent folder.
    ///
    /// When something is there, the two are swapped in one step (`exchange`), so `final` is never
    /// missing nor half of each, even if the process is killed. A file system or system that
    /// cannot swap (`EINVAL`, `ENOSYS`: not Linux, or a file system without `RENAME_EXCHANGE`)
    /// gets two renames instead, the old output first to the backup `<staging>.old`: if the
    /// process dies between them, `final` is missing, but the old output is still whole at the
    /// backup, and the next render of the name puts it back (`removeAbandonedStaging`).
    static func moveIntoPlace(_ staging: String, _ final: String,
                              exchange: (String, String) -> Int32 = exchange) throws(SystemError) -> String? {
        switch exchange(staging, final) {
        case 0:
            return staging
        case ENOENT:   // nothing at `final` (the staging folder is there: the caller holds it)
            guard rename(staging, final) == 0 else { throw .last }
            return nil
        case EINVAL, ENOSYS:
            let backup = staging + ".old"
            guard rename(final, backup) == 0 else { throw .last }
            guard rename(staging, final) == 0 else {
                let error = SystemError.last
                _ = rename(backup, final)
                throw error
            }
            return backup
        case let code:
            throw SystemError(code: code)
        }
    }

    /// Swaps the entries at `a` and `b` (`renameat2(RENAME_EXCHANGE)`, found in the C library at
    /// run time since Glibc's Swift module does not export it); 0, or the `errno`: `ENOSYS` where
    /// there is no `renameat2` (before glibc 2.28, and on systems other than Linux).
    static func exchange(_ a: String, _ b: String) -> Int32 {
        #if os(Linux)
        guard let renameat2 = RenameAt2.function else { return ENOSYS }
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0 ? 0 : errno
        #else
        return ENOSYS
        #endif
    }
}

#if os(Linux)
/// `renameat2` from the C library, looked up once.
private enum RenameAt2 {
    typealias Function = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32

    static let function: Function? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()
}
#endif
