import Dispatch
import Foundation
import SegueCore
import SeguePNG
import SegueRender

/// Renders chosen frames of a scene to pixels, in parallel batches of one frame per core, and
/// hands them on in order: memory holds one batch of frames, not the whole sampling. Each
/// worker slot keeps its surface and rasterizer from batch to batch; every draw replaces the
/// whole surface, so the pixels do not depend on which slot drew a frame.
enum GoldenRenderer {
    /// Calls `body` with each of the frames `indices` of `scene`'s frame clock, in the order given.
    static func forEach(_ scene: Scene, frames indices: [Int], fontFamily: String,
                        _ body: (Int, RGBAImage) throws(GoldenError) -> Void) throws(GoldenError) {
        let images: ImageStore
        do { images = try ImageStore(files: scene.referencedImageFiles) } catch { throw GoldenError(error.message) }
        let timeline = SceneTimeline(scene)
        let slots = max(1, min(ProcessInfo.processInfo.activeProcessorCount, indices.count))
        let workers = Workers(count: slots, scene: scene, images: images, fontFamily: fontFamily)
        var start = 0
        while start < indices.count {
            let batch = Array(indices[start..<min(start + slots, indices.count)])
            let results = Results(count: batch.count)
            DispatchQueue.concurrentPerform(iterations: batch.count) { slot in
                results.set(slot, workers.draw(timeline.snapshot(ofFrame: batch[slot]).tree, slot: slot))
            }
            for (index, result) in zip(batch, results.all()) {
                switch result {
                case .success(let image): try body(index, image)
                case .failure(let error): throw GoldenError("\(scene.name): \(error.message)")
                }
            }
            start += batch.count
        }
    }

    /// One surface and rasterizer per worker slot, made on first use; slot k is only touched by
    /// the iteration k of a batch, so no two threads share one.
    private final class Workers: @unchecked Sendable {
        private var surfaces: [FrameSurface?]
        private let rasterizer: Rasterizer
        private let scene: Scene

        init(count: Int, scene: Scene, images: ImageStore, fontFamily: String) {
            surfaces = Array(repeating: nil, count: count)
            rasterizer = Rasterizer(images: images, scale: scene.canvas.scale, fontFamily: fontFamily)
            self.scene = scene
        }

        func draw(_ tree: RenderTree, slot: Int) -> Result<RGBAImage, RenderError> {
            Result { () throws(RenderError) -> RGBAImage in
                if surfaces[slot] == nil {
                    surfaces[slot] = try FrameSurface(pixelWidth: scene.canvas.pixelWidth, pixelHeight: scene.canvas.pixelHeight)
                }
                rasterizer.draw(tree, into: surfaces[slot]!)
                return surfaces[slot]!.image()
            }
        }
    }

    /// One slot per frame of a batch, filled from worker threads under a lock.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Result<RGBAImage, RenderError>?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ position: Int, _ result: Result<RGBAImage, RenderError>) {
            lock.lock()
            slots[position] = result
            lock.unlock()
        }

        func all() -> [Result<RGBAImage, RenderError>] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }
}
