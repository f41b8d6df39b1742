import Foundation
import SegueCore

/// The `--video mp4|webm` file: `<name>.mp4` (H.264) or `<name>.webm` (VP9) beside the frames,
/// every frame at the canvas's full pixel size and frame rate, encoded by ffmpeg run as a
/// subprocess (`FFmpegProcess`).
///
/// - Pixels: 4:2:0 (`yuv420p`, what every player decodes) needs even sides, so an odd width or
///   height gets one more column or row repeating the edge (`RawFrameWorker`).
/// - Colour: RGB becomes YUV by the BT.709 matrix in limited ("tv", 16–235) range, converted
///   explicitly (`scale=out_color_matrix=bt709:out_range=tv`, not ffmpeg's BT.601 default) and
///   tagged so (`bt709` matrix and primaries, sRGB transfer `iec61966-2-1`, `tv` range): a
///   player that reads the tags decodes the colours Segue drew, within ±2 of 255.
/// - Reproducible: one encoder and one filter thread, `+bitexact` muxing, no metadata, so the
///   same frames give the same bytes with one ffmpeg build, whatever `--jobs`.
/// - MP4: `libx264`, CRF 18, preset medium, `+faststart` (the index first, so a browser starts
///   playing before the whole file arrives). WebM: `libvpx-vp9`, CRF 32 at constant quality.
public final class VideoSink: FrameSink, ManifestListed, CancellableSink {
    /// The container and codec.
    public enum Format: String, CaseIterable, Sendable {
        /// H.264 in MP4.
        case mp4
        /// VP9 in WebM.
        case webm

        /// The codec's name as the manifest and ffprobe give it.
        public var codec: String { self == .mp4 ? "h264" : "vp9" }

        /// The encoder's own arguments.
        var encoderArguments: [String] {
            switch self {
            case .mp4:
                ["-c:v", "libx264", "-preset", "medium", "-crf", "18", "-movflags", "+faststart", "-f", "mp4"]
            case .webm:
                ["-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-deadline", "good", "-cpu-used", "4",
                 "-row-mt", "0", "-tile-columns", "0", "-f", "webm"]
            }
        }
    }

    /// `<name>.mp4` or `<name>.webm`.
    public let fileName: String
    /// The container and codec written (`mp4`: H.264, `webm`: VP9).
    public let format: Format
    /// The video's size in pixels: the canvas's, each side made even.
    public let pixelSize: (width: Int, height: Int)
    /// Frames per second: the canvas's.
    public let fps: Int
    /// Frames written so far.
    public private(set) var framesWritten = 0
    private let folder: OutputFolder
    private let ffmpeg: String
    private var process: FFmpegProcess?

    /// A `format` video of `source` written into `folder` by the ffmpeg at `ffmpeg` (`FFmpeg.locate()`).
    public init(folder: OutputFolder, source: any FrameSource, format: Format, ffmpeg: String) {
        self.folder = folder
        self.format = format
        self.ffmpeg = ffmpeg
        fileName = source.name + "." + format.rawValue
        let canvas = source.canvas
        pixelSize = (canvas.pixelWidth + canvas.pixelWidth % 2, canvas.pixelHeight + canvas.pixelHeight % 2)
        fps = canvas.fps
    }

    public func frames(of frameCount: Int) -> FrameSelection { .all }

    public func makeWorker() -> RawFrameWorker { RawFrameWorker(width: pixelSize.width, height: pixelSize.height) }

    private var partialPath: String { folder.stagingPath + "/." + fileName + ".partial" }

    /// ffmpeg's arguments: raw RGBA on stdin at the canvas's rate, BT.709 limited-range 4:2:0,
    /// the codec's settings, one thread, bit-exact, no metadata.
    var arguments: [String] {
        ["-hide_banner", "-nostdin", "-loglevel", "error",
         "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(pixelSize.width)x\(pixelSize.height)",
         "-framerate", String(fps), "-i", "-",
         "-vf", "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format=yuv420p",
         "-filter_threads", "1", "-threads", "1", "-pix_fmt", "yuv420p",
         "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "iec61966-2-1", "-color_range", "tv"]
            + format.encoderArguments
            + ["-fflags", "+bitexact", "-flags", "+bitexact", "-map_metadata", "-1", "-y", partialPath]
    }

    /// Starts ffmpeg on the first frame and writes each frame's pixels to it.
    public func consume(_ frame: RenderedFrame, _ pixels: [UInt8]) throws {
        if process == nil {
            process = try FFmpegProcess(executable: ffmpeg, arguments: arguments, label: "\(fileName): ffmpeg")
        }
        try process!.write(pixels)
        framesWritten += 1
    }

    /// Waits for ffmpeg and gives its file the final name.
    public func finish() throws {
        guard let process else { return }
        try process.finish()
        self.process = nil
        guard rename(partialPath, folder.stagingPath + "/" + fileName) == 0 else {
            throw RenderError("\(fileName): cannot name the video file (\(String(cString: strerror(errno))))")
        }
    }

    /// Stops ffmpeg when the render failed; the staging folder goes with the render.
    public func cancel() {
        process?.cancel()
        process = nil
    }

    public var manifestEntry: ManifestEntry {
        ManifestEntry(file: fileName, kind: format.rawValue, fields: [
            ("codec", .string(format.codec)),
            ("pixelSize", .array([.number(Double(pixelSize.width)), .number(Double(pixelSize.height))])),
            ("fps", .number(Double(fps))),
            ("frames", .number(Double(framesWritten))),
            ("pixelFormat", .string("yuv420p")),
            ("colorMatrix", .string("bt709")),
            ("colorRange", .string("tv")),
        ])
    }
}
