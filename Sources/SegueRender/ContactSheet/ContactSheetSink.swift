import Foundation
import SegueCore
import SeguePNG

/// The `--sheet` contact sheet (`sheet.png`): chosen frames of the timeline (`ContactSheetSampling`: by
/// default 0, ¼, ½, ¾ and 1) as thumbnails (`Thumbnail`, `--thumb-width` wide) in a grid, each
/// with its time underneath (`ContactSheetImage`), as `ContactSheetLayout` says.
///
/// Thumbnails smaller than the canvas's own pixels are drawn at the canvas's scale (the same
/// drawing the frame folder encodes) and shrunk with `AreaResampler` on the worker threads, so
/// hairlines keep their share of a pixel; larger ones are drawn at their own scale.
public final class ContactSheetSink: FrameSink, ManifestListed {
    /// The file name in the folder.
    public static let fileName = "sheet.png"

    private let folder: OutputFolder
    private let source: any FrameSource
    private let encoder: PNGEncoder
    private let fontFamily: String
    /// How the sheet looks and which frames it shows.
    public let layout: ContactSheetLayout
    public let scale: Double?
    /// The thumbnail's size in pixels.
    private let thumbnail: (width: Int, height: Int)
    private var thumbnails: [Int: RGBAImage] = [:]

    /// A sheet of `source` laid out by `layout` (default: today's five frames in a row), written into
    /// `folder` with `encoder` when the render finishes; labels in `fontFamily`.
    public init(folder: OutputFolder, source: any FrameSource, encoder: PNGEncoder, layout: ContactSheetLayout = ContactSheetLayout(),
                fontFamily: String = FrameRenderer.defaultFontFamily) {
        self.folder = folder
        self.source = source
        self.encoder = encoder
        self.layout = layout
        self.fontFamily = fontFamily
        let canvas = source.canvas
        let thumbScale = Thumbnail.scale(for: canvas.size, width: Double(layout.thumbWidth))
        thumbnail = canvas.pixelSize(atScale: thumbScale)
        // Shrink the canvas's own drawing when it has more pixels; else draw at the thumbnail's scale.
        scale = canvas.scale >= thumbScale ? nil : thumbScale
    }

    /// A sheet of a template's `scene`: `init(folder:source:…)` with the scene as the source.
    public convenience init(folder: OutputFolder, scene: ResolvedScene, encoder: PNGEncoder, layout: ContactSheetLayout = ContactSheetLayout(),
                            fontFamily: String = FrameRenderer.defaultFontFamily) {
        self.init(folder: folder, source: scene, encoder: encoder, layout: layout, fontFamily: fontFamily)
    }

    /// The frame indices the sheet shows, in order (a short render may show a frame twice).
    private var indices: [Int] { layout.sampling.frames(of: source) }

    public func frames(of frameCount: Int) -> FrameSelection { .indices(Set(indices)) }

    public func makeWorker() -> Worker { Worker(width: thumbnail.width, height: thumbnail.height) }

    /// Shrinks a frame to the thumbnail's size (`AreaResampler`), or copies it when it was drawn
    /// at that size.
    public struct Worker: FrameSinkWorker {
        let width: Int, height: Int

        public mutating func process(_ frame: DrawnFrame) -> RGBAImage {
            let surface = frame.surface
            if surface.pixelWidth == width && surface.pixelHeight == height { return surface.image() }
            return surface.withPixelRows { AreaResampler.resample($0, width: width, height: height) }
        }
    }

    public func consume(_ frame: RenderedFrame, _ image: RGBAImage) {
        thumbnails[frame.index] = image
    }

    public var manifestEntry: ManifestEntry { ManifestEntry(file: ContactSheetSink.fileName, kind: "sheet") }

    /// Lays out the sheet and writes `sheet.png`.
    public func finish() throws {
        let picked = indices
        let frames = picked.compactMap { thumbnails[$0] }
        let labels = layout.labels ? picked.map { String(format: "%.2f s", source.time(ofFrame: $0)) } : nil
        let sheet = try ContactSheetImage.render(frames: frames, labels: labels, columns: layout.columns(for: frames.count),
                                          background: layout.background, fontFamily: fontFamily)
        try folder.write(try encoder.encode(sheet), to: ContactSheetSink.fileName)
    }
}
