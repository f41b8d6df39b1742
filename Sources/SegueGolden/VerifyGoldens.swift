import Foundation
import SegueCore
import SegueRender
import SeguePNG

/// Renders `subject` at the frames `sampling` picks and compares each with its golden
/// `directory/<name>/frame-NNNN.png`, or its frame in `directory/<name>/frames.png` when the folder's
/// layout is `apng` (`GoldenLayout`), decoded pixels, never bytes, recording goldens as
/// `record` says. Failing frames leave artifacts in `artifacts/<name>/verify/`: the actual
/// frame under its golden's name and a three-panel diff image `frame-NNNN-diff.png`, and a run
/// that verified (wrote no golden) and failed leaves `diff.png`, those panels animated over every
/// sampled frame at the render's speed, aligned with the goldens by time (`DiffAnimation`); the
/// folder is emptied first, so it only ever shows the last run.
///
/// The folder's `golden.json` (`GoldenMeta`) holds the frame count and pixel size the goldens
/// were recorded with, and how they were made (`GoldenRecording`). A sampling, scale, fps or
/// appearance other than the recorded one is an error naming both, before anything renders,
/// unless the mode is `all` (which re-records every golden with the new settings). When the
/// render's frame count or size differ, `missing` and `never` write nothing and fail saying what
/// changed; `failed` and `all` re-record, remove the frames the render no longer has, and fail
/// once (see `GoldenReport.passed`). The file is written whenever the run may record and it is
/// missing or out of date; a run that wrote no frame leaves the folder's owner as it was.
///
/// Whatever the run wrote into the golden folder is said in one line on `log`
/// (`GoldenReport.recordingLine`).
///
/// A frame that differs is not an error: it is a report that did not pass (see
/// `GoldenReport.failureMessage()`). Errors are what stops the run: a template that does not
/// load, a golden that is not a PNG, a folder that cannot be written, a contradicted setting.
///
/// - Parameters:
///   - subject: what is rendered: a template, a scene, or frames already recorded.
///   - sampling: which frames are compared; 0, ¼, ½, ¾ and 1 of the timeline by default.
///   - directory: the folder holding `<name>/frame-NNNN.png` and `golden.json`.
///   - options: how pixels are compared; exactly by default.
///   - record: defaults to `RecordMode.from(environment:)` of this process.
///   - orphansFail: whether golden frames the run does not produce fail it; defaults to true
///     under CI, where they are listed in the failure message. Otherwise they are only the
///     report's `warnings`. Frames of a folder another recorder owns are not judged.
///   - compression: how recorded goldens are compressed; `small`, as they are kept in git.
///   - artifacts: where a failing frame's actual image and diff go, `<artifacts>/<name>/verify/`.
///   - recorder: who is recording, written into `golden.json` as the folder's owner; Swift
///     tests keep the default, `segue verify` passes `.segueVerify`.
///   - layout: how the folder keeps its frames (`GoldenLayout`); by default as its `golden.json`
///     says, else `frames`. Another layout than the folder holds is a conversion when the mode
///     may record: the goldens held are verified, then rewritten in this layout.
///   - keepsStagedGoldens: whether a run that passed keeps the frames of `frames.png` it staged
///     as files among its artifacts (`GoldenReport.stagingFolder`), for a report written after
///     it; by default a passing run leaves no artifacts and its `instants` are empty. A run that
///     failed keeps them, for its diff and report.
///   - log: where the recording line goes; standard error by default.
public func verifyGoldens(of subject: GoldenSubject, at sampling: GoldenSampling = .quarters, in directory: String,
                          options: DiffOptions = .exact, record: RecordMode? = nil, orphansFail: Bool? = nil,
                          artifacts: String = "output",
                          compression: PNGEncoder.Compression = .small,
                          recordedBy recorder: GoldenRecorder = .segueGolden,
                          layout: GoldenLayout? = nil, keepsStagedGoldens: Bool = false,
                          log: GoldenLog = .standardError) throws(GoldenError) -> GoldenReport {
    let environment = ProcessInfo.processInfo.environment
    let mode: RecordMode
    if let record { mode = record } else { mode = try RecordMode.from(environment: environment) }
    let (source, images) = try subject.load()
    var rendered = GoldenMeta(of: source, sampling: sampling, recordedBy: recorder, font: subject.fontFamily)
    let indices: [Int]
    do { indices = try sampling.frameIndices(frameCount: rendered.frameCount) } catch { throw GoldenError("\(source.name): \(error.message)") }
    let folder = directory + "/" + source.name
    let recorded = try GoldenMeta.read(folder: folder)
    if mode != .all, let was = recorded?.recording, let run = rendered.recording {
        let conflicts = was.conflicts(with: run, frameCount: rendered.frameCount)
        if !conflicts.isEmpty {
            func values(_ recording: GoldenRecording) -> String {
                conflicts.map { "\($0.rawValue) \(recording.describe($0))" }.joined(separator: " and ")
            }
            throw GoldenError("\(folder)/\(GoldenMeta.fileName): recorded at \(values(was)), not \(values(run)) "
                + "(re-record with SEGUE_RECORD=all, or verify at the recorded \(conflicts.map(\.rawValue).joined(separator: " and ")))")
        }
    }
    // A sampling that picks the recorded frames (`.frames([0, 10])` for fractions 0 and 1) is
    // the recorded one: golden.json keeps it as written.
    if let was = recorded?.recording, let run = rendered.recording, was.sampling.picksSameFrames(as: run.sampling, frameCount: rendered.frameCount) {
        rendered.recording?.sampling = was.sampling
    }
    rendered.layout = layout ?? recorded?.layout ?? .frames
    let changed = recorded.map { $0.change(to: rendered) != nil } ?? false
    // Frames of another render must not be recorded beside the old ones: `missing` compares only.
    let frameMode: RecordMode = changed && mode == .missing ? .never : mode
    let artifactsFolder = artifacts + "/" + source.name + "/verify"
    // A folder of frame files is worked on in place; `frames.png` (held or to be written) through
    // its frames unpacked among the artifacts, packed again afterwards.
    let store = GoldenStore(folder: folder, layout: rendered.layout, staging: artifactsFolder + "/" + GoldenStore.stagingName)
    let run = GoldenRun(folder: store.workFolder, artifacts: artifactsFolder,
                        frameCount: rendered.frameCount, mode: frameMode, options: options, compression: compression)
    try GoldenFiles.remove(run.artifacts)
    try store.stage(frameCount: rendered.frameCount)
    let sink = GoldenSink(run: run, frames: indices)
    do {
        try FrameRenderer(source: source, images: images, fontFamily: subject.fontFamily).run([sink])
    } catch let error as GoldenError {
        throw error
    } catch let error as any UserFacingError {
        throw GoldenError("\(source.name): \(error.description)")
    } catch {
        throw GoldenError("\(source.name): \(error)")
    }
    let results = sink.results
    let produced = Set(results.map(\.file))
    // Only the owner's orphan checks judge a folder (an older one without an owner: anyone's).
    let owned = mode == .all || (recorded?.recording.map { $0.recordedBy == recorder } ?? true)
    var orphans = owned ? GoldenFiles.frameFiles(in: run.folder).filter { !produced.contains($0) } : []
    var removed: [String] = []
    if mode == .all || (mode == .failed && changed) {
        for orphan in orphans { try GoldenFiles.remove(run.folder + "/" + orphan) }
        (removed, orphans) = (orphans, [])
    }
    let written = results.filter { $0.outcome == .recorded || $0.wasRerecorded }
    let conversion = frameMode == .never ? nil
        : try store.commit(changed: !written.isEmpty || !removed.isEmpty, fps: rendered.recording?.fps ?? 60,
                           pixelCount: rendered.pixelSize.width * rendered.pixelSize.height, compression: compression)
    // A run that wrote no frame (a legacy golden.json brought up to date) keeps the folder's owner.
    if written.isEmpty && removed.isEmpty, let owner = recorded?.recording?.recordedBy { rendered.recording?.recordedBy = owner }
    let wroteMeta = frameMode != .never && recorded != rendered
    if wroteMeta { try rendered.write(folder: folder) }
    let line = recordingLine(folder: folder, written: written, source: source, wroteMeta: wroteMeta, conversion: conversion)
    if let line { log.write(line) }
    // A run that verified (and wrote no golden) and failed leaves its animated diff.
    let verified = frameMode == .never || frameMode == .missing
    let instants = verified ? comparedInstants(results: results, run: run, source: source, rendered: rendered, recorded: recorded) : []
    if verified, results.contains(where: \.failed) {
        try DiffAnimation.write(instants, options: options, pixelCount: rendered.pixelSize.width * rendered.pixelSize.height,
                                to: run.artifacts + "/" + DiffAnimation.fileName)
    }
    var report = GoldenReport(name: source.name, goldenFolder: folder, artifactsFolder: run.artifacts, mode: mode,
                              renderedMeta: rendered, recordedMeta: recorded, frames: results, orphans: orphans,
                              removedOrphans: removed, orphansFail: orphansFail ?? RecordMode.isCI(environment),
                              recordingLine: line, instants: instants,
                              layout: frameMode == .never ? store.held : rendered.layout)
    if store.staged {
        if report.passed && !keepsStagedGoldens {
            try GoldenFiles.remove(store.staging)
            report.instants = []
        } else {
            report.stagingFolder = store.staging
        }
    }
    return report
}

