import Foundation
import SegueCore
import SegueRender
import SeguePNG

/// Renders `subject` at the frames `sampling` picks and compares each with its golden
/// `directory/<name>/frame-NNNN.png` (decoded pixels, never bytes), recording goldens as
/// `record` says. Failing frames leave artifacts in `artifacts/<name>/verify/`: the actual
/// frame under its golden's name and a three-panel diff image `frame-NNNN-diff.png`; the
/// folder is emptied first, so it only ever shows the last run.
///
/// The folder's `golden.json` (`GoldenMeta`) holds the frame count and pixel size the goldens
/// were recorded with. When the render's differ, `missing` and `never` write nothing and fail
/// saying what changed; `failed` and `all` re-record, remove the frames the render no longer
/// has, and fail once (see `GoldenReport.passed`). The file is written whenever the run may
/// record and it is missing or out of date.
///
/// A frame that differs is not an error: it is a report that did not pass (see
/// `GoldenReport.failureMessage()`). Errors are what stops the run: a template that does not
/// load, a golden that is not a PNG, a folder that cannot be written.
///
/// - Parameters:
///   - record: defaults to `RecordMode.from(environment:)` of this process.
///   - orphansFail: whether golden frames the run does not produce fail it; defaults to true
///     under CI, where they are listed in the failure message. Otherwise they are only the
///     report's `warnings`.
///   - compression: how recorded goldens are compressed; `small`, as they are kept in git.
public func verifyGoldens(of subject: GoldenSubject, at sampling: GoldenSampling = .quarters, in directory: String,
                          options: DiffOptions = .exact, record: RecordMode? = nil, orphansFail: Bool? = nil,
                          artifacts: String = "output",
                          compression: PNGEncoder.Compression = .small) throws(GoldenError) -> GoldenReport {
    let environment = ProcessInfo.processInfo.environment
    let mode: RecordMode
    if let record { mode = record } else { mode = try RecordMode.from(environment: environment) }
    let (source, images) = try subject.load()
    let rendered = GoldenMeta(of: source)
    let indices: [Int]
    do { indices = try sampling.frameIndices(frameCount: rendered.frameCount) } catch { throw GoldenError("\(source.name): \(error.message)") }
    let folder = directory + "/" + source.name
    let recorded = try GoldenMeta.read(folder: folder)
    let changed = recorded.map { $0 != rendered } ?? false
    // Frames of another render must not be recorded beside the old ones: `missing` compares only.
    let frameMode: RecordMode = changed && mode == .missing ? .never : mode
    let run = GoldenRun(folder: folder, artifacts: artifacts + "/" + source.name + "/verify",
                        frameCount: rendered.frameCount, mode: frameMode, options: options, compression: compression)
    try GoldenFiles.remove(run.artifacts)
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
    var orphans = GoldenFiles.frameFiles(in: folder).filter { !produced.contains($0) }
    var removed: [String] = []
    if mode == .all || (mode == .failed && changed) {
        for orphan in orphans { try GoldenFiles.remove(folder + "/" + orphan) }
        (removed, orphans) = (orphans, [])
    }
    if frameMode != .never && recorded != rendered { try rendered.write(folder: folder) }
    return GoldenReport(name: source.name, goldenFolder: folder, artifactsFolder: run.artifacts, mode: mode,
                        renderedMeta: rendered, recordedMeta: recorded, frames: results, orphans: orphans,
                        removedOrphans: removed, orphansFail: orphansFail ?? RecordMode.isCI(environment))
}

/// `verifyGoldens` as an assertion for any test framework: the failure message, or `nil` when
/// the run passed. An error (a template that does not load…) is returned as a message too, so
/// a test needs no `try`. Swift Testing: `if let failure = goldenFailure(…) { Issue.record("\(failure)") }`;
/// XCTest: `if let failure = goldenFailure(…) { XCTFail(failure) }`.
///
/// Orphan frames in the subject's golden folder fail only under CI (`CI` set), as in
/// `segue verify`; locally they are not shown (call `verifyGoldens` and print the report's
/// `warnings` to see them). A run of mode `failed` that re-recorded, or of mode `all`, returns
/// a message saying what it wrote, so it fails once; run again to verify.
public func goldenFailure(of subject: GoldenSubject, at sampling: GoldenSampling = .quarters, in directory: String,
                          options: DiffOptions = .exact, record: RecordMode? = nil,
                          artifacts: String = "output") -> String? {
    do {
        return try verifyGoldens(of: subject, at: sampling, in: directory, options: options, record: record,
                                 artifacts: artifacts).failureMessage()
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
