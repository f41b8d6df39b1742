import CCairo
import Foundation
import SegueRender

/// The benchmark's own sinks of the frame renderer: the reference encoder and the drawing limit.
/// The PNG modes use Segue's real `PNGFolderSink`, so what is measured is what `segue render` does.

/// The reference: each frame written by `cairo_surface_write_to_png` on the worker (encode and
/// write in one call, so its time counts as processing), its file size added up in order.
final class CairoBaselineSink: FrameSink {
    let folder: OutputFolder
    let frameCount: Int
    private(set) var bytes = 0

    init(folder: OutputFolder, frameCount: Int) {
        self.folder = folder
        self.frameCount = frameCount
    }

    func frames(of frameCount: Int) -> FrameSelection { .all }

    func makeWorker() -> Worker { Worker(folder: folder.stagingPath, frameCount: frameCount) }

    struct Worker: FrameSinkWorker {
        let folder: String
        let frameCount: Int

        /// Writes the frame as Cairo does and returns the file's size.
        func process(_ frame: DrawnFrame) throws -> Int {
            let path = folder + "/" + OutputFolder.frameFileName(frame.index, frameCount: frameCount)
            try PNGCairoBaseline.write(frame.surface, to: path)
            var info = stat()
            return stat(path, &info) == 0 ? Int(info.st_size) : 0
        }
    }

    func consume(_ frame: RenderedFrame, _ size: Int) { bytes += size }
}

/// Evaluates and draws, nothing more: the limit an encoder is measured against.
final class DrawOnlySink: FrameSink {
    func frames(of frameCount: Int) -> FrameSelection { .all }
    func makeWorker() -> Worker { Worker() }

    struct Worker: FrameSinkWorker {
        func process(_ frame: DrawnFrame) {}
    }

    func consume(_ frame: RenderedFrame, _ product: Void) {}
}
