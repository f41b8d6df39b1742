import Foundation
import SegueCore

/// The `--gif` animation: `<name>.gif` beside the frames, for issues, chat and every viewer that
/// plays GIFs, encoded by ffmpeg run as a subprocess (`FFmpegProcess`).
///
/// - Size: `width` pixels wide (default the canvas's width in points), drawn by Cairo directly
///   at the scale width / canvas width rather than downsampled.
/// - Timing: `GIFTiming`'s rule, at most 50 fps, every delay ≥ 2 cs, the total the transition's
///   duration to the centisecond; the delays are written into the file by the sink
///   (`GIFDelays`), the GIF loops forever.
/// - Colours: one global palette for the whole GIF, built from every pixel of every frame
///   (ffmpeg's `palettegen=stats_mode=full`, a median-cut quantizer: a flat UI's few colours
///   come out exact), and ordered (Bayer) dithering in `paletteuse`: error diffusion spreads each
///   frame's error differently, so flat areas would shimmer from frame to frame; an ordered
///   pattern is fixed to the pixel grid and does not move. At ffmpeg's finest pattern
///   (`bayerScale` 5): paletteuse adds the pattern to every pixel before the lookup, also to one
///   whose colour the palette holds, and at its default scale (2) that moved a flat white to
///   palette neighbours up to 22 levels away on half its pixels (measured on circle-reveal-push);
///   at 5 a flat colour stays within one level, and gradients still get a stable pattern.
/// - Transparency: when the canvas background is translucent, one palette entry is reserved for
///   transparent, and pixels whose alpha is below `alphaThreshold` take it (GIF has no partial
///   transparency); an opaque canvas uses all 256 entries.
/// ffmpeg holds the frames until the palette is made, M × width × height × 4 bytes (51 frames at
/// 390 × 844: 67 MB): GIFs are for short documentation clips.
public final class GIFSink: FrameSink, ManifestListed, CancellableSink {
    /// Widest GIF accepted, in pixels: wider than a 4K screen serves no viewer, and ffmpeg
    /// holds every frame until the palette is made.
    public static let maximumWidth = 4096
    /// The most frame bytes ffmpeg may hold while it builds the palette (M × width × height × 4):
    /// 2 GiB, about 60 s of a 390-point-wide phone GIF at 30 fps. A longer or wider GIF is refused
    /// before rendering (`segue render` says how large it would be) rather than exhausting memory.
    public static let maximumBufferedBytes = 2 << 30
    /// paletteuse's `bayer_scale`, 0 (strongest pattern) to 5 (finest): see the type's doc.
    public static let bayerScale = 5
    /// Pixels with an alpha below this (of 255) become transparent on a translucent canvas.
    public static let alphaThreshold = 128

    /// `<name>.gif`.
    public let fileName: String
    public let scale: Double?
    /// The frames shown and their delays.
    public let timing: GIFTiming
    /// The GIF's size in pixels.
    public let pixelSize: (width: Int, height: Int)
    /// True when the canvas background is translucent, so the GIF has a transparent entry.
    public let transparent: Bool
    private let folder: OutputFolder
    private let ffmpeg: String
    private var process: FFmpegProcess?

    /// A GIF of `source`, `width` pixels wide (default: the canvas's width in points), written
    /// into `folder` by the ffmpeg at `ffmpeg` (`FFmpeg.locate()`).
    public init(folder: OutputFolder, source: any FrameSource, width: Int? = nil, ffmpeg: String) {
        self.folder = folder
        self.ffmpeg = ffmpeg
        fileName = source.name + ".gif"
        (scale, pixelSize, timing) = GIFSink.geometry(of: source, width: width)
        transparent = source.snapshot(ofFrame: 0).tree.background.alpha < 1
    }

    /// The scale a GIF of `source` `width` pixels wide (default the canvas's point width) is
    /// drawn at, its size in pixels, and its frames and delays.
    public static func geometry(of source: any FrameSource, width: Int?)
        -> (scale: Double, pixelSize: (width: Int, height: Int), timing: GIFTiming) {
        let canvas = source.canvas
        // The canvas's point width, at least 1 px: a 0.4 pt wide canvas still gets a GIF.
        let scale = Double(width ?? Int(clamping: canvas.size.width, to: 1...maximumWidth)) / canvas.size.width
        return (scale, canvas.pixelSize(atScale: scale),
                GIFTiming(frameCount: source.frameCount, fps: canvas.fps, duration: source.duration))
    }

    /// The bytes ffmpeg holds until the palette is made: the GIF's frame count × its pixels × 4.
    public static func bufferedBytes(frames: Int, pixelSize: (width: Int, height: Int)) -> Int {
        frames * pixelSize.width * pixelSize.height * 4
    }

    public func frames(of frameCount: Int) -> FrameSelection { .indices(Set(timing.frames)) }

    public func makeWorker() -> RawFrameWorker { RawFrameWorker(width: pixelSize.width, height: pixelSize.height) }

    private var partialPath: String { folder.stagingPath + "/." + fileName + ".partial" }

    /// ffmpeg's arguments: raw RGBA on stdin at 50 fps (any rate works, the delays are set
    /// afterwards), one palette for all frames, Bayer dithering, one thread, no metadata.
    var arguments: [String] {
        let reserve = transparent ? 1 : 0
        let graph = "[0:v]split[a][b];[a]palettegen=stats_mode=full:reserve_transparent=\(reserve)[p];"
            + "[b][p]paletteuse=dither=bayer:bayer_scale=\(GIFSink.bayerScale):alpha_threshold=\(GIFSink.alphaThreshold)"
        return ["-hide_banner", "-nostdin", "-loglevel", "error",
                "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(pixelSize.width)x\(pixelSize.height)",
                "-framerate", String(GIFTiming.maximumFPS), "-i", "-",
                "-filter_complex", graph, "-filter_complex_threads", "1", "-threads", "1",
                "-loop", "0", "-fflags", "+bitexact", "-flags", "+bitexact", "-map_metadata", "-1",
                "-f", "gif", "-y", partialPath]
    }

    /// Starts ffmpeg on the first frame and writes each frame's pixels to it.
    public func consume(_ frame: RenderedFrame, _ pixels: [UInt8]) throws {
        if process == nil {
            process = try FFmpegProcess(executable: ffmpeg, arguments: arguments, label: "\(fileName): ffmpeg")
        }
        try process!.write(pixels)
    }

    /// Waits for ffmpeg, writes the delays into its GIF and puts it in the folder as `<name>.gif`.
    public func finish() throws {
        guard let process else { return }
        try process.finish()
        self.process = nil
        guard let written = FileManager.default.contents(atPath: partialPath) else {
            throw RenderError("\(fileName): ffmpeg wrote no file")
        }
        let bytes: [UInt8]
        do {
            bytes = try GIFDelays.setting(timing.delays, in: Array(written))
        } catch {
            throw RenderError("\(fileName): \(error.message)")
        }
        try folder.write(bytes, to: fileName)
        unlink(partialPath)
    }

    /// Stops ffmpeg when the render failed; the staging folder goes with the render.
    public func cancel() {
        process?.cancel()
        process = nil
    }

    public var manifestEntry: ManifestEntry {
        ManifestEntry(file: fileName, kind: "gif", fields: [
            ("pixelSize", .array([.number(Double(pixelSize.width)), .number(Double(pixelSize.height))])),
            ("frames", .number(Double(timing.frames.count))),
            ("sourceFrames", .array(timing.frames.map { .number(Double($0)) })),
            ("delays", .array(timing.delays.map { .number(Double($0)) })),
            ("transparent", .bool(transparent)),
        ])
    }
}
