import Foundation
import Testing

/// `VERSION` is the one place Segue's version is written: `segue --version` prints it (the
/// SegueVersion build plugin writes it into SegueCLI), the CHANGELOG's newest section is that
/// version with its date, and the README states it where it tells an app what to pin.
@Suite struct VersionTests {
    static let version: String = {
        let text = (try? String(contentsOfFile: CLI.packageRoot + "/VERSION", encoding: .utf8)) ?? ""
        return text.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
    }()

    @Test func theVersionIsThreeNumbers() {
        let parts = Self.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "VERSION: \(Self.version)")
    }

    @Test func segueSaysIt() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0 && result.stdout == Self.version + "\n")
    }

    /// The first section heading after the preamble is `## <version> (YYYY-MM-DD)`.
    @Test func theChangelogsNewestSectionIsIt() throws {
        let changelog = try String(contentsOfFile: CLI.packageRoot + "/CHANGELOG.md", encoding: .utf8)
        let heading = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        let prefix = "## \(Self.version) ("
        #expect(heading.hasPrefix(prefix) && heading.hasSuffix(")"), "CHANGELOG.md's newest section: \(heading)")
        let date = heading.dropFirst(prefix.count).dropLast()
        #expect(date.count == 10 && date.split(separator: "-").map(\.count) == [4, 2, 2], "its date: \(date)")
    }

    @Test func theReadmePinsIt() throws {
        let readme = try String(contentsOfFile: CLI.packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("This is Segue **\(Self.version)**"))
        #expect(readme.contains("exact: \"\(Self.version)\""))
    }

    /// Every `exact: "x.y.z"` pin the pages and the example app show is this version.
    @Test func everyPinShownIsThisVersion() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot + "/docs").filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        let pin = try NSRegularExpression(pattern: #"exact: \\?"([0-9]+\.[0-9]+\.[0-9]+)"#)
        var found = 0
        for file in ["README.md", "Examples/AppCI/README.md", "Examples/AppCI/Package.swift"] + docs {
            let text = try String(contentsOfFile: CLI.packageRoot + "/" + file, encoding: .utf8)
            for match in pin.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let version = (text as NSString).substring(with: match.range(at: 1))
                #expect(version == Self.version, "\(file) pins \(version)")
                found += 1
            }
        }
        #expect(found >= 3)
    }
}
