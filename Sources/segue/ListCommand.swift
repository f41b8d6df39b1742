import ArgumentParser
import SegueCore
import SegueRender
import SegueTemplates

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List templates: transition, operation, timeline length, frames and pixel size.",
        discussion: "Loads and checks each template without rendering, so it also validates a folder of templates."
    )

    @Argument(help: "Template files, or folders whose .json files are templates.")
    var templates: [String] = ["Templates"]

    func run() throws {
        try reportingErrors {
            var rows: [[String]] = [["name", "transition", "operation", "seconds", "frames", "pixels", "interaction"]]
            for file in try expandTemplatePaths(templates) {
                rows.append(ListCommand.row(try TemplateLoader().load(file: file).scene))
            }
            print(ListCommand.table(rows), terminator: "")
        }
    }

    /// One template's line: what a reader needs to pick a template to render.
    static func row(_ scene: ResolvedScene) -> [String] {
        let interaction = scene.interaction.map { timeline in
            let percent = Int((timeline.releasePercent * 100).rounded())
            return (timeline.outcome == .finish ? "finishes" : "cancels") + " from \(percent) %"
        }
        let canvas = scene.canvas
        return [
            scene.name, scene.scene.transition.effect.typeName, scene.scene.transition.operation.rawValue,
            JSONText.format((scene.duration * 1000).rounded() / 1000), String(scene.frameClock.frameCount),
            "\(canvas.pixelWidth)×\(canvas.pixelHeight)", interaction ?? "-",
        ]
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
