import ArgumentParser
import Foundation
import SegueCore
import SegueRender

/// Options shared by every command that renders frames.
struct RenderSettings: ParsableArguments {
    @Option(name: .customLong("jobs"), help: "Worker threads (default: the number of cores).")
    var jobsOption: Int?

    /// Worker threads: `--jobs`, or one per core.
    var jobs: Int { jobsOption ?? ProcessInfo.processInfo.activeProcessorCount }

    @Option(name: .long, help: "Pixels per point, overriding the template's canvas scale (0.25 to 4).")
    var scale: Double?

    @Option(name: .long, help: "Frames per second, overriding the template's (1 to 240).")
    var fps: Int?

    @Option(name: .long, help: "PNG compression: fast, balanced or small.")
    var compression: PNGEncoder.Compression = .balanced

    @Option(name: .long, help: "The font family for text layers (any family fontconfig knows).")
    var font = "DejaVu Sans"

    func validate() throws {
        if let jobsOption, !(1...256).contains(jobsOption) {
            throw ValidationError("--jobs: expected 1 to 256, found \(jobsOption)")
        }
        if let scale, !(scale.isFinite && scale >= 0.25 && scale <= 4) {
            throw ValidationError("--scale: expected a number from 0.25 to 4, found \(scale)")
        }
        if let fps, !(1...240).contains(fps) { throw ValidationError("--fps: expected 1 to 240, found \(fps)") }
    }

    /// The scene with the command line's canvas overrides.
    func apply(to scene: Scene) -> Scene {
        var scene = scene
        if let scale { scene.canvas.scale = scale }
        if let fps { scene.canvas.fps = fps }
        return scene
    }

    var encoder: PNGEncoder { PNGEncoder(compression: compression) }
}

extension PNGEncoder.Compression: ExpressibleByArgument {}
