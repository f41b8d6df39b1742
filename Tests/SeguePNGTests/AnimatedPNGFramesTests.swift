import Testing
@testable import SeguePNG

/// Reading back the frames of an animated PNG (`AnimatedPNG.frames(of:)`), the form a
/// single-file golden takes.
@Suite struct AnimatedPNGFramesTests {
    @Test func theFramesComeBackWithTheirDelays() throws {
        let (file, red, blue) = redThenBlueAnimation()
        let frames = try AnimatedPNG.frames(of: file)
        #expect(frames.map(\.image) == [red, blue])
        #expect(frames.map(\.delay) == [0.1, 0.2])
    }

    @Test func translucentFramesKeepTheirAlpha() throws {
        var image = RGBAImage(width: 3, height: 2, fill: RGBA8(r: 200, g: 100, b: 50, a: 128))
        image[2, 1] = RGBA8(r: 0, g: 0, b: 0, a: 0)
        var other = image
        other[0, 0] = RGBA8(r: 1, g: 2, b: 3, a: 4)
        var animation = AnimatedPNG(width: 3, height: 2, hasAlpha: true, fps: 30)
        image.withPixelRows { animation.append($0) }
        other.withPixelRows { animation.append($0, ticks: 3) }
        let frames = try AnimatedPNG.frames(of: animation.bytes())
        #expect(frames.map(\.image) == [image, other])
        #expect(frames.map(\.delay) == [1.0 / 30, 0.1])
    }

    /// tEXt entries go after acTL, before any frame, and come back in order; each frame's own
    /// file holds its image only, and reads back the same.
    @Test func textEntriesComeBackBesideTheFrames() throws {
        let (_, red, blue) = redThenBlueAnimation()
        var animation = AnimatedPNG(width: 4, height: 3, hasAlpha: false, fps: 10)
        animation.text = [("Segue frames", "0 7"), ("Comment", "two frames")]
        red.withPixelRows { animation.append($0) }
        blue.withPixelRows { animation.append($0, ticks: 7) }
        let bytes = animation.bytes()
        #expect(chunks(bytes).map(\.type) == ["IHDR", "acTL", "tEXt", "tEXt", "fcTL", "IDAT", "fcTL", "fdAT", "IEND"])
        let parts = try AnimatedPNG.parts(of: bytes)
        #expect(parts.text.map(\.keyword) == ["Segue frames", "Comment"] && parts.text.map(\.text) == ["0 7", "two frames"])
        #expect(parts.frames.map(\.delay) == [0.1, 0.7])
        #expect(try parts.frames.map { try PNGDecoder.decode($0.png) } == [red, blue])
        #expect(parts.frames.allSatisfy { !chunks($0.png).map(\.type).contains("tEXt") })
    }

    /// A still PNG is one frame that shows for no time.
    @Test func aStillPNGIsOneFrame() throws {
        let image = RGBAImage(width: 2, height: 2, fill: RGBA8(r: 9, g: 8, b: 7))
        let frames = try AnimatedPNG.frames(of: try PNGEncoder().encode(image))
        #expect(frames == [AnimatedPNG.Frame(image: image, delay: 0)])
    }

    /// A flipped byte in the second frame's data fails that chunk's CRC, named by its place;
    /// bytes that are not a PNG say so; a file cut inside a chunk says where.
    @Test func damageIsOneLine() throws {
        var file = redThenBlueAnimation().file
        let fdAT = try #require(chunkOffset(of: "fdAT", in: file))
        file[fdAT + 8 + 6] ^= 0xFF
        #expect(throws: PNGError("corrupt PNG: chunk fdAT at byte \(fdAT) fails its CRC")) { try AnimatedPNG.frames(of: file) }
        #expect(throws: PNGError("not a PNG file")) { try AnimatedPNG.frames(of: Array("GIF89a".utf8)) }
        let cut = Array(redThenBlueAnimation().file.prefix(40))
        #expect(throws: PNGError.self) { try AnimatedPNG.frames(of: cut) }
    }

    /// The byte offset of the first chunk of `type`.
    func chunkOffset(of type: String, in png: [UInt8]) -> Int? {
        var offset = 8
        while offset + 8 <= png.count {
            let length = uint32(png, at: offset)
            if String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self) == type { return offset }
            offset += 12 + length
        }
        return nil
    }
}
