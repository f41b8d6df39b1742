import Testing
@testable import SeguePNG

@Suite struct AnimatedPNGTests {
    @Test func framesBecomeControlAndDataChunksInSequence() throws {
        // Three frames at 10 fps: red, blue, blue again. The repeat lengthens the blue frame:
        // two frames, delays 1/10 and 2/10 s; sequence numbers run 0 (fcTL), 1 (fcTL), 2 (fdAT).
        let (png, red, blue) = redThenBlueAnimation()
        let file = chunks(png)
        #expect(file.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "IEND"])
        #expect(file[1].data == [0, 0, 0, 2, 0, 0, 0, 0])                 // 2 frames, loop forever
        #expect(uint32(file[2].data, at: 0) == 0 && uint32(file[4].data, at: 0) == 1)
        #expect(uint32(file[5].data, at: 0) == 2)
        #expect(Array(file[2].data[20..<26]) == [0, 1, 0, 10, 0, 0])    // 1/10 s, dispose none, blend source
        #expect(Array(file[4].data[20..<24]) == [0, 2, 0, 10])          // 2/10 s
        // An APNG-unaware decoder shows the first frame; the second frame's data, put in an
        // ordinary PNG of the same header, decodes to blue.
        #expect(try PNGDecoder.decode(png) == red)
        let second = Array(file[5].data.dropFirst(4))
        let single = second.withUnsafeBytes { PNGFile.bytes(width: 4, height: 3, hasAlpha: false, zlib: $0) }
        #expect(try PNGDecoder.decode(single) == blue)
    }

    @Test func holdingTheLastFrameAddsToItsDelay() throws {
        // 60 fps, one frame held 30 more ticks: 31/60 s.
        let frame = ARGBFrame(width: 2, height: 2, fill: RGBA8(r: 255, g: 255, b: 255))
        var animation = AnimatedPNG(width: 2, height: 2, hasAlpha: false, fps: 60)
        frame.withPixelRows { animation.append($0) }
        animation.holdLast(ticks: 30)
        let control = chunks(animation.bytes())[2].data
        #expect(Array(control[20..<24]) == [0, 31, 0, 60])
    }

    @Test func translucentStraightFramesMakeAnRGBAAnimation() throws {
        // Straight rows (an RGBAImage's) of a translucent frame: RGBA throughout, and the first
        // frame decodes to the image's own bytes.
        var image = RGBAImage(width: 3, height: 2, fill: RGBA8(r: 200, g: 100, b: 50, a: 128))
        image[2, 1] = RGBA8(r: 0, g: 0, b: 0, a: 0)
        var animation = AnimatedPNG(width: 3, height: 2, hasAlpha: true, fps: 30)
        image.withPixelRows { animation.append($0) }
        image.withPixelRows { animation.append($0, ticks: 2, sameAsPrevious: true) }
        #expect(animation.frameCount == 1)
        let png = animation.bytes()
        #expect(colorType(ofPNG: png) == 6)
        #expect(Array(chunks(png)[2].data[20..<24]) == [0, 3, 0, 30]) // 1 + 2 ticks of 1/30 s
        #expect(try PNGDecoder.decode(png) == image)
    }
}
