/// pixelmatch's anti-aliased pixel detector, after V. Vyšniauskas, "Anti-aliased Pixel and
/// Intensity Slope Detector" (2009); written from pixelmatch's description.
///
/// A pixel that differs between two images is taken for anti-aliasing (an edge that moved by a
/// sub-pixel) when, in one of the images, it sits on an intensity slope:
/// - at most 2 of its 8 neighbours have exactly its colour (a pixel on the image border counts
///   one such neighbour already), so it is not inside a flat area;
/// - it has both a darker and a brighter neighbour (by YIQ brightness on white), so it lies
///   between two tones;
/// - the darkest or the brightest neighbour has at least 3 neighbours of its own colour in
///   both images, so the slope runs between two flat areas that exist in both images.
///
/// The neighbourhood is scanned as pixelmatch 5.x's `antialiased()` scans it, x in the outer
/// loop and y in the inner one, and among equally dark (or bright) neighbours the first one
/// found is kept: the order decides which neighbour's flatness is checked, and with it the
/// count on pixelmatch's own fixtures.
enum Antialiasing {
    /// Whether the pixel at (x, y) looks anti-aliased in `image`, with `other` the image it is
    /// compared with (both `width × height` RGBA bytes).
    static func isAntialiased(_ image: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>,
                              x: Int, y: Int, width: Int, height: Int) -> Bool {
        let center = (y * width + x) * 4
        let ownBrightness = ColorDistance.brightness(image, center)
        var equal = isOnBorder(x: x, y: y, width: width, height: height) ? 1 : 0
        var darkest = (delta: 0.0, x: 0, y: 0)
        var brightest = (delta: 0.0, x: 0, y: 0)
        for nx in max(x - 1, 0)...min(x + 1, width - 1) {
            for ny in max(y - 1, 0)...min(y + 1, height - 1) where nx != x || ny != y {
                let delta = ColorDistance.brightness(image, (ny * width + nx) * 4) - ownBrightness
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest.delta {
                    darkest = (delta, nx, ny)
                } else if delta > brightest.delta {
                    brightest = (delta, nx, ny)
                }
            }
        }
        guard darkest.delta < 0, brightest.delta > 0 else { return false }
        func flatInBoth(_ p: (delta: Double, x: Int, y: Int)) -> Bool {
            hasManySiblings(image, x: p.x, y: p.y, width: width, height: height)
                && hasManySiblings(other, x: p.x, y: p.y, width: width, height: height)
        }
        return flatInBoth(darkest) || flatInBoth(brightest)
    }

    /// Whether at least 3 of the pixel's neighbours have exactly its bytes (the border counts one).
    static func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, x: Int, y: Int, width: Int, height: Int) -> Bool {
        let center = (y * width + x) * 4
        var equal = isOnBorder(x: x, y: y, width: width, height: height) ? 1 : 0
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                let n = (ny * width + nx) * 4
                if image[n] == image[center] && image[n + 1] == image[center + 1]
                    && image[n + 2] == image[center + 2] && image[n + 3] == image[center + 3] {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }

    private static func isOnBorder(x: Int, y: Int, width: Int, height: Int) -> Bool {
        x == 0 || y == 0 || x == width - 1 || y == height - 1
    }
}
