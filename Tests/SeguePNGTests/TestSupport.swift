import CZlib
import Foundation
import SeguePNG

/// The PNG colour type byte of IHDR: 8 signature bytes, 4 length, 4 "IHDR", 4 width,
/// 4 height, 1 bit depth, then the colour type (2 = RGB, 6 = RGBA).
func colorType(ofPNG bytes: [UInt8]) -> UInt8 { bytes[25] }

/// The chunks of a PNG file after its signature: type and data, in order, up to the first that
/// does not fit.
func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
    var out: [(String, [UInt8])] = []
    var i = 8
    while i + 12 <= png.count {
        let n = uint32(png, at: i)
        guard i + 12 + n <= png.count else { break }
        out.append((String(decoding: png[i + 4..<i + 8], as: UTF8.self), Array(png[i + 8..<i + 8 + n])))
        i += 12 + n
    }
    return out
}

/// The big-endian 32-bit number at `offset`.
func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
}

/// zlib's own decoder (`uncompress`, Adler-32 checked) over the zlib stream `stream`; nil unless
/// it inflates to exactly `count` bytes.
func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
    var out = [UInt8](repeating: 0, count: count)
    var length = UInt(count)
    let status = out.withUnsafeMutableBufferPointer { uncompress($0.baseAddress, &length, stream, UInt(stream.count)) }
    return status == Z_OK && Int(length) == count ? out : nil
}

/// A new file holding `bytes`, named `name` in a fresh folder; returns its path.
func temporaryFile(_ name: String, _ bytes: [UInt8]) -> String {
    let folder = NSTemporaryDirectory() + "segue-png-tests-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes))
    return folder + "/" + name
}

/// A PNG file built by hand: the signature, IHDR (`width × height`, `bitDepth`, `colorType`,
/// deflate, filter 0, `interlace` 0 or 1), one IDAT holding `imageData`, and IEND, each chunk
/// with zlib's CRC-32 over its type and data.
func handMadePNG(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0,
                 imageData: [UInt8]) -> [UInt8] {
    func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let crc = UInt32(typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc)
    }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    return signature + chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace])
        + chunk("IDAT", imageData) + chunk("IEND", [])
}

/// `bytes` as one zlib stream (zlib's `compress`, level 9).
func zlibStream(_ bytes: [UInt8]) -> [UInt8] {
    var length = compressBound(UInt(bytes.count))
    var out = [UInt8](repeating: 0, count: Int(length))
    let status = out.withUnsafeMutableBufferPointer { compress2($0.baseAddress, &length, bytes, UInt(bytes.count), 9) }
    precondition(status == Z_OK)
    return Array(out[0..<Int(length)])
}

/// Red for 1 tick, then blue for 2 (the repeat lengthens it), 4 × 3 at 10 fps: an APNG of two
/// frames, 0.1 and 0.2 s long, with the images appended.
func redThenBlueAnimation() -> (file: [UInt8], red: RGBAImage, blue: RGBAImage) {
    let red = ARGBFrame(width: 4, height: 3, fill: RGBA8(r: 255, g: 0, b: 0))
    let blue = ARGBFrame(width: 4, height: 3, fill: RGBA8(r: 0, g: 0, b: 255))
    var animation = AnimatedPNG(width: 4, height: 3, hasAlpha: false, fps: 10)
    red.withPixelRows { animation.append($0) }
    blue.withPixelRows { animation.append($0) }
    blue.withPixelRows { animation.append($0, sameAsPrevious: true) }
    return (animation.bytes(), red.image, blue.image)
}
