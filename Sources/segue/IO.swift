import Foundation
import SegueCore

/// Writes one line to standard error, any control or bidi character in it escaped
/// (`MessageText.line(_:)`), so that nothing echoed in it can break the line or reach the terminal.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((MessageText.line(line) + "\n").utf8))
}

/// Writes `text` (and a newline, unless `terminator` says otherwise) to standard output at once,
/// unbuffered: standard output that cannot take it (a full disk, `segue list > /dev/full`, a
/// closed pipe) is an error of the command, one line and status 1, not a truncated file behind
/// a success.
func printOutput(_ text: String, terminator: String = "\n") throws {
    do {
        try FileHandle.standardOutput.write(contentsOf: Data((text + terminator).utf8))
    } catch {
        throw CommandError(description: "cannot write to standard output (\(String(cString: strerror(errno))))")
    }
}

/// Template files named on the command line: files as given; a folder stands for the `.json`
/// files directly inside it, sorted by name.
func expandTemplatePaths(_ paths: [String]) throws -> [String] {
    var files: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandError(description: "\(MessageText.escaped(path)): no such template file")
        }
        if isDirectory.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let templates = names.filter { $0.hasSuffix(".json") }.sorted()
            guard !templates.isEmpty else { throw CommandError(description: "\(MessageText.escaped(path)): no .json templates in this folder") }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            files += templates.map { base + "/" + $0 }
        } else {
            files.append(path)
        }
    }
    return files
}
