import SeguePNG

/// The worker of the sinks that feed ffmpeg (`GIFSink`, `VideoSink`): a drawn frame as the
/// straight (un-premultiplied) RGBA bytes of `-f rawvideo -pix_fmt rgba`, row after row, made
/// `width × height` pixels by repeating the last column and row when that is larger than the
/// surface (a video's odd side made even): an edge pixel repeated is invisible after 4:2:0
/// chroma subsampling, where a black or transparent stripe would bleed into the edge's colour.
public struct RawFrameWorker: FrameSinkWorker {
    /// The frame's size in pixels, at least the surface's.
    let width: Int, height: Int

    public mutating func process(_ frame: DrawnFrame) -> [UInt8] {
        let image = frame.surface.image()
        guard width > image.width || height > image.height else { return image.pixels }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let rowBytes = image.width * 4
        for y in 0..<height {
            let source = min(y, image.height - 1) * rowBytes
            let target = y * width * 4
            out.replaceSubrange(target..<target + rowBytes, with: image.pixels[source..<source + rowBytes])
            for x in image.width..<width {
                out.replaceSubrange(target + 4 * x..<target + 4 * x + 4, with: image.pixels[source + rowBytes - 4..<source + rowBytes])
            }
        }
        return out
    }
}
