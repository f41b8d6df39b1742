#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Template files from the file system: regular files only (a directory or a device is refused
/// with its reason), read whole through the C library.
public struct FileResources: TemplateResources {
    public init() {}

    public func read(_ path: String) -> Result<[UInt8], ResourceFailure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(.missing) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(ResourceFailure(reason: "is a directory"))
        default: return .failure(ResourceFailure(reason: "is not a regular file"))
        }
        guard let handle = fopen(path, "rb") else { return .failure(ResourceFailure(reason: "cannot open the file")) }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&buffer, 1, buffer.count, handle)
            if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
            if n < buffer.count { break }
        }
        guard ferror(handle) == 0 else { return .failure(ResourceFailure(reason: "cannot read the file")) }
        return .success(bytes)
    }
}
