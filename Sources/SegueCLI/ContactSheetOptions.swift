import ArgumentParser
import Foundation
import SegueCore
import SegueRender
import SegueTemplates

/// The options of `render`'s sheet (`sheet.png`): which frames (`--sheet-frames N` or
/// `--sheet-times`, by default 0, ¼, ½, ¾ and 1), the thumbnails' width, the grid, the labels and
/// the background. Any of them asks for the sheet, as `--sheet` does: a sheet option without a
/// sheet would otherwise be silently ignored.
struct ContactSheetOptions: ParsableArguments {
    @Option(name: .customLong("sheet-frames"), help: ArgumentHelp(
        "Show N frames spread evenly over the timeline, the first and the last included (2 or more).", valueName: "N"))
    var frames: Int?

    @Option(name: .customLong("sheet-times"), help: ArgumentHelp(
        "Show the frames nearest these times, in seconds, comma-separated (e.g. 0,0.25,0.5), each within the timeline.",
        valueName: "times"))
    var timesArgument: String?

    /// `--sheet-times` read (`validate` has refused a list that does not read).
    var times: TimeList? { timesArgument.flatMap(TimeList.init(argument:)) }

    @Option(name: .customLong("thumb-width"), help: ArgumentHelp(
        "Thumbnail width in pixels, \(ContactSheetOptions.thumbWidths.lowerBound) to \(ContactSheetOptions.thumbWidths.upperBound) (default \(ContactSheetLayout.defaultThumbWidth)).",
        valueName: "pixels"))
    var thumbWidth: Int?

    @Option(name: .customLong("sheet-columns"), help: ArgumentHelp("Thumbnails per row (default: all in one row).", valueName: "C"))
    var columns: Int?

    @Option(name: .customLong("sheet-rows"), help: ArgumentHelp(
        "Rows of thumbnails, filled row by row (with --sheet-columns, the grid must hold every frame).", valueName: "R"))
    var rows: Int?

    @Flag(name: .customLong("sheet-labels"), inversion: .prefixedNo, help: "Write each frame's time under it (default: on).")
    var labels: Bool?

    @Option(name: .customLong("sheet-background"), help: ArgumentHelp(
        "The sheet's colour, as templates write colours: #RRGGBB, #RRGGBBAA or a name such as white or systemGray6 (default #F2F2F7).",
        valueName: "colour"))
    var background: String?

    /// The thumbnail widths accepted, in pixels.
    static let thumbWidths = 16...4096

    /// True when any sheet option was given: each implies `--sheet`.
    var isGiven: Bool {
        frames != nil || timesArgument != nil || thumbWidth != nil || columns != nil || rows != nil || labels != nil || background != nil
    }

    func validate() throws {
        if let timesArgument, TimeList(argument: timesArgument) == nil {
            throw ValidationError("--sheet-times: expected seconds of 0 or more, comma-separated (e.g. 0,0.25,0.5), found "
                + MessageText.quoted(timesArgument))
        }
        if frames != nil && timesArgument != nil {
            throw ValidationError("--sheet-frames and --sheet-times: expected one of them, found both")
        }
        if let frames, frames < 2 {
            throw ValidationError("--sheet-frames: expected 2 or more frames (the first and the last are included), found \(frames)")
        }
        if let thumbWidth, !ContactSheetOptions.thumbWidths.contains(thumbWidth) {
            throw ValidationError("--thumb-width: expected \(ContactSheetOptions.thumbWidths.lowerBound) to \(ContactSheetOptions.thumbWidths.upperBound) pixels, found \(thumbWidth)")
        }
        if let columns, columns < 1 { throw ValidationError("--sheet-columns: expected 1 or more, found \(columns)") }
        if let rows, rows < 1 { throw ValidationError("--sheet-rows: expected 1 or more, found \(rows)") }
        let count = sampling.count
        if let columns, let rows, columns * rows < count {
            throw ValidationError("--sheet-columns \(columns) --sheet-rows \(rows): a \(columns)×\(rows) grid holds \(columns * rows) "
                + "thumbnails; the sheet has \(count) frames")
        }
        _ = try backgroundColor()
    }

    /// Which frames the sheet shows: `--sheet-frames`, `--sheet-times`, or the quarters.
    var sampling: ContactSheetSampling {
        if let frames { return .frames(frames) }
        if let times { return .times(times.seconds) }
        return .quarters
    }

    /// The sheet's look from the options.
    func layout() throws -> ContactSheetLayout {
        ContactSheetLayout(sampling: sampling, thumbWidth: thumbWidth ?? ContactSheetLayout.defaultThumbWidth, columns: columns, rows: rows,
                   labels: labels ?? true, background: try backgroundColor())
    }

    /// `--sheet-times` fits the timeline of `scene` (of the template at `file`):
    /// `t.json: --sheet-times 1.5: expected times within 0 to 1 s, the render's duration`.
    /// And the sheet fits in `FrameSurface.maximumSide` pixels a side, checked before any frame
    /// renders: `t.json: the sheet of 200 thumbnails of 200×433 px, 200 to a row, would be
    /// 42010×500 px; expected at most 32767 px a side (…)`.
    func check(_ scene: ResolvedScene, file: String) throws(CommandError) {
        for t in times?.seconds ?? [] where t > scene.duration {
            throw CommandError(description: "\(file): --sheet-times \(JSONText.format(t)): expected times within 0 to "
                + "\(JSONText.format(scene.duration)) s, the render's duration")
        }
        let canvas = scene.canvas, count = sampling.count
        let width = thumbWidth ?? ContactSheetLayout.defaultThumbWidth
        let thumbnail = canvas.pixelSize(atScale: Thumbnail.scale(for: canvas.size, width: Double(width)))
        let layout = ContactSheetLayout(sampling: sampling, thumbWidth: width, columns: columns, rows: rows)
        let perRow = layout.columns(for: count)
        let sheet = ContactSheetImage.pixelSize(frameWidth: thumbnail.width, frameHeight: thumbnail.height, count: count,
                                         columns: perRow, labels: labels ?? true)
        guard max(sheet.width, sheet.height) > FrameSurface.maximumSide else { return }
        throw CommandError(description: "\(file): the sheet of \(count) thumbnails of \(thumbnail.width)×\(thumbnail.height) px, "
            + "\(perRow) to a row, would be \(sheet.width)×\(sheet.height) px; expected at most \(FrameSurface.maximumSide) px a side "
            + "(use --sheet-columns or --sheet-rows, or a smaller --thumb-width)")
    }

    /// `--sheet-background` as a colour (light appearance for a name); the default systemGray6.
    private func backgroundColor() throws -> Color {
        guard let background else { return ContactSheetImage.sheetColor }
        if background.hasPrefix("#"), let color = try? Color(hex: background) { return color }
        if let named = SystemColors.color(named: background) { return named }
        throw ValidationError("--sheet-background: expected a colour (#RRGGBB, #RRGGBBAA, white, black or a system colour "
            + "such as systemGray6), found \(MessageText.quoted(background))")
    }
}

/// `--sheet-times 0,0.25,0.5`: finite, non-negative seconds, comma-separated, at least one.
struct TimeList {
    let seconds: [Double]

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !parts.isEmpty, values.count == parts.count, values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        seconds = values
    }
}
