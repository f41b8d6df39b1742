import SegueCore
import SeguePNG

/// Every file one render writes, described as a value: the frames (all, or the indices asked
/// for) with `manifest.json`, and, when asked, the contact sheet and its layout, the animated
/// preview, the timing plot, a GIF and a video. The one place that turns such a request into
/// sinks, orders them, lists them in the manifest, and commits the folder or cancels and throws
/// it away: `segue render`, SegueKit's `Recording.writeFrames` and the benchmark all write
/// through it, so a template and a recording get the same outputs, and a new output is its sink,
/// one property here and one flag.
public struct RenderOutputs: Sendable {
    /// The frames written as PNG files (and listed in the manifest): every frame by default.
    public var frames: FrameSelection = .all
    /// The contact sheet (`sheet.png`) and how it looks; `nil` for none.
    public var contactSheet: ContactSheetLayout?
    /// The animated preview (`preview.png`).
    public var preview = false
    /// The timing plot (`timing.png`), marking the contact sheet's frames (by default its quarters).
    public var plot = false
    /// The viewer (`viewer.html` and its `viewer-data.js`); it brings the timing plot with it.
    public var viewer = false
    /// Whether the viewer looks for a new render every second (`segue render --watch`).
    public var watching = false
    /// A GIF (`<name>.gif`); `nil` for none.
    public var gif: GIF?
    /// A video (`<name>.mp4` or `.webm`); `nil` for none.
    public var video: VideoSink.Format?
    /// How the frames, the sheet and the plot become PNG bytes.
    public var compression: PNGEncoder.Compression = .balanced
    /// The font of text layers that name none, and of the sheet's and the plot's labels.
    public var fontFamily = FrameRenderer.defaultFontFamily

    /// Every frame and its manifest, nothing else, balanced compression, Inter.
    public init() {}

    /// True when a GIF or a video is asked for: they are made by ffmpeg (`FFmpeg.locate()`).
    public var needsFFmpeg: Bool { gif != nil || video != nil }

    /// The sinks that write these outputs of `source` into `folder`, in the order they must run:
    /// the files beside the frames first, the frames and the manifest last (the manifest lists the
    /// others, read once they have finished). `ffmpeg` is the encoder the GIF and video need;
    /// without it they are left out (`write` refuses that instead).
    public func sinks(for source: any FrameSource, into folder: OutputFolder, ffmpeg: String?) -> [any FrameSink] {
        let encoder = PNGEncoder(compression: compression)
        var sinks: [any FrameSink] = []
        if let contactSheet {
            sinks.append(ContactSheetSink(folder: folder, source: source, encoder: encoder, layout: contactSheet, fontFamily: fontFamily))
        }
        if plot || viewer {
            let sampling = contactSheet?.sampling ?? .quarters
            sinks.append(PlotSink(folder: folder, source: source, sheetTimes: sampling.times(of: source), encoder: encoder, fontFamily: fontFamily))
        }
        if preview { sinks.append(PreviewSink(folder: folder, source: source)) }
        if viewer { sinks.append(ViewerSink(folder: folder, source: source, frames: frames, plotted: true, watching: watching)) }
        if let ffmpeg, let gif { sinks.append(GIFSink(folder: folder, source: source, width: gif.width, ffmpeg: ffmpeg)) }
        if let ffmpeg, let video { sinks.append(VideoSink(folder: folder, source: source, format: video, ffmpeg: ffmpeg)) }
        let frameSink = PNGFolderSink(folder: folder, source: source, encoder: encoder, frames: frames)
        frameSink.listing = sinks.compactMap { $0 as? any ManifestListed }
        sinks.append(frameSink)
        return sinks
    }

    /// Renders `source` with `renderer` into `folder` and commits it (replacing what is there
    /// only if Segue wrote it, or anything when `replacingAnything`); on any failure every
    /// subprocess is stopped first and the folder thrown away, then the error is rethrown.
    /// `progress` is called after each frame with (frames done, frames in all). A GIF or video
    /// asked for without `ffmpeg` is refused before anything is drawn.
    @discardableResult
    public func write(_ source: any FrameSource, with renderer: FrameRenderer, into folder: OutputFolder, ffmpeg: String?,
                      replacingAnything: Bool = false, progress: ((Int, Int) -> Void)? = nil) throws -> RenderStatistics {
        guard ffmpeg != nil || !needsFFmpeg else {
            folder.discard()
            throw RenderError("RenderOutputs.write: a GIF or video needs ffmpeg; expected the path of an ffmpeg executable, found nil")
        }
        let sinks = self.sinks(for: source, into: folder, ffmpeg: ffmpeg)
        do {
            let statistics = try renderer.run(sinks, progress: progress)
            try folder.commit(replacingAnything: replacingAnything)
            return statistics
        } catch {
            // Stopped before the folder goes: ffmpeg then writes nothing more into it.
            sinks.forEach { ($0 as? any CancellableSink)?.cancel() }
            folder.discard()
            throw error
        }
    }

    /// How the GIF is made: `width` pixels wide, by default the canvas's width in points.
    public struct GIF: Hashable, Sendable {
        /// The GIF's width in pixels (1 to 4096); `nil` for the canvas's width in points.
        public var width: Int?
        /// A GIF `width` pixels wide, or as wide as the canvas in points.
        public init(width: Int? = nil) { self.width = width }
    }
}
