import ArgumentParser
import Foundation
import SegueCore
import SegueRender

/// `--gif`, `--gif-width` and `--video`: the animations `render` writes beside the frames with
/// ffmpeg (`GIFSink`, `VideoSink`). They show the whole timeline, so `--frames` is refused with
/// them; ffmpeg is looked up (`$SEGUE_FFMPEG`, else `PATH`) before anything renders.
struct MediaOptions: ParsableArguments {
    @Flag(name: .long, help: "Also write <name>.gif: at most 50 fps, one palette, ordered dithering, looping (needs ffmpeg).")
    var gif = false

    @Option(name: .customLong("gif-width"), help: ArgumentHelp("The GIF's width in pixels (default: the canvas's width in points).", valueName: "points"))
    var gifWidth: Int?

    @Option(name: .long, help: ArgumentHelp("Also write <name>.mp4 (H.264) or <name>.webm (VP9) at full pixel size (needs ffmpeg).", valueName: "mp4|webm"))
    var video: VideoSink.Format?

    func validate() throws {
        if let gifWidth, !(1...GIFSink.maximumWidth).contains(gifWidth) {
            throw ValidationError("--gif-width: expected 1 to \(GIFSink.maximumWidth) pixels, found \(gifWidth)")
        }
        if gifWidth != nil && !gif { throw ValidationError("--gif-width: needs --gif") }
    }

    /// The flags that need ffmpeg, as the error names them.
    private var flags: [String] { (gif ? ["--gif"] : []) + (video.map { ["--video \($0.rawValue)"] } ?? []) }

    /// The ffmpeg to run (`nil` when neither flag is given). `--frames` with either flag is a
    /// usage error; a missing ffmpeg is one line, `segue: --gif needs ffmpeg, which was not
    /// found on PATH (apt-get install ffmpeg)`, and exit status 1, before anything renders.
    func ffmpeg(framesGiven: Bool) throws -> String? {
        guard !flags.isEmpty else { return nil }
        if framesGiven {
            throw ValidationError("--frames: cannot be used with \(flags.joined(separator: " or ")): a GIF or video shows the whole timeline")
        }
        if let path = FFmpeg.locate(environment: CommandCapture.environment) { return path }
        let variable = CommandCapture.environment[FFmpeg.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        let place = variable.map { "at $SEGUE_FFMPEG (\(MessageText.escaped($0)))" } ?? "on PATH (apt-get install ffmpeg)"
        throw fail("\(flags.joined(separator: " and ")) need\(flags.count == 1 ? "s" : "") ffmpeg, which was not found \(place)")
    }

    /// A GIF of `scene` (of the template at `file`) fits in what ffmpeg may hold while it
    /// builds the palette (`GIFSink.maximumBufferedBytes`), checked before anything renders:
    /// `t.json: --gif: 1801 frames of 1170×2532 px would hold 21.3 GB in ffmpeg …`.
    func check(_ scene: ResolvedScene, file: String) throws(CommandError) {
        guard gif else { return }
        let gif = GIFSink.geometry(of: scene, width: gifWidth), frames = gif.timing.frames.count
        let bytes = GIFSink.bufferedBytes(frames: frames, pixelSize: gif.pixelSize)
        guard bytes > GIFSink.maximumBufferedBytes else { return }
        let gigabytes = { (bytes: Int) in String(format: "%.1f GB", Double(bytes) / 1e9) }
        throw CommandError(description: "\(file): --gif: \(frames) frames of \(gif.pixelSize.width)×\(gif.pixelSize.height) px "
            + "would hold \(gigabytes(bytes)) in ffmpeg while it builds the palette; expected at most "
            + "\(gigabytes(GIFSink.maximumBufferedBytes)) (a smaller --gif-width, or a lower --fps)")
    }

    /// Asks `outputs` for the GIF and video these flags name.
    func request(into outputs: inout RenderOutputs) {
        outputs.gif = gif ? RenderOutputs.GIF(width: gifWidth) : nil
        outputs.video = video
    }
}

extension VideoSink.Format: ExpressibleByArgument {}
