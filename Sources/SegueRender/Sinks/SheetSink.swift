import Foundation
import SegueCore
import SeguePNG

/// The `--sheet` frame strip (`sheet.png`): the frames at 0, ¼, ½, ¾ and 1 of the timeline
/// (`FrameClock.quarterFractions`), side by side, each a thumbnail (`Thumbnail`) with its time
/// underneath (`FrameStrip`).
public final class SheetSink: FrameSink, ManifestListed {
    /// The file name in the folder.
    public static let fileName = "sheet.png"

    private let folder: OutputFolder
    private let source: any FrameSource
    private let encoder: PNGEncoder
    private let fontFamily: String
    public let scale: Double?
    private var thumbnails: [Int: RGBAImage] = [:]

    /// A sheet of `source` written into `folder` with `encoder` when the render finishes; labels
    /// in `fontFamily`.
    public init(folder: OutputFolder, source: any FrameSource, encoder: PNGEncoder,
                fontFamily: String = FrameRenderer.defaultFontFamily) {
        self.folder = folder
        self.source = source
        self.encoder = encoder
        self.fontFamily = fontFamily
        scale = Thumbnail.scale(for: source.canvas.size)
    }

    /// A sheet of a template's `scene`: `init(folder:source:…)` with the scene as the source.
    public convenience init(folder: OutputFolder, scene: ResolvedScene, encoder: PNGEncoder,
                            fontFamily: String = FrameRenderer.defaultFontFamily) {
        self.init(folder: folder, source: scene, encoder: encoder, fontFamily: fontFamily)
    }

    /// The frame indices the sheet shows, in order (a short render may show a frame twice).
    private var indices: [Int] {
        FrameClock.quarterFractions.map { FrameClock.frame(atFraction: $0, frameCount: source.frameCount) }
    }

    public func frames(of frameCount: Int) -> FrameSelection { .indices(Set(indices)) }

    public func makeWorker() -> Worker { Worker() }

    /// Copies a thumbnail's pixels.
    public struct Worker: FrameSinkWorker {
        public mutating func process(_ frame: DrawnFrame) -> RGBAImage { frame.surface.image() }
    }

    public func consume(_ frame: RenderedFrame, _ image: RGBAImage) {
        thumbnails[frame.index] = image
    }

    public var manifestEntry: ManifestEntry { ManifestEntry(file: SheetSink.fileName, kind: "sheet") }

    /// Lays out the strip and writes `sheet.png`.
    public func finish() throws {
        let picked = indices
        let frames = picked.compactMap { thumbnails[$0] }
        let labels = picked.map { String(format: "%.2f s", source.time(ofFrame: $0)) }
        let strip = try FrameStrip.render(frames: frames, labels: labels, fontFamily: fontFamily)
        try folder.write(try encoder.encode(strip), to: SheetSink.fileName)
    }
}
