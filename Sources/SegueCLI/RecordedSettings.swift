import ArgumentParser
import SegueCore
import SegueGolden
import SegueRender
import SegueTemplates

/// One golden folder's run in `segue verify`: the template, the scene (the template's, or one of
/// its variants') and the frames to compare, with every setting taken from its flag, else from
/// the folder's `golden.json`, else from the template.
struct VerifyPlan {
    let template: Template
    let scene: ResolvedScene
    let sampling: GoldenSampling
    /// The font family of text layers that name none: `--font`, else the recorded one, else Inter.
    let font: String
}

extension VerifyCommand {
    /// The runs of the template at `file`, one per golden folder (`VariantOption.scenes(of:)`).
    ///
    /// Where `GOLDEN/<name>/golden.json` recorded how the goldens were made, a flag left out takes
    /// the recorded value (`--times`/`--frames`: the recorded sampling; `--scale`, `--fps`,
    /// `--appearance`, `--font`: the recorded ones), and a flag that contradicts it is an error naming the
    /// flag and the recorded value, unless `mode` is `all`, which re-records with the flags. An
    /// older folder (no such file, or one without the recording) is verified at the flags, else
    /// at the frames it holds, else at every frame, as before.
    func plans(for file: String, mode: RecordMode) throws -> [VerifyPlan] {
        let template = try canvas.template(from: file)
        let scenes = try variantOption.scenes(of: template) { variant in try canvas.template(from: file, as: variant) }
        let given = try sampling()
        var plans: [VerifyPlan] = []
        for (i, scene) in scenes.enumerated() {
            let folder = golden + "/" + scene.name
            let meta: GoldenMeta?
            do { meta = try GoldenMeta.read(folder: folder) } catch { throw CommandError(description: error.message) }
            guard let recorded = meta?.recording else {
                let held = GoldenFiles.frameIndices(in: folder).filter { $0 < scene.frameClock.frameCount }
                plans.append(VerifyPlan(template: template, scene: scene, sampling: given ?? (held.isEmpty ? .everyFrame : .frames(held)),
                                        font: canvas.font))
                continue
            }
            if mode != .all { try expectNoContradiction(of: recorded, in: folder, scene: scene, sampling: given) }
            let metaFile = "\(folder)/\(GoldenMeta.fileName)"
            var settings = canvas
            settings.scale = canvas.scale ?? recorded.scale
            settings.fps = canvas.fps ?? recorded.fps
            settings.appearance.appearance = scene.scene.variant?.appearance ?? canvas.appearance.appearance ?? recorded.appearance
            settings.fontOption = canvas.fontOption ?? recorded.font
            // A recorded font is drawn with as --font would be, so it must be installed as --font must.
            if canvas.fontOption == nil, let font = recorded.font, let mismatch = CanvasOptions.fontMismatch(font) {
                throw CommandError(description: "\(metaFile): font: \(mismatch)")
            }
            let drawn = scene.canvas
            if drawn.scale == settings.scale && drawn.fps == settings.fps && drawn.appearance == settings.appearance.appearance {
                plans.append(VerifyPlan(template: template, scene: scene, sampling: given ?? recorded.sampling, font: settings.font))
            } else {
                let reloaded: Template
                do { reloaded = try settings.template(from: file) } catch let error as CanvasOptions.CanvasSizeError where canvas.scale == nil {
                    // The scale came from golden.json: name it, not a flag that was not given.
                    throw CommandError(description: "\(metaFile): scale \(MessageText.number(recorded.scale)) gives \(file) a \(error.pixels) px canvas; "
                        + "expected \(Canvas.pixelSideRule)")
                }
                let again = try variantOption.scenes(of: reloaded) { variant in try settings.template(from: file, as: variant) }
                plans.append(VerifyPlan(template: reloaded, scene: again[i],
                                        sampling: given ?? recorded.sampling, font: settings.font))
            }
        }
        return plans
    }

    /// One line when a flag given contradicts `recorded`: `GOLDEN/fade/golden.json: recorded at
    /// --scale 1, not --scale 2 (re-record with SEGUE_RECORD=all or --record all, or drop --scale)`.
    private func expectNoContradiction(of recorded: GoldenRecording, in folder: String, scene: ResolvedScene,
                                       sampling given: GoldenSampling?) throws {
        var was: [String] = [], now: [String] = [], flags: [String] = []
        if let given, !recorded.sampling.picksSameFrames(as: given, frameCount: scene.frameClock.frameCount) {
            was.append(VerifyCommand.flags(recorded.sampling))
            now.append(VerifyCommand.flags(given))
            flags.append(times != nil ? "--times" : "--frames")
        }
        if let scale = canvas.scale, scale != recorded.scale {
            (was, now, flags) = (was + ["--scale \(JSONText.format(recorded.scale))"], now + ["--scale \(JSONText.format(scale))"], flags + ["--scale"])
        }
        if let fps = canvas.fps, fps != recorded.fps {
            (was, now, flags) = (was + ["--fps \(recorded.fps)"], now + ["--fps \(fps)"], flags + ["--fps"])
        }
        // A variant that names its appearance reads the template in it, whatever --appearance says.
        if scene.scene.variant?.appearance == nil, let appearance = canvas.appearance.appearance, appearance != recorded.appearance {
            (was, now, flags) = (was + ["--appearance \(recorded.appearance.rawValue)"], now + ["--appearance \(appearance.rawValue)"],
                                 flags + ["--appearance"])
        }
        if let font = canvas.fontOption, let recordedFont = recorded.font, font != recordedFont {
            (was, now, flags) = (was + ["--font \(MessageText.quoted(recordedFont))"], now + ["--font \(MessageText.quoted(font))"],
                                 flags + ["--font"])
        }
        guard !flags.isEmpty else { return }
        throw CommandError(description: "\(folder)/\(GoldenMeta.fileName): recorded at \(was.joined(separator: " ")), not "
            + "\(now.joined(separator: " ")) (re-record with SEGUE_RECORD=all or --record all, or drop \(flags.joined(separator: " and ")))")
    }

    /// A sampling as the flags that ask for it: `--times 0,0.25,0.5`, `--frames 0,30`, or
    /// `every frame (no --times or --frames)`.
    static func flags(_ sampling: GoldenSampling) -> String {
        switch sampling {
        case .fractions: "--times " + sampling.values(separator: ",")
        case .frames: "--frames " + sampling.values(separator: ",")
        case .everyFrame: "every frame (no --times or --frames)"
        }
    }
}
