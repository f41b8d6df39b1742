#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads through the C library, with one-line errors naming the file.
enum FileBytes {
    /// The bytes of the file at `path`; a missing file is reported as "missing image file".
    static func read(_ path: String) throws(PNGError) -> [UInt8] {
        guard let file = fopen(path, "rb") else {
            let reason = errno == ENOENT ? "missing image file" : "cannot open: \(String(cString: strerror(errno)))"
            throw PNGError("\(path): \(reason)")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n > 0 { bytes += chunk[0..<n] }
            if n < chunk.count { break }
        }
        guard ferror(file) == 0 else { throw PNGError("\(path): read error") }
        return bytes
    }
}
