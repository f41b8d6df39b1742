import ArgumentParser
import SegueCore
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
        let files: [String]
        do { files = try expandTemplatePaths(templates) } catch let error as UserFacingError { throw fail(error.description) }
        var rows: [[String]] = [["name", "transition", "operation", "seconds", "frames", "pixels", "interaction"]]
        for file in files {
            let scene: Scene
            do { scene = try TemplateLoader().load(file: file) } catch { throw fail(error.description) }
            rows.append(ListCommand.row(scene))
        }
        print(ListCommand.table(rows), terminator: "")
    }

    /// One template's line: what a reader needs to pick a template to render.
    static func row(_ scene: Scene) -> [String] {
        let interaction = scene.interactionTimeline.map { timeline in
            let percent = Int((timeline.releasePercent * 100).rounded())
            return (timeline.outcome == .finish ? "finishes" : "cancels") + " from \(percent) %"
        }
        return [
            scene.name, scene.transition.kind.name, scene.transition.operation.rawValue,
            JSONText.format((scene.duration * 1000).rounded() / 1000), String(scene.frameClock.frameCount),
            "\(scene.canvas.pixelWidth)×\(scene.canvas.pixelHeight)", interaction ?? "-",
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
