#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo
import SegueCore

/// Maps an image through a projective transform by inverse sampling: every target pixel's
/// centre is carried back into the source by the inverse map, and the source is read there
/// with a bilinear filter. Exact perspective at every pixel (no affine pieces), and the pixels
/// are Cairo's premultiplied ARGB32, which interpolate channel by channel without fringes.
enum ProjectiveWarp {
    /// A new ARGB32 surface the size of `target` (device pixels) whose pixel (i, j) is `source`
    /// sampled at [X Y 1] · `inverse` for the target pixel centre (X, Y) = (target.x + i + ½,
    /// target.y + j + ½), where the source's pixel centres lie at k + ½ minus ½, that is at whole
    /// coordinates. A centre whose preimage is behind the viewer (third coordinate ≤ 0) or
    /// beyond the source's edge pixels stays transparent; the source's own transparent border
    /// fades the edges. `nil` when the surface cannot be made. The caller destroys it.
    static func warp(_ source: OpaquePointer, through inverse: Homography, into target: PixelRect) -> OpaquePointer? {
        guard let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(target.width), Int32(target.height)) else { return nil }
        guard cairo_surface_status(out) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(out)
            return nil
        }
        cairo_surface_flush(source)
        let sw = Int(cairo_image_surface_get_width(source)), sh = Int(cairo_image_surface_get_height(source))
        let sStride = Int(cairo_image_surface_get_stride(source)) / 4, oStride = Int(cairo_image_surface_get_stride(out)) / 4
        let src = UnsafeRawPointer(cairo_image_surface_get_data(source)!).assumingMemoryBound(to: UInt32.self)
        let dst = UnsafeMutableRawPointer(cairo_image_surface_get_data(out)!).assumingMemoryBound(to: UInt32.self)
        let h = inverse
        let maxX = Double(sw), maxY = Double(sh)
        for j in 0..<target.height {
            let y = Double(target.y + j) + 0.5
            let rowX = y * h.h21 + h.h31, rowY = y * h.h22 + h.h32, rowW = y * h.h23 + h.h33
            let row = dst + j * oStride
            for i in 0..<target.width {
                let x = Double(target.x + i) + 0.5
                let w = x * h.h13 + rowW
                guard w > 0 else { continue }
                let r = 1 / w
                let sx = (x * h.h11 + rowX) * r, sy = (x * h.h12 + rowY) * r
                guard sx > -1, sy > -1, sx < maxX, sy < maxY else { continue }
                let fx = sx.rounded(.down), fy = sy.rounded(.down)
                let x0 = Int(fx), y0 = Int(fy)
                let wx = UInt32((sx - fx) * 256 + 0.5), wy = UInt32((sy - fy) * 256 + 0.5)
                @inline(__always) func pixel(_ px: Int, _ py: Int) -> UInt32 {
                    px >= 0 && py >= 0 && px < sw && py < sh ? src[py * sStride + px] : 0
                }
                let top = lerp(pixel(x0, y0), pixel(x0 + 1, y0), wx)
                let bottom = lerp(pixel(x0, y0 + 1), pixel(x0 + 1, y0 + 1), wx)
                row[i] = lerp(top, bottom, wy)
            }
        }
        cairo_surface_mark_dirty(out)
        return out
    }

    /// a·(1 − w/256) + b·w/256 for each 8-bit channel of two ARGB32 words (w in 0...256),
    /// rounded; two channels at a time in 16-bit lanes, which the products never overflow.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        if a == b { return a }
        let v = 256 - w
        let rb = ((a & 0x00FF_00FF) &* v &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8
        let ag = ((a >> 8) & 0x00FF_00FF) &* v &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080
        return (rb & 0x00FF_00FF) | (ag & 0xFF00_FF00)
    }
}