/// The run's compared instants (`GoldenReport.instants`): its sampled frames at their times
/// (the actual frame where the run left it as an artifact, else the golden it matched), beside
/// the golden frames at their recorded times (index / recorded fps). When the frame count and
/// fps are the ones recorded, frame i pairs with golden i; otherwise by time, within half the
/// shorter frame interval. None for a subject with no golden frame at all.
private func comparedInstants(results: [GoldenFrameResult], run: GoldenRun, source: any FrameSource,
                              rendered: GoldenMeta, recorded: GoldenMeta?) -> [GoldenInstant] {
    let goldenFiles = GoldenFiles.frameFiles(in: run.folder).compactMap { file in Int(file.dropFirst(6).dropLast(4)).map { ($0, file) } }
        .sorted { $0.0 < $1.0 }
    guard !goldenFiles.isEmpty else { return [] }
    let fps = Double(rendered.recording?.fps ?? 60)
    let recordedFPS = recorded?.recording.map { Double($0.fps) } ?? fps
    let sameClock = (recorded.map { $0.frameCount == rendered.frameCount } ?? true) && recordedFPS == fps
    // With the same clock the times are the indices (pairs exact), made seconds after pairing.
    let actuals: [(time: Double, file: String)] = results.compactMap { result in
        let artifact = run.artifacts + "/" + result.file, golden = run.folder + "/" + result.file
        let file = GoldenFiles.exists(artifact) ? artifact : GoldenFiles.exists(golden) ? golden : nil
        return file.map { (sameClock ? Double(result.index) : source.time(ofFrame: result.index), $0) }
    }
    let goldens: [(time: Double, file: String)] = goldenFiles.map { index, file in
        (sameClock ? Double(index) : Double(index) / recordedFPS, run.folder + "/" + file)
    }
    let paired = DiffAnimation.instants(goldens: goldens, actuals: actuals, tolerance: sameClock ? 0.25 : 0.5 / max(fps, recordedFPS))
    let byFile = Dictionary(results.map { (run.artifacts + "/" + $0.file, $0) }, uniquingKeysWith: { a, _ in a })
        .merging(results.map { (run.folder + "/" + $0.file, $0) }, uniquingKeysWith: { a, _ in a })
    return paired.map { instant in
        let result = instant.actual.flatMap { byFile[$0] }
        let diff = result.map { run.artifacts + "/" + GoldenFileName.diff($0.index, frameCount: rendered.frameCount) }
        return GoldenInstant(time: sameClock ? source.time(ofFrame: Int(instant.time)) : instant.time, golden: instant.golden,
                             actual: instant.actual, frame: result, diff: diff.flatMap { GoldenFiles.exists($0) ? $0 : nil })
    }
}

