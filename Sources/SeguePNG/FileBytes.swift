import SegueFiles

/// Whole PNG files read through `RegularFile` (regular files only, at most
/// `RegularFile.maximumImageBytes`), with one-line errors naming the file.
enum FileBytes {
    /// The bytes of the PNG file at `path`; a missing file is reported as "missing image file",
    /// anything else that stops the read with `RegularFile`'s reason
    /// ("img.png: expected a regular file, found a FIFO").
    static func read(_ path: String) throws(PNGError) -> [UInt8] {
        switch RegularFile.read(path, maximumBytes: RegularFile.maximumImageBytes) {
        case .success(let bytes): return bytes
        case .failure(.missing): throw PNGError("\(path): missing image file")
        case .failure(let failure): throw PNGError("\(path): \(failure.reason)")
        }
    }
}
