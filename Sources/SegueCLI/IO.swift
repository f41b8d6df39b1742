import Foundation
import SegueCore

/// Writes one line to standard error, any control or bidi character in it escaped
/// (`MessageText.line(_:)`), so that nothing echoed in it can break the line or reach the terminal.
func printError(_ line: String) {
    let line = MessageText.line(line)
    if let capture = CommandCapture.current { capture.append(line); return }
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Writes `text` (and a newline, unless `terminator` says otherwise) to standard output at once,
/// unbuffered: standard output that cannot take it (a full disk, `segue list > /dev/full`, a
/// closed pipe) is an error of the command, one line and status 1, not a truncated file behind
/// a success.
func printOutput(_ text: String, terminator: String = "\n") throws {
    if CommandCapture.current != nil { return }
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

/// A command run in-process (`Segue.run(_:environment:)`): the environment it reads instead of
/// the process's, and the lines it wrote to standard error, kept; standard output is dropped
/// and there is no progress line. The fuzz entries run commands this way, on the calling thread
/// only, while other threads (a test runner's) keep the process's real output and environment.
final class CommandCapture: @unchecked Sendable {
    /// The capture of the current task (or thread, outside tasks), if any.
    @TaskLocal static var current: CommandCapture?

    /// What the commands read for `SEGUE_RECORD`, `CI`, `SEGUE_SANDBOX`, `SEGUE_FFMPEG`, …: the
    /// capture's environment inside one, else the process's.
    static var environment: [String: String] { current?.environment ?? ProcessInfo.processInfo.environment }

    let environment: [String: String]
    /// The warnings this command printed (a capture is one command run).
    let warnings = WarningLog()
    private let lock = NSLock()
    private var kept: [String] = []

    init(environment: [String: String]) { self.environment = environment }

    func append(_ line: String) { lock.withLock { kept.append(line) } }

    var lines: [String] { lock.withLock { kept } }
}

/// The words of the command being run (`segue verify Templates …` without `segue`), as given:
/// what a command that prints a command to run again (verify's report) starts from. Task-local,
/// so a command run in-process sees its own words, not the process's.
enum CommandWords {
    @TaskLocal static var current: [String] = Array(CommandLine.arguments.dropFirst())
}
