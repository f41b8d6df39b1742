#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system operations templates need: reading a text file, checking that a
/// referenced file exists, and splitting and joining paths ("/" separated).
enum FilePaths {
    /// `relative` joined to `directory`; an absolute `relative` or an empty `directory` keeps it as is.
    static func join(_ directory: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || directory.isEmpty { return relative }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// Everything before the last "/", or "" for a bare file name.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The file name without its directory and without its last extension.
    static func baseName(of path: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// True when `path` names an existing regular file.
    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Why `path` is not a regular file, for an error message: "is a directory", "is not a
    /// regular file" (a device, a socket) or "no such file".
    static func notAFileReason(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "no such file" }
        return (info.st_mode & S_IFMT) == S_IFDIR ? "is a directory" : "is not a regular file"
    }

    /// The file's contents as UTF-8 text, or a reason it could not be read.
    static func read(_ path: String) -> Result<String, ReadFailure> {
        guard isFile(path) else { return .failure(ReadFailure(reason: notAFileReason(path))) }
        guard let handle = fopen(path, "rb") else { return .failure(ReadFailure(reason: "cannot open the file")) }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&buffer, 1, buffer.count, handle)
            if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
            if n < buffer.count { break }
        }
        guard ferror(handle) == 0 else { return .failure(ReadFailure(reason: "cannot read the file")) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(ReadFailure(reason: "expected UTF-8 text, found other bytes"))
        }
        return .success(text)
    }

    struct ReadFailure: Error { var reason: String }
}
