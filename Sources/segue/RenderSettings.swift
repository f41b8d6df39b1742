import ArgumentParser
import Foundation
import SegueCore
import SeguePNG

/// The options of `render`: the canvas overrides, worker threads and PNG compression.
struct RenderSettings: ParsableArguments {
    @Option(name: .customLong("jobs"), help: "Worker threads (default: the number of cores).")
    var jobsOption: Int?

    /// Worker threads: `--jobs`, or one per core.
    var jobs: Int { jobsOption ?? ProcessInfo.processInfo.activeProcessorCount }

    @OptionGroup var canvas: CanvasOptions

    @Option(name: .long, help: "PNG compression: fast, balanced or small.")
    var compression: PNGEncoder.Compression = .balanced

    /// The font family of text layers (`--font`).
    var font: String { canvas.font }

    func validate() throws {
        if let jobsOption, !(1...256).contains(jobsOption) {
            throw ValidationError("--jobs: expected 1 to 256, found \(jobsOption)")
        }
    }

    /// The template at `file` with the canvas overrides (`CanvasOptions.scene(from:)`).
    func scene(from file: String) throws -> Scene { try canvas.scene(from: file) }

    var encoder: PNGEncoder { PNGEncoder(compression: compression) }
}

extension PNGEncoder.Compression: ExpressibleByArgument {}
