/// A PNG file's size in pixels, read from its IHDR chunk (the 24 bytes after which the PNG
/// specification puts nothing UIImage needs), without decoding the image.
struct PNGHeader: Hashable {
    var width: Int
    var height: Int

    /// The PNG signature, 137 P N G CR LF SUB LF.
    private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The header of the regular file at `path`; nil when it is missing, not a regular file (a
    /// FIFO would block the read), or does not start with a PNG signature and an IHDR chunk of
    /// a nonzero size.
    init?(file path: String) {
        guard (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType == .typeRegular,
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let bytes = try? handle.read(upToCount: 24) else { return nil }
        self.init(bytes: [UInt8](bytes))
    }

    /// The header of PNG `bytes` (at least the first 24); nil when they are not a PNG's.
    init?(bytes: [UInt8]) {
        guard bytes.count >= 24, bytes.starts(with: PNGHeader.signature), bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return nil
        }
        func uint32(at i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        (width, height) = (uint32(at: 16), uint32(at: 20))
        guard width > 0, height > 0 else { return nil }
    }
}
