import ArgumentParser
import Foundation
import SegueCore
import SegueRender
import SeguePNG
import SegueTemplates

/// The options of `render`: the canvas overrides, worker threads and PNG compression.
struct RenderSettings: ParsableArguments {
    @Option(name: .customLong("jobs"), parsing: .unconditional, help: "Frames rendered at once (default: the number of cores); a frame's PNG encoding (fast, balanced) also uses the cores they leave idle.")
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

    /// The template at `file` with the canvas overrides (`CanvasOptions.template(from:)`).
    func template(from file: String, as variant: Variant? = nil) throws -> Template { try canvas.template(from: file, as: variant) }

    var encoder: PNGEncoder { PNGEncoder(compression: compression) }

    /// The decoded images of `template`; a bad image file is an error of the template that uses
    /// it, `<template>: <image file>: <what is wrong>`.
    static func images(of template: Template) throws -> ImageStore {
        do {
            return try ImageStore(encoded: template.images)
        } catch {
            throw CommandError(description: "\(template.file): \(error.description)")
        }
    }
}

extension PNGEncoder.Compression: ExpressibleByArgument {}
