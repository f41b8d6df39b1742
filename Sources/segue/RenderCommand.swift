import ArgumentParser
import Foundation
import SegueCore
import SegueRender
import SegueTemplates

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render templates into folders of PNG frames with a manifest.",
        discussion: "Writes OUT/<name>/frame-0000.png … and OUT/<name>/manifest.json for each template."
    )

    @Argument(help: "Template files, or folders whose .json files are templates.")
    var templates: [String]

    @Option(name: .long, help: "The folder the frame folders go in.")
    var out = "output"

    @OptionGroup var settings: RenderSettings

    @Option(name: .long, help: "Render only frames A through B (indices, inclusive), e.g. 0-30.")
    var frames: FrameRange?

    @Flag(name: .long, help: "Also write sheet.png: the frames at 0, ¼, ½, ¾ and 1 of the timeline side by side.")
    var sheet = false

    @Flag(name: .long, help: "Also write preview.png: an animated PNG of every frame as a thumbnail, looping.")
    var preview = false

    @Flag(name: .long, help: "No progress line and no summary.")
    var quiet = false

    /// Loads and checks every template first (a bad or clashing one fails the run before any
    /// frame is written), then renders them in order.
    func run() throws {
        do {
            let files = try expandTemplatePaths(templates)
            let scenes = try files.map { (file: $0, scene: try settings.scene(from: $0)) }
            try OutputNames.requireDistinct(scenes.map { ($0.file, $0.scene.name) }, out: out)
            for (file, scene) in scenes { try render(scene, file: file) }
        } catch let error as TemplateError {
            throw fail(error.description)
        } catch let error as RenderError {
            throw fail(error.description)
        } catch let error as UserFacingError {
            throw fail(error.description)
        }
    }

    private func render(_ scene: Scene, file: String) throws {
        let started = Date()
        let clock = scene.frameClock
        let indices = try frames.map { range throws(UserFacingError) in try range.indices(in: clock.frameCount, file: file) }
            ?? Array(0..<clock.frameCount)
        let images = try RenderSettings.images(of: scene, file: file)
        let folder = try OutputFolder(parent: out, name: scene.name)
        let pipeline = FramePipeline(
            job: .init(scene: scene, images: images, encoder: settings.encoder, fontFamily: settings.font),
            jobs: settings.jobs)
        var progress = ProgressLine(label: scene.name, total: indices.count, quiet: quiet)
        var manifestFrames: [JSONText] = []
        var done = 0
        try pipeline.run(frames: indices) { frame in
            let name = OutputFolder.frameFileName(frame.index, frameCount: clock.frameCount)
            try folder.write(frame.png, to: name)
            manifestFrames.append(Manifest.frame(file: name, snapshot: frame.snapshot))
            done += 1
            progress.update(done: done)
        }
        progress.finish()
        try folder.write(text: Manifest.document(scene: scene, frames: manifestFrames), to: "manifest.json")
        if sheet {
            let png: [UInt8]
            do { png = try SheetMaker(scene: scene, images: images, settings: settings).png() } catch let error as RenderError {
                throw UserFacingError(description: "\(file): --sheet: \(error.description)")
            }
            try folder.write(png, to: "sheet.png")
        }
        if preview {
            let png: [UInt8]
            do { png = try PreviewMaker(scene: scene, images: images, settings: settings).png() } catch let error as RenderError {
                throw UserFacingError(description: "\(file): --preview: \(error.description)")
            }
            try folder.write(png, to: "preview.png")
        }
        try folder.commit()
        if !quiet {
            let seconds = Date().timeIntervalSince(started)
            print("\(scene.name): \(indices.count) frames in \(String(format: "%.2f", seconds)) s → \(folder.finalPath)")
        }
    }
}

/// `--frames A-B`: an inclusive range of frame indices.
struct FrameRange: ExpressibleByArgument {
    let first: Int
    let last: Int

    init?(argument: String) {
        let parts = argument.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 1, let k = Int(parts[0]), k >= 0 {
            first = k
            last = k
        } else if parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, b >= a {
            first = a
            last = b
        } else {
            return nil
        }
    }

    func indices(in count: Int, file: String) throws(UserFacingError) -> [Int] {
        guard last < count else {
            throw UserFacingError(description: "\(file): --frames \(first)-\(last): the render has frames 0-\(count - 1)")
        }
        return Array(first...last)
    }
}
