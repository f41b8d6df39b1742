import Foundation
import Testing

/// Every public declaration of the Swift API the DocC catalogs document (`make docs-api`) has a
/// doc comment: a `///` line right above it (above its attributes). SegueGolden, SegueRender,
/// SegueSnapshotTesting and SegueKit (UIKit's API under UIKit's names, each comment saying where
/// SegueKit does less or otherwise) are held to it whole.
@Suite struct APIDocumentationTests {
    static let folders = ["Sources/SegueGolden", "Sources/SegueRender", "Sources/SegueKit", "Sources/SegueSnapshotTesting"]

    /// Requirements of Segue's own protocols (`FrameSink`, `FrameSinkWorker`, `ManifestListed`,
    /// `FrameSource`) and `description`: DocC shows the protocol's documentation for them.
    static let witnesses = ["func frames(of ", "let scale: Double?", "func makeWorker()", "func consume(_ frame: RenderedFrame",
                            "func finish()", "func process(_ frame: DrawnFrame)", "var manifestEntry: ManifestEntry", "var groupDepth: Int",
                            "var description: String"]

    /// `file:line: declaration` for each public or open declaration without a doc comment.
    static func undocumented(in folder: String) -> [String] {
        let root = CLI.packageRoot + "/" + folder
        guard let walker = FileManager.default.enumerator(atPath: root) else { return ["\(folder): not found"] }
        var found: [String] = []
        let declaration = try! NSRegularExpression(pattern: #"^\s*(@[\w.]+(\([^)]*\))?\s+)*(public|open)\s"#)
        for case let file as String in walker where file.hasSuffix(".swift") {
            guard let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { continue }
            let lines = text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated()
            where declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
                if above < 0 || !lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///"),
                   !witnesses.contains(where: { line.contains($0) }) {
                    found.append("\(folder)/\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found.sorted()
    }

    @Test(arguments: folders)
    func everyPublicDeclarationSaysWhatItIs(_ folder: String) {
        let missing = Self.undocumented(in: folder)
        #expect(missing.isEmpty, "\(missing.count) without a doc comment:\n\(missing.joined(separator: "\n"))")
    }
}
