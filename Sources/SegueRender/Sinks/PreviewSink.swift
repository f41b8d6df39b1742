import SegueCore
import SeguePNG

/// The `--preview` animation: every frame as a thumbnail (`Thumbnail`), in an animated PNG
/// (`preview.png`) that plays at the canvas's frame rate and holds its last frame for half a
/// second before it loops, for READMEs and pull requests. Browsers and GitHub play APNG; other
/// viewers show its first frame.
public final class PreviewSink: FrameSink, ManifestListed {
    /// How long the end state stays before the loop starts again, in seconds.
    public static let endHold = 0.5
    /// The file name in the folder.
    public static let fileName = "preview.png"

    private let folder: OutputFolder
    private let fps: Int
    public let scale: Double?
    private var animation: AnimatedPNG
    /// What workers encode with, fixed at init: `makeWorker` runs on worker threads while
    /// `consume` appends to `animation`, so workers must not read `animation` itself.
    private let hasAlpha: Bool, encoder: PNGEncoder

    /// A preview of `source` written into `folder` when the render finishes. Each frame lasts
    /// 1 / fps of the canvas, also a recording's shorter last one.
    public init(folder: OutputFolder, source: any FrameSource) {
        self.folder = folder
        fps = source.canvas.fps
        let scale = Thumbnail.scale(for: source.canvas.size)
        self.scale = scale
        // The window background is opaque, so every frame is: RGB throughout.
        let opaque = source.snapshot(ofFrame: 0).tree.background.alpha == 1
        let pixels = source.canvas.pixelSize(atScale: scale)
        animation = AnimatedPNG(width: pixels.width, height: pixels.height, hasAlpha: !opaque, fps: fps)
        hasAlpha = animation.hasAlpha
        encoder = animation.encoder
    }

    /// A preview of a template's `scene`: `init(folder:source:)` with the scene as the source.
    public convenience init(folder: OutputFolder, scene: ResolvedScene) {
        self.init(folder: folder, source: scene)
    }

    public func frames(of frameCount: Int) -> FrameSelection { .all }

    public func makeWorker() -> Worker { Worker(hasAlpha: hasAlpha, encoder: encoder) }

    /// Compresses a thumbnail into the zlib stream of one APNG frame.
    public struct Worker: FrameSinkWorker {
        let hasAlpha: Bool
        let encoder: PNGEncoder
        /// Borrowed from the process's `WorkspacePool`, as the frame sink's workers borrow theirs.
        let loan = WorkspacePool.shared.borrow()

        public mutating func process(_ frame: DrawnFrame) -> [UInt8] {
            frame.surface.withPixelRows { encoder.zlibStream($0, hasAlpha: hasAlpha, workspace: loan.workspace) }
        }
    }

    /// A reused frame (equal to the one before) only lengthens that one.
    public func consume(_ frame: RenderedFrame, _ zlib: [UInt8]) {
        if frame.reused {
            animation.holdLast(ticks: 1)
        } else {
            animation.append(zlibStream: zlib)
        }
    }

    public var manifestEntry: ManifestEntry { ManifestEntry(file: PreviewSink.fileName, kind: "preview") }

    /// Holds the end `endHold` seconds and writes `preview.png`.
    public func finish() throws {
        animation.holdLast(ticks: Int((PreviewSink.endHold * Double(fps)).rounded()))
        try folder.write(animation.bytes(), to: PreviewSink.fileName)
    }
}
