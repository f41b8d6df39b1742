import SeguePNG

extension ImageDiff {
    /// How much of the expected image's brightness shows under the difference: pixelmatch's
    /// default (0.1) keeps the picture recognisable while every red pixel stands out.
    static let fadedContrast = 0.1
    static let differentColor = RGBA8(r: 255, g: 0, b: 0)
    static let antialiasedColor = RGBA8(r: 255, g: 210, b: 0)

    /// The diff image, three panels side by side: expected | the difference (red pixels that
    /// count, yellow ones taken for anti-aliasing) over a faded grey copy of expected | actual.
    /// Each panel is as large as the larger image; when the sizes differ the middle panel is all
    /// red. Opaque: transparent pixels are shown blended on white.
    public var image: RGBAImage {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        var out = RGBAImage(width: 3 * width, height: height, fill: RGBA8(r: 255, g: 255, b: 255))
        ImageDiff.paint(expected, into: &out, atX: 0)
        ImageDiff.paint(actual, into: &out, atX: 2 * width)
        for y in 0..<height {
            for x in 0..<width {
                out[width + x, y] = middlePixel(x: x, y: y)
            }
        }
        return out
    }

    private func middlePixel(x: Int, y: Int) -> RGBA8 {
        guard sizesMatch else { return ImageDiff.differentColor }
        switch states[y * expected.width + x] {
        case .different: return ImageDiff.differentColor
        case .antialiased: return ImageDiff.antialiasedColor
        case .equal:
            let brightness = expected.pixels.withUnsafeBufferPointer {
                ColorDistance.brightness($0, (y * expected.width + x) * 4)
            }
            let grey = UInt8((255 + (brightness - 255) * ImageDiff.fadedContrast).rounded())
            return RGBA8(r: grey, g: grey, b: grey)
        }
    }

    /// Copies `image` blended on white with its top-left at (x, 0).
    private static func paint(_ image: RGBAImage, into out: inout RGBAImage, atX left: Int) {
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                func blend(_ c: UInt8) -> UInt8 { UInt8((255 - Int(p.a) * (255 - Int(c)) / 255)) }
                out[left + x, y] = RGBA8(r: blend(p.r), g: blend(p.g), b: blend(p.b))
            }
        }
    }
}
