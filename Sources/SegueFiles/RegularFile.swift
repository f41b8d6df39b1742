#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads that only ever read a regular file, and only up to a size cap: the one
/// reader behind templates, screens, images and goldens.
///
/// The file is opened first (`O_RDONLY | O_NONBLOCK | O_CLOEXEC`, following symlinks) and
/// then checked with `fstat` on the open descriptor, so what is checked is what is read (no
/// window between a `stat` and an `open` for the path to change). `O_NONBLOCK` makes opening a
/// FIFO return at once instead of waiting for a writer; `fstat` then refuses it. A symlink to
/// `/dev/zero` is refused as a character device. The size is checked before a byte is read, and
/// at most that many bytes are read, so a file that grows while it is read cannot push the
/// read past the cap.
public enum RegularFile {
    /// The cap for JSON files (templates, screens, `golden.json`): 16 MiB, far above any
    /// hand-written template (the shipped ones are a few KiB) and small enough to hold in memory
    /// many times over.
    public static let maximumTextBytes = 16 << 20

    /// The cap for PNG files (template images, golden frames): 64 MiB. A PNG of the largest
    /// decodable image (`PNGDecoder.maximumPixels`, 64 megapixels) compresses far below this
    /// unless it is noise.
    public static let maximumImageBytes = 64 << 20

    /// The whole file at `path` if it is a regular file of at most `maximumBytes` bytes;
    /// otherwise why not.
    public static func read(_ path: String, maximumBytes: Int) -> Result<[UInt8], FileReadFailure> {
        withRegularFile(path) { descriptor, size in
            guard size <= maximumBytes else { return .failure(.tooLarge(size: size, maximumBytes: maximumBytes)) }
            return readExactly(descriptor, size: size)
        }
    }

    /// The first `count` bytes (fewer if the file is shorter) of the regular file at `path`,
    /// whatever its size: what reading a header needs (a PNG's size is in its first 24 bytes).
    /// Refuses what is not a regular file as `read` does, without reading from it.
    public static func readPrefix(_ path: String, count: Int) -> Result<[UInt8], FileReadFailure> {
        withRegularFile(path) { descriptor, size in readExactly(descriptor, size: min(max(0, count), size)) }
    }

    /// Opens `path` without blocking (a FIFO does not wait for a writer), refuses anything but a
    /// regular file by what it is, and gives `body` the descriptor and the file's size; closes it.
    private static func withRegularFile(_ path: String,
                                        _ body: (Int32, Int) -> Result<[UInt8], FileReadFailure>) -> Result<[UInt8], FileReadFailure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(openFailure(path, errno: errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.failed("cannot read: \(describe(errno))")) }
        if let kind = nonRegularKind(info.st_mode) { return .failure(.notRegular(kind: kind)) }
        return body(descriptor, Int(info.st_size))
    }

    /// Reads up to `size` bytes: fewer if the file shrank, never more if it grew.
    private static func readExactly(_ descriptor: Int32, size: Int) -> Result<[UInt8], FileReadFailure> {
        var bytes = [UInt8](repeating: 0, count: size)
        var count = 0
        while count < size {
            let n = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + count, size - count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return .failure(.failed("cannot read: \(describe(errno))")) }
            if n == 0 { break }
            count += n
        }
        return .success(count == size ? bytes : Array(bytes[0..<count]))
    }

    /// Why `open` failed: a missing file, something that cannot be opened for reading (a
    /// socket, whose type `stat` then names), or the system's reason.
    private static func openFailure(_ path: String, errno code: Int32) -> FileReadFailure {
        if code == ENOENT || code == ENOTDIR { return .missing }
        var info = stat()
        if stat(path, &info) == 0, let kind = nonRegularKind(info.st_mode) { return .notRegular(kind: kind) }
        return .failed("cannot open: \(describe(code))")
    }

    /// What a file that is not regular is ("a directory", "a FIFO"), or nil for a regular file.
    static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }

    private static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// Why `RegularFile.read` refused or failed. `reason` is the phrase that follows the path in a
/// one-line error ("img.png: expected a regular file, found a FIFO"); it holds nothing of the
/// file's contents.
public enum FileReadFailure: Error, Hashable, Sendable {
    /// The file (or a folder on its path) does not exist.
    case missing
    /// Something other than a regular file: `kind` is "a directory", "a FIFO", "a character device"…
    case notRegular(kind: String)
    /// A regular file of `size` bytes, more than the caller's `maximumBytes`.
    case tooLarge(size: Int, maximumBytes: Int)
    /// The system refused to open or read it: "cannot open: Permission denied".
    case failed(String)

    /// "no such file", "expected a regular file, found a FIFO", "a file of 20000000 bytes,
    /// over the cap of 16777216 bytes", "cannot open: Permission denied".
    public var reason: String {
        switch self {
        case .missing: "no such file"
        case .notRegular(let kind): "expected a regular file, found \(kind)"
        case .tooLarge(let size, let maximumBytes): "a file of \(size) bytes, over the cap of \(maximumBytes) bytes"
        case .failed(let reason): reason
        }
    }
}

/// The C library's `read(2)`, under a name a type with its own `read` can call.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
