/// Sets the frame delays of a GIF file in place: ffmpeg's GIF muxer takes each delay from the
/// difference of two frame timestamps, which cannot express `GIFTiming`'s delays exactly, so the
/// sink writes them itself into each frame's Graphic Control Extension.
///
/// The walk follows the GIF89a specification's block grammar: header and logical screen
/// descriptor (with the global colour table when its flag is set), then extensions (`0x21`,
/// label, sub-blocks ending in a zero), images (`0x2C`, nine bytes, a local colour table when
/// flagged, the LZW code size, sub-blocks) and the trailer (`0x3B`).
enum GIFDelays {
    /// `gif` with the delay of its i-th frame set to `delays[i]` centiseconds. Throws when the
    /// file does not parse, or when its frames or their Graphic Control Extensions are not
    /// exactly `delays.count`.
    static func setting(_ delays: [Int], in gif: [UInt8]) throws(RenderError) -> [UInt8] {
        var bytes = gif
        var (controls, images) = ([Int](), 0)
        var at = 13
        func need(_ n: Int) throws(RenderError) {
            guard at + n <= bytes.count else { throw RenderError("the GIF ffmpeg wrote ends early, at byte \(at)") }
        }
        func skipSubBlocks() throws(RenderError) {
            while true {
                try need(1)
                let size = Int(bytes[at])
                at += 1 + size
                if size == 0 { return }
            }
        }
        try need(0)
        guard bytes.count >= 13, bytes[0..<6].elementsEqual(Array("GIF89a".utf8)) else {
            throw RenderError("ffmpeg did not write a GIF89a file")
        }
        if bytes[10] & 0x80 != 0 { at += 3 << (Int(bytes[10] & 0x07) + 1) }
        loop: while true {
            try need(1)
            switch bytes[at] {
            case 0x21:
                try need(2)
                if bytes[at + 1] == 0xF9 {
                    try need(8)
                    guard bytes[at + 2] == 4 else { throw RenderError("a GIF graphic control block of \(bytes[at + 2]) bytes") }
                    controls.append(at + 4)
                }
                at += 2
                try skipSubBlocks()
            case 0x2C:
                try need(11)
                let packed = bytes[at + 9]
                at += 10
                if packed & 0x80 != 0 { at += 3 << (Int(packed & 0x07) + 1) }
                at += 1
                try skipSubBlocks()
                images += 1
            case 0x3B:
                break loop
            case let other:
                throw RenderError("an unknown GIF block 0x\(String(other, radix: 16)) at byte \(at)")
            }
        }
        guard controls.count == delays.count, images == delays.count else {
            throw RenderError("ffmpeg wrote \(images) GIF frames and \(controls.count) delays, expected \(delays.count)")
        }
        for (offset, delay) in zip(controls, delays) {
            bytes[offset] = UInt8(delay & 0xFF)
            bytes[offset + 1] = UInt8((delay >> 8) & 0xFF)
        }
        return bytes
    }
}
