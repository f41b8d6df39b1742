import ArgumentParser
import Foundation
import SegueCore
import SegueRender
import SeguePNG
import SegueTemplates

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render templates into folders of PNG frames with a manifest.",
        discussion: """
            Writes OUT/<name>/frame-0000.png … and OUT/<name>/manifest.json for each template. The \
            new folder replaces the old one in one step once complete; only a folder Segue wrote (or an \
            empty one) is replaced, unless --force. A template's `variants`, or each --variant given (which \
            replace them), also render into OUT/<name>-<variant>/ with their own manifest. --sheet, --plot, \
            --preview, --gif and --video add sheet.png, timing.png, preview.png, <name>.gif and <name>.mp4 or \
            .webm to the folder, each listed under "outputs" in manifest.json.
            """
    )

    @Argument(help: "Template files, or folders whose .json files are templates.")
    var templates: [String]

    @Option(name: .long, help: "The folder the frame folders go in.")
    var out = "output"

    @OptionGroup var settings: RenderSettings

    @OptionGroup var variantOption: VariantOption

    @OptionGroup var shardOption: ShardOption

    @Option(name: .long, help: "Render only frames A through B (indices, inclusive), e.g. 0-30.")
    var frames: FrameRange?

    @Flag(name: .long, help: "Also write sheet.png: the frames at 0, ¼, ½, ¾ and 1 of the timeline side by side (any --sheet-… or --thumb-width option implies it).")
    var sheet = false

    @OptionGroup var sheetOptions: ContactSheetOptions

    /// `--out ''` would write into the current folder, and `--frames 5-2` selects nothing:
    /// each is one line saying what was expected.
    func validate() throws {
        if out.isEmpty { throw ValidationError("--out: expected a folder, found an empty path") }
        if let frames, frames.last < frames.first {
            throw ValidationError("--frames: expected A-B with A no greater than B, found \(frames.first)-\(frames.last)")
        }
    }

    @Flag(name: .long, help: "Also write timing.png: every animated property's progress over time, the finger, frame ticks and the sheet's frames.")
    var plot = false

    @Flag(name: .long, help: "Also write viewer.html: scrub and play the frames, with the timing plot's cursor, an onion skin and the model of the layer under the mouse (implies --plot; with --watch it follows each new render).")
    var viewer = false

    @Flag(name: .long, help: "Also write preview.png: an animated PNG of every frame as a thumbnail, looping.")
    var preview = false

    @OptionGroup var media: MediaOptions

    @Flag(name: .long, help: "No progress line and no summary.")
    var quiet = false

    @Flag(name: .long, help: "Replace OUT/<name> whatever it is: also a file, a link, or a folder Segue did not write.")
    var force = false

    @Flag(name: .long, help: "Keep running: render a template again when it or a file it references changes (inotify); Ctrl-C stops.")
    var watch = false

    /// Checks every template first (`FailureList`: it loads with the canvas overrides, its
    /// images decode, `--frames` fits it, no two render to one folder, and, unless `--force`,
    /// what is at its folder is Segue's to replace); when any fails, each failure is one line,
    /// nothing is written, not even the output folder, and the exit status is 1. Then renders
    /// them in order. With `--watch`, see `watchAndRender`.
    func run() throws {
        let ffmpeg = try media.ffmpeg(framesGiven: frames != nil)
        if watch { try watchAndRender(ffmpeg: ffmpeg) } else { try render(templates, ffmpeg: ffmpeg) }
    }

    /// Checks, then renders, the templates that `paths` name (the body of `run`); `ffmpeg` is
    /// the encoder's path when a GIF or video is asked for.
    private func render(_ paths: [String], ffmpeg: String?) throws {
        var failures = FailureList()
        let prepared = try failures.checkingTemplates(paths) { shardOption.includes($0) ? try prepare($0) : [] }.flatMap { $0 }
        if let shard = shardOption.value, !paths.isEmpty, prepared.isEmpty, failures.descriptions.isEmpty, !quiet {
            printError("segue: shard \(shard.index)/\(shard.count) holds none of these templates; nothing to render")
        }
        let named = prepared.map { ($0.template.file, $0.scene.name) }
        OutputNames.clashes(named, out: out).forEach { failures.note($0) }
        if !force { OutputNames.refusals(named, out: out).forEach { failures.note($0) } }
        try failures.stopIfAny()
        try reportingErrors {
            for item in prepared { try naming(item.template.file) { try render(item, ffmpeg: ffmpeg) } }
        }
    }

    /// `--watch`: renders every template, then waits (`FileWatcher`) and renders again each
    /// template whose file, or a file it references (screens, images, also ones missing so
    /// far), changed, and a `.json` file new or changed in a folder argument. A failed render is
    /// reported as without `--watch`, one line each, and the watch goes on; the references are
    /// read again before each wait, so a template that names a new screen has it watched.
    private func watchAndRender(ffmpeg: String?) throws {
        var pending = watchedTemplates()
        let jsonFolders = Set(templates.filter(isFolder).map(FileWatcher.absolute))
        var announced = false
        while true {
            let all = watchedTemplates()
            var references: [String: Set<String>] = [:]
            for file in all { references[file] = referencedFiles(of: file) }
            // Watching starts before the render, so a save during it is not lost.
            let watcher = try FileWatcher(files: Set(references.values.joined()), jsonFolders: jsonFolders)
            do { try render(pending, ffmpeg: ffmpeg) } catch let status as ExitCode where status != .success {}
            fflush(nil)   // each render's line now, also into a pipe (nil: every output stream)
            if !quiet && !announced {
                let count = Set(references.values.joined()).count
                printError("segue: watching \(count) file\(count == 1 ? "" : "s") for changes; Ctrl-C stops")
                announced = true
            }
            let changed = watcher.wait()
            // A template of a folder argument that was deleted drops out; one named itself is
            // rendered, so its absence is reported.
            pending = all.filter { !references[$0, default: []].isDisjoint(with: changed) }
                .filter { templates.contains($0) || FileManager.default.fileExists(atPath: $0) }
            // A template new in a folder argument, named as the folder's expansion names it.
            let known = Set(all.map(FileWatcher.absolute))
            pending += watchedTemplates().filter {
                let path = FileWatcher.absolute($0)
                return !known.contains(path) && changed.contains(path)
            }
        }
    }

    /// The templates a watch renders and watches: each folder argument's `.json` files (none is
    /// fine: a new one is rendered when it appears) and each other argument as given, also when
    /// it does not exist (yet, or any more): its render reports it missing, one line, and its
    /// folder is watched, so the watch goes on and renders it once it is back.
    private func watchedTemplates() -> [String] {
        templates.flatMap { path in isFolder(path) ? ((try? expandTemplatePaths([path])) ?? []) : [path] }
    }

    /// The files loading `file` reads (the template, its screen files and images), absolute;
    /// loaded the way `render` loads it, so the same references are found.
    private func referencedFiles(of file: String) -> Set<String> {
        let recorder = ReadRecorder()
        _ = try? settings.canvas.sandbox.loader(appearance: settings.canvas.appearance.appearance, resources: recorder).load(file: file)
        return recorder.paths.union([FileWatcher.absolute(file)])
    }

    /// True when `path` names an existing folder.
    private func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A template checked for rendering: loaded with the canvas overrides, its images checked
    /// by decoding them once, the scene to render (the template's, or one of its variants'),
    /// and the frame indices `--frames` asks for (`nil`: every frame).
    /// The decoded images are not kept: each template's are decoded again when it renders, so a
    /// run of many templates holds one template's images at a time, not all of them.
    private struct PreparedRender {
        let template: Template
        let scene: ResolvedScene
        let indices: [Int]?
    }

    /// Everything about one template that can fail before a frame is drawn: one render for
    /// the template and one for each of its variants (`VariantOption.scenes(of:)`).
    private func prepare(_ file: String) throws -> [PreparedRender] {
        let template = try settings.template(from: file)
        let count = template.scene.frameClock.frameCount
        let indices = try frames.map { range throws(CommandError) in try range.indices(in: count, file: template.file) }
        _ = try RenderSettings.images(of: template)
        let scenes = try variantOption.scenes(of: template) { variant in try settings.template(from: file, as: variant) }
        for scene in scenes {
            try sheetOptions.check(scene, file: template.file)
            try media.check(scene, file: template.file)
        }
        return scenes.map { PreparedRender(template: template, scene: $0, indices: indices) }
    }

    /// Renders one template through the frame renderer into the outputs the flags ask for
    /// (`RenderOutputs`: the frames and, when asked, the sheet, plot, preview, GIF and video),
    /// written into one staging folder that replaces the old output only when all of them
    /// finished. Leftovers the output folder could not remove are one line each on stderr; the
    /// render still succeeded.
    private func render(_ prepared: PreparedRender, ffmpeg: String?) throws {
        let started = Date()
        let (scene, indices) = (prepared.scene, prepared.indices)
        let images = try RenderSettings.images(of: prepared.template)
        let count = scene.frameClock.frameCount
        let folder = try OutputFolder(parent: out, name: scene.name)
        defer { folder.leftovers.forEach { printError("segue: " + $0) } }
        var outputs = RenderOutputs()
        outputs.frames = indices.map { .indices(Set($0)) } ?? .all
        if sheet || sheetOptions.isGiven { outputs.contactSheet = try sheetOptions.layout() }
        outputs.plot = plot
        outputs.viewer = viewer
        outputs.watching = watch
        outputs.preview = preview
        media.request(into: &outputs)
        outputs.compression = settings.compression
        outputs.fontFamily = settings.font
        let renderer = FrameRenderer(scene: scene, images: images, fontFamily: settings.font, jobs: settings.jobs)
        var progress = ProgressLine(label: scene.name, quiet: quiet)
        let statistics = try outputs.write(scene, with: renderer, into: folder, ffmpeg: ffmpeg, replacingAnything: force) { done, total in
            progress.update(done: done, total: total)
        }
        progress.finish()
        if !quiet, let memory = renderer.memory, statistics.workers < min(renderer.jobs, statistics.frames) {
            printError("segue: \(scene.name): rendered with \(statistics.workers) of \(renderer.jobs) jobs, as many as fit in "
                + "\(memory.summary)")
        }
        if !quiet {
            let seconds = Date().timeIntervalSince(started)
            try printOutput("\(scene.name): \(indices?.count ?? count) frames in \(String(format: "%.2f", seconds)) s → \(folder.finalPath)")
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
        } else if parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, b >= 0 {
            // A reversed range is read, so that `validate` can say what is wrong with it.
            first = a
            last = b
        } else {
            return nil
        }
    }

    func indices(in count: Int, file: String) throws(CommandError) -> [Int] {
        guard last < count else {
            throw CommandError(description: "\(file): --frames \(first)-\(last): the render has frames 0-\(count - 1)")
        }
        return Array(first...last)
    }
}
