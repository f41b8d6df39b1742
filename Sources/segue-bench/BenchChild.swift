import Foundation
import SegueCore
import SeguePNG
import SegueRender
import SegueTemplates

/// Runs one configuration in this (child) process and measures it.
struct BenchChild {
    /// The standard set of issue 7, in `Templates/bench/`.
    static let templateNames = ["bench-fade", "bench-slide-up", "bench-zoom", "bench-circle-reveal"]

    var configuration: BenchConfiguration
    var templateFolder: String

    func run() throws -> BenchResult {
        var total = BenchResult(frames: 0, wallSeconds: 0, evaluate: 0, draw: 0, encode: 0, write: 0,
                                bytes: 0, reused: 0, peakKB: 0)
        let names = configuration.memoryCheckFrames == nil ? BenchChild.templateNames : ["bench-circle-reveal"]
        let out = NSTemporaryDirectory() + "segue-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: out) }
        for name in names {
            var scene = try TemplateLoader().load(file: templateFolder + "/" + name + ".json")
            scene.canvas.scale = configuration.scale
            if let frames = configuration.memoryCheckFrames { scene.canvas.fps = max(1, frames - 1) } // 1 s: fps + 1 frames
            let folder = try OutputFolder(parent: out, name: scene.name)
            let started = BenchClock.wall()
            if configuration.mode == .baseline {
                try baseline(scene, into: folder, &total)
            } else {
                try pipeline(scene, into: folder, &total)
            }
            total.wallSeconds += BenchClock.wall() - started
            folder.discard()
        }
        total.peakKB = BenchClock.peakResidentKB()
        return total
    }

    private func pipeline(_ scene: Scene, into folder: OutputFolder, _ total: inout BenchResult) throws {
        let compression = PNGEncoder.Compression(rawValue: configuration.mode.rawValue) ?? .balanced
        var job = FramePipeline.Job(scene: scene, images: try ImageStore(files: scene.referencedImageFiles),
                                    encoder: PNGEncoder(compression: compression))
        job.drawOnly = configuration.mode == .drawOnly
        let pipeline = FramePipeline(job: job, jobs: configuration.jobs)
        try pipeline.run(frames: Array(0..<scene.frameClock.frameCount)) { frame in
            total.frames += 1
            total.reused += frame.reused ? 1 : 0
            guard !job.drawOnly else { return }
            total.bytes += frame.png.count
            try folder.write(frame.png, to: String(format: "frame-%04d.png", frame.index))
        }
        let times = pipeline.stageTimes
        total.evaluate += times.evaluate
        total.draw += times.draw
        total.encode += times.encode
        total.write += times.write
    }

    /// The reference: one thread, a fresh `cairo_surface_write_to_png` per frame (encode and
    /// write in one call, counted as encode).
    private func baseline(_ scene: Scene, into folder: OutputFolder, _ total: inout BenchResult) throws {
        let rasterizer = Rasterizer(images: try ImageStore(files: scene.referencedImageFiles), scale: scene.canvas.scale)
        let surface = try FrameSurface(pixelWidth: scene.canvas.pixelWidth, pixelHeight: scene.canvas.pixelHeight)
        let timeline = SceneTimeline(scene)
        for index in 0..<timeline.frameClock.frameCount {
            var lap = BenchClock.threadCPU()
            let tree = timeline.snapshot(ofFrame: index).tree
            total.evaluate += BenchClock.lap(&lap)
            rasterizer.draw(tree, into: surface)
            total.draw += BenchClock.lap(&lap)
            let path = folder.stagingPath + String(format: "/frame-%04d.png", index)
            try PNGCairoBaseline.write(surface, to: path)
            total.encode += BenchClock.lap(&lap)
            var info = stat()
            if stat(path, &info) == 0 { total.bytes += Int(info.st_size) }
            total.frames += 1
        }
    }
}
