import SegueCore
import SeguePNG

/// The `--plot` timing chart (`timing.png`, `TimingPlot`): drawn from the scene's model (or a
/// recording's recorded progress) when the render finishes, into the render's staging folder (so it appears with the frames or not at
/// all), and listed in `manifest.json` as kind `plot`. It takes no frames: the curves are the
/// model's, sampled twice per pixel, not read off frames.
public final class PlotSink: FrameSink, ManifestListed {
    /// The file name in the folder.
    public static let fileName = "timing.png"

    private let folder: OutputFolder
    private let source: any FrameSource
    private let sheetTimes: [Double]
    private let encoder: PNGEncoder
    private let fontFamily: String

    /// A plot of `source` (a template's scene: its model's curves; a recording: its recorded
    /// progress) marking the sheet's frames at `sheetTimes` (seconds; the times
    /// `ContactSheetSampling.times(of:)` gives), written into `folder` with `encoder`, text in `fontFamily`.
    public init(folder: OutputFolder, source: any FrameSource, sheetTimes: [Double], encoder: PNGEncoder,
                fontFamily: String = FrameRenderer.defaultFontFamily) {
        self.folder = folder
        self.source = source
        self.sheetTimes = sheetTimes
        self.encoder = encoder
        self.fontFamily = fontFamily
    }

    /// A plot of a template's `scene`: `init(folder:source:…)` with the scene as the source.
    public convenience init(folder: OutputFolder, scene: ResolvedScene, sheetTimes: [Double], encoder: PNGEncoder,
                            fontFamily: String = FrameRenderer.defaultFontFamily) {
        self.init(folder: folder, source: scene, sheetTimes: sheetTimes, encoder: encoder, fontFamily: fontFamily)
    }

    public func frames(of frameCount: Int) -> FrameSelection { .indices([]) }

    public func makeWorker() -> Worker { Worker() }

    /// Never called: the sink takes no frames.
    public struct Worker: FrameSinkWorker {
        public mutating func process(_ frame: DrawnFrame) {}
    }

    public func consume(_ frame: RenderedFrame, _ product: Void) {}

    public var manifestEntry: ManifestEntry { ManifestEntry(file: PlotSink.fileName, kind: "plot") }

    /// Evaluates the curves, draws them and writes `timing.png`.
    public func finish() throws {
        let image = try TimingPlot(source: source, sheetTimes: sheetTimes).render(fontFamily: fontFamily)
        try folder.write(try encoder.encode(image), to: PlotSink.fileName)
    }
}