/// `recorded DIR/fade: 5 frames (0, 0.25, 0.5, 0.75, 1 s) at scale 1`: the frames written, by
/// their times (the first three, … and the last when there are more than 8), and the scale;
/// `recorded DIR/fade: golden.json only (no frame written)` when only the file was; `nil` when
/// nothing was written. A layout conversion (`GoldenStore.commit`) is said after a semicolon,
/// `…; 5 frames packed into frames.png`, or alone when no frame was written.
func recordingLine(folder: String, written: [GoldenFrameResult], source: any FrameSource, wroteMeta: Bool,
                   conversion: String? = nil) -> String? {
    guard !written.isEmpty else {
        if let conversion { return "recorded \(folder): \(conversion)" }
        return wroteMeta ? "recorded \(folder): \(GoldenMeta.fileName) only (no frame written)" : nil
    }
    let times = written.map { JSONText.format((source.time(ofFrame: $0.index) * 1000).rounded() / 1000) }
    let shown = times.count <= 8 ? times : Array(times.prefix(3)) + ["…", times.last!]
    return "recorded \(folder): \(GoldenReport.counted(written.count, "frame")) (\(shown.joined(separator: ", ")) s) "
        + "at scale \(JSONText.format(source.canvas.scale))" + (conversion.map { "; " + $0 } ?? "")
}

