import Foundation
import SegueCore
import SegueGolden
import SeguePNG

/// `segue verify`'s report: `index.html`, one static page that opens from `file://` (its script
/// and style inline, in `ReportPage`), `report.json` (its data, `ReportData`) and beside them the
/// images it shows, copied into `files/`, so the folder can be uploaded as it is. Every template
/// is listed, failing ones first; a failing one shows each compared instant's golden, actual and
/// diff, the region that changed, and the command that accepts it. The data is in a fixed order,
/// so the same run gives the same bytes.
struct VerifyReport {
    /// One template's report and the file it came from.
    struct Entry {
        var file: String
        var report: GoldenReport
    }

    var entries: [Entry]
    /// The verify command's words after `segue verify`, for the accept commands.
    var arguments: [String]
    var passed: Bool

    /// Writes the report into `folder`, replacing what was there; returns the page's path.
    @discardableResult
    func write(to folder: String) throws(CommandError) -> String {
        let (templates, copies) = ReportData.placing(entries.map { template($0) })
        let data = ReportData(passed: passed, arguments: arguments, templates: templates)
        return try data.write(to: folder) { root in try ReportFiles.copy(copies, into: root) }
    }

    /// A template's entry, its instants naming the run's own files (the goldens, the artifacts).
    private func template(_ entry: Entry) -> ReportData.Template {
        let report = entry.report
        var template = ReportData.Template(
            name: report.name, template: entry.file, passed: report.passed, status: VerifyReport.status(of: report),
            frameCount: report.frameCount,
            settings: try? String(contentsOfFile: report.goldenFolder + "/" + GoldenMeta.fileName, encoding: .utf8))
        if !report.passed { template.accept = ReportData.acceptCommand(arguments, names: [report.name]) }
        template.instants = report.instants.map { instant in
            ReportData.Instant(
                time: instant.time, frame: instant.frame?.index, outcome: VerifyReport.outcome(of: instant),
                pixels: VerifyReport.differingPixels(instant), golden: instant.golden, actual: instant.actual, diff: instant.diff,
                size: (instant.actual ?? instant.golden).flatMap { PNGDecoder.claimedSize(file: $0) }.map { [$0.width, $0.height] },
                region: instant.diff.flatMap(VerifyReport.changedRegion))
        }
        return template
    }

    /// `3 of 5 frames differ`, `all 5 frames match`, `no goldens yet`…: the template's one line.
    static func status(of report: GoldenReport) -> String {
        if report.hasNoGoldens { return "no goldens yet (\(GoldenReport.counted(report.frames.count, "frame")) to record)" }
        if report.metaFails, let change = report.metaChange { return change + " since the goldens were recorded" }
        let failed = report.failedFrames.count
        if failed > 0 { return "\(failed) of \(GoldenReport.counted(report.frames.count, "frame")) differ" }
        if !report.orphans.isEmpty && report.orphansFail { return GoldenReport.counted(report.orphans.count, "orphan golden frame") }
        return "all \(GoldenReport.counted(report.frames.count, "frame")) match"
    }

    /// `differs`, `matched`, `missing` (the render has a frame at this instant, the goldens none:
    /// a new frame, or one a changed duration or fps gained) or `lost` (a golden instant the
    /// render no longer has).
    static func outcome(of instant: GoldenInstant) -> String {
        guard let frame = instant.frame else { return "lost" }
        if instant.golden == nil { return "missing" }
        switch frame.outcome {
        case .differs: return "differs"
        case .missing: return "missing"
        default: return "matched"
        }
    }

    private static func differingPixels(_ instant: GoldenInstant) -> Int? {
        guard case .differs(let summary) = instant.frame?.outcome else { return nil }
        return summary.differingPixels
    }

    /// The box [x, y, width, height], in frame pixels, of the pixels a diff image marks (red,
    /// or the anti-aliasing yellow) in its middle panel; `nil` when it marks none.
    static func changedRegion(_ diffFile: String) -> [Int]? {
        guard let image = try? PNGDecoder.decode(file: diffFile) else { return nil }
        let width = image.width / 3
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        image.pixels.withUnsafeBufferPointer { p in
            for y in 0..<image.height {
                for x in 0..<width {
                    let i = (y * image.width + width + x) * 4
                    guard p[i] == 255, p[i + 2] == 0, p[i + 1] == 0 || p[i + 1] == 210 else { continue }
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                }
            }
        }
        return maxX < 0 ? nil : [minX, minY, maxX - minX + 1, maxY - minY + 1]
    }
}

/// Copying a report's images into the folder being built.
enum ReportFiles {
    /// Copies each `from` to `root/to`, making the folders on the way.
    static func copy(_ copies: [(from: String, to: String)], into root: String) throws {
        let manager = FileManager.default
        for (from, to) in copies {
            let target = root + "/" + to
            try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try manager.copyItem(atPath: from, toPath: target)
        }
    }
}
