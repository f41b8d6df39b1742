import SeguePNG

/// The `png` entry: bytes through `PNGDecoder` as an image file or golden frame is decoded.
/// A decoded image must agree with its header's claimed size and survive a round trip (encoded
/// by Segue's encoder and decoded again, the same pixels: colour where alpha is not 0); a
/// refusal must be one line. Images over 4 megapixels (`maximumPixels`) are refused by their
/// header, as the 64 MP cap refuses larger ones, so no input allocates more than 16 MB.
public enum PNGFuzzing {
    /// 4 megapixels: the largest header an input may claim (16 MB decoded).
    public static let maximumPixels = 1 << 22

    /// Decodes one input, then encodes and decodes the image again.
    public static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let image: RGBAImage
        do { image = try PNGDecoder.decode(bytes, maximumPixels: maximumPixels) } catch {
            return .rejected(message: error.message)
        }
        if let claimed = PNGDecoder.claimedPixelCount(bytes), claimed != image.width * image.height {
            return .broken("decoded \(image.width)×\(image.height) pixels where the header claims \(claimed)")
        }
        let again: RGBAImage
        do { again = try PNGDecoder.decode(try PNGEncoder(compression: .fast).encode(image)) } catch {
            return .broken("a decoded image did not survive encoding and decoding again: \(error.message)")
        }
        guard again.width == image.width, again.height == image.height else { return .broken("the round trip changed the size") }
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image[x, y], b = again[x, y]
                guard a.a == b.a, a.a == 0 || (a.r == b.r && a.g == b.g && a.b == b.b) else {
                    return .broken("the round trip changed pixel (\(x), \(y)) from \(a) to \(b)")
                }
            }
        }
        return .completed("decoded \(image.width)×\(image.height)")
    }
}