/// `verifyGoldens` as an assertion for any test framework: the failure message, or `nil` when
/// the run passed. An error (a template that does not load…) is returned as a message too, so
/// a test needs no `try`. Swift Testing: `if let failure = goldenFailure(…) { Issue.record("\(failure)") }`;
/// XCTest: `if let failure = goldenFailure(…) { XCTFail(failure) }`.
///
/// Orphan frames in the subject's golden folder fail only under CI (`CI` set), as in
/// `segue verify`; locally they are not shown (call `verifyGoldens` and print the report's
/// `warnings` to see them). A run of mode `failed` that re-recorded, or of mode `all`, returns
/// a message saying what it wrote, so it fails once; run again to verify. What a run recorded
/// is said on `log` (standard error), also when it passes. `layout` is `verifyGoldens`'s: how
/// the folder keeps its frames, by default as its `golden.json` says.
public func goldenFailure(of subject: GoldenSubject, at sampling: GoldenSampling = .quarters, in directory: String,
                          options: DiffOptions = .exact, record: RecordMode? = nil,
                          artifacts: String = "output", layout: GoldenLayout? = nil,
                          log: GoldenLog = .standardError) -> String? {
    do {
        return try verifyGoldens(of: subject, at: sampling, in: directory, options: options, record: record,
                                 artifacts: artifacts, layout: layout, log: log).failureMessage()
    } catch {
        return "golden test could not run: \(error.message)"
    }
}

/// The per-frame work of one `verifyGoldens` call: compare, record, leave artifacts.
struct GoldenRun {
    let folder: String
    let artifacts: String
    let frameCount: Int
    let mode: RecordMode
    let options: DiffOptions
    let compression: PNGEncoder.Compression

    func check(frame index: Int, _ actual: RGBAImage) throws(GoldenError) -> GoldenFrameResult {
        let file = GoldenFileName.frame(index, frameCount: frameCount)
        let golden = folder + "/" + file
        func result(_ outcome: GoldenFrameResult.Outcome) -> GoldenFrameResult {
            GoldenFrameResult(index: index, file: file, outcome: outcome)
        }
        guard mode != .all, GoldenFiles.exists(golden) else {
            if mode == .never {
                try GoldenFiles.write(actual, to: artifacts + "/" + file, compression: compression)
                return result(.missing)
            }
            try GoldenFiles.write(actual, to: golden, compression: compression)
            return result(.recorded)
        }
        let diff = ImageDiff(expected: try GoldenFiles.decode(golden, pixelCount: actual.width * actual.height), actual: actual, options: options)
        if diff.passed { return result(.matched(diff.summary)) }
        try GoldenFiles.write(actual, to: artifacts + "/" + file, compression: compression)
        try GoldenFiles.write(diff.image, to: artifacts + "/" + GoldenFileName.diff(index, frameCount: frameCount),
                              compression: compression)
        guard mode == .failed else { return result(.differs(diff.summary)) }
        try GoldenFiles.write(actual, to: golden, compression: compression)
        return result(.rerecorded(diff.summary))
    }
}
