import SegueCore
import SeguePNG

/// The frames of a render as PNG files in an output folder, `frame-0000.png` …, and its
/// `manifest.json` (name, pixel size, scale, fps, duration, the interaction's outcome, and per
/// frame its file, time, progress and phase), with the other files of the render listed under
/// `outputs` (`listing`). What `segue render` writes.
///
/// Frames are encoded on the worker threads, each with a `PNGWorkspace` kept from frame to
/// frame (and, through `WorkspacePool`, from render to render), on the frame's `threads` (the
/// cores the workers leave idle); files are written in order. A reused frame (equal to the one
/// before) is written with the previous frame's bytes, not encoded again.
public final class PNGFolderSink: FrameSink {
    /// The folder being written (committed by the caller once every sink has finished).
    public let folder: OutputFolder
    /// The source whose frames these are (for the manifest and the file names' digits).
    public let source: any FrameSource
    /// How frames become PNG bytes.
    public let encoder: PNGEncoder
    private let selection: FrameSelection
    /// The sinks writing files beside the frames, listed in the manifest. Put this sink after
    /// them in `FrameRenderer.run`, so their entries are read once they have finished.
    public var listing: [any ManifestListed] = []
    private var manifestFrames: [JSONText] = []
    /// PNG bytes written so far (reused frames included).
    public private(set) var bytesWritten = 0

    /// A sink writing `frames` (default all) of `source` into `folder`.
    public init(folder: OutputFolder, source: any FrameSource, encoder: PNGEncoder, frames: FrameSelection = .all) {
        self.folder = folder
        self.source = source
        self.encoder = encoder
        self.selection = frames
    }

    /// A sink writing `frames` (default all) of a template's `scene` into `folder`.
    public convenience init(folder: OutputFolder, scene: ResolvedScene, encoder: PNGEncoder, frames: FrameSelection = .all) {
        self.init(folder: folder, source: scene, encoder: encoder, frames: frames)
    }

    public func frames(of frameCount: Int) -> FrameSelection { selection }

    public func makeWorker() -> Worker { Worker(encoder: encoder) }

    /// Encodes a frame's pixels into PNG bytes.
    public struct Worker: FrameSinkWorker {
        let encoder: PNGEncoder
        /// Borrowed from the process's `WorkspacePool`: a later render reuses its buffers.
        let loan = WorkspacePool.shared.borrow()

        public mutating func process(_ frame: DrawnFrame) -> [UInt8] {
            frame.surface.withPixelRows { encoder.encode($0, workspace: loan.workspace, threads: frame.threads) }
        }
    }

    public func consume(_ frame: RenderedFrame, _ png: [UInt8]) throws {
        let name = OutputFolder.frameFileName(frame.index, frameCount: source.frameCount)
        try folder.write(png, to: name)
        bytesWritten += png.count
        manifestFrames.append(Manifest.frame(file: name, snapshot: frame.snapshot))
    }

    /// Writes `manifest.json`.
    public func finish() throws {
        let outputs = listing.map(\.manifestEntry)
        try folder.write(text: Manifest.document(source: source, outputs: outputs, frames: manifestFrames), to: "manifest.json")
    }
}
