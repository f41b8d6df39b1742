import Dispatch
import Foundation
import SegueCore
import SegueRender

/// Renders chosen frames of a scene to pixels, frames in parallel. Each frame gets its own
/// surface and rasterizer, so the pixels do not depend on how the frames were spread over threads.
enum GoldenRenderer {
    /// The frames `indices` of `scene`'s frame clock, in the order given.
    static func render(_ scene: Scene, frames indices: [Int], fontFamily: String) throws(GoldenError) -> [RGBAImage] {
        let images: ImageStore
        do { images = try ImageStore(files: scene.referencedImageFiles) } catch { throw GoldenError(error.message) }
        let results = Results(count: indices.count)
        DispatchQueue.concurrentPerform(iterations: indices.count) { position in
            results.set(position, Result { () throws(RenderError) -> RGBAImage in
                let surface = try FrameSurface(pixelWidth: scene.canvas.pixelWidth, pixelHeight: scene.canvas.pixelHeight)
                let rasterizer = Rasterizer(images: images, scale: scene.canvas.scale, fontFamily: fontFamily)
                rasterizer.draw(scene.snapshot(at: scene.time(ofFrame: indices[position])).tree, into: surface)
                return surface.image()
            })
        }
        var frames: [RGBAImage] = []
        for result in results.all() {
            switch result {
            case .success(let image): frames.append(image)
            case .failure(let error): throw GoldenError("\(scene.name): \(error.message)")
            }
        }
        return frames
    }

    /// One slot per frame, filled from worker threads under a lock.
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
