import ArgumentParser
import SegueCore
import SegueRender
import SegueTemplates

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List templates: transition, operation, timeline length, frames, pixel size, device, variants and presentation style.",
        discussion: """
            Loads and checks each template without rendering, so it also validates a folder of templates. \
            When any is bad, it prints one line for each bad template and no table, and exits 1.
            """
    )

    @Argument(help: "Template files, or folders whose .json files are templates.")
    var templates: [String] = ["Templates"]

    @OptionGroup var sandbox: SandboxOption

    @Flag(name: .long, help: "List the device presets a canvas may name instead: points, scale, pixels, safe areas, corner radius.")
    var devices = false

    /// Checks every template first (`FailureList`): the table is printed only when all of them load.
    func run() throws {
        if devices {
            try reportingErrors { try printOutput(ListCommand.table(ListCommand.deviceRows), terminator: "") }
            return
        }
        var failures = FailureList()
        let scenes = try failures.checkingTemplates(templates) { try sandbox.loader.load(file: $0).scene }
        try failures.stopIfAny()
        let header = ["name", "transition", "operation", "seconds", "frames", "pixels", "interaction", "device", "variants", "style"]
        try reportingErrors { try printOutput(ListCommand.table([header] + scenes.map(ListCommand.row)), terminator: "") }
    }

    /// One template's line: what a reader needs to pick a template to render.
    static func row(_ scene: ResolvedScene) -> [String] {
        let interaction = scene.interaction.map { timeline in
            let percent = Int(clamping: timeline.releasePercent * 100, to: 0...100)
            let end = timeline.settlesAt.map { $0.name == InteractionRest.dismissedName ? "dismisses" : "settles at \($0.name)" }
            return (end ?? (timeline.outcome == .finish ? "finishes" : "cancels")) + " from \(percent) %"
        }
        let canvas = scene.canvas
        return [
            scene.name, scene.scene.transition.effect.typeName, scene.scene.transition.operation.rawValue,
            JSONText.format((scene.duration * 1000).rounded() / 1000), String(scene.frameClock.frameCount),
            "\(canvas.pixelWidth)×\(canvas.pixelHeight)", interaction ?? "-",
            canvas.device?.name ?? "-",
            scene.scene.variants.isEmpty ? "-" : scene.scene.variants.map(\.description).joined(separator: ","),
            scene.scene.transition.effect.presentationStyle ?? "-",
        ]
    }

    /// `segue list --devices`: a header, then one line a preset, in `Device.presets`' order;
    /// safe areas as top/bottom in portrait and top,left,bottom,right in landscape.
    static var deviceRows: [[String]] {
        func number(_ value: Double) -> String { JSONText.format(value) }
        func landscape(_ insets: EdgeInsets) -> String { [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ",") }
        let header = ["device", "idiom", "points", "scale", "pixels", "safe area", "landscape safe area", "corners"]
        return [header] + Device.presets.map { device in
            let size = device.portraitSize
            return [device.name, device.idiom.rawValue, "\(number(size.width))×\(number(size.height))", number(device.scale),
                    "\(number(size.width * device.scale))×\(number(size.height * device.scale))",
                    "\(number(device.portraitSafeArea.top))/\(number(device.portraitSafeArea.bottom))",
                    landscape(device.landscapeSafeArea), number(device.cornerRadius)]
        }
    }

    /// Columns padded to their widest cell, two spaces apart.
    static func table(_ rows: [[String]]) -> String {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max()! }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
