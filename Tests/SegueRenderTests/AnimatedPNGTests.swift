import CZlib
import SegueCore
import Testing
@testable import SeguePNG
@testable import SegueRender

/// The chunks of a PNG file: type and data, in order.
private func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
    var out: [(String, [UInt8])] = []
    var i = 8
    while i + 8 <= png.count {
        let n = png[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
        out.append((String(decoding: png[i + 4..<i + 8], as: UTF8.self), Array(png[i + 8..<i + 8 + n])))
        i += 12 + n
    }
    return out
}

private func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
}

@Suite struct AnimatedPNGTests {
    @Test func framesBecomeControlAndDataChunksInSequence() throws {
        // Three frames at 10 fps: red, blue, blue again. The repeat lengthens the blue frame:
        // two frames, delays 1/10 and 2/10 s; sequence numbers run 0 (fcTL), 1 (fcTL), 2 (fdAT).
        let red = try render(4, 3, [rectNode(0, 0, 4, 3, color: hex("#FF0000"))])
        let blue = try render(4, 3, [rectNode(0, 0, 4, 3, color: hex("#0000FF"))])
        var animation = AnimatedPNG(width: 4, height: 3, hasAlpha: false, fps: 10)
        red.withPixelRows { animation.append($0) }
        blue.withPixelRows { animation.append($0) }
        blue.withPixelRows { animation.append($0, sameAsPrevious: true) }
        let file = chunks(animation.bytes())
        #expect(file.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "IEND"])
        #expect(file[1].data == [0, 0, 0, 2, 0, 0, 0, 0])                 // 2 frames, loop forever
        #expect(uint32(file[2].data, at: 0) == 0 && uint32(file[4].data, at: 0) == 1)
        #expect(uint32(file[5].data, at: 0) == 2)
        #expect(Array(file[2].data[20..<26]) == [0, 1, 0, 10, 0, 0])    // 1/10 s, dispose none, blend source
        #expect(Array(file[4].data[20..<24]) == [0, 2, 0, 10])          // 2/10 s
        // An APNG-unaware decoder shows the first frame; the second frame's data, put in an
        // ordinary PNG of the same header, decodes to blue.
        #expect(try PNGDecoder.decode(animation.bytes()) == red.image())
        let second = Array(file[5].data.dropFirst(4))
        let single = second.withUnsafeBytes { PNGFile.bytes(width: 4, height: 3, hasAlpha: false, zlib: $0) }
        #expect(try PNGDecoder.decode(single) == blue.image())
    }

    @Test func holdingTheLastFrameAddsToItsDelay() throws {
        // 60 fps, one frame held 30 more ticks: 31/60 s.
        let surface = try render(2, 2, [])
        var animation = AnimatedPNG(width: 2, height: 2, hasAlpha: false, fps: 60)
        surface.withPixelRows { animation.append($0) }
        animation.holdLast(ticks: 30)
        let control = chunks(animation.bytes())[2].data
        #expect(Array(control[20..<24]) == [0, 31, 0, 60])
    }
}
