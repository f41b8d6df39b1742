import ArgumentParser
import Foundation
import SegueTemplates

/// `--strict`, shared by every command that loads templates to draw them (render, verify,
/// sample): a template's warnings (`TemplateWarning`: a damping without mass or stiffness, an
/// angle in degrees, a spring cut off unsettled) become errors, so CI can refuse them.
/// `SEGUE_STRICT` set to anything but empty, `0` or `false` turns it on too, as `SEGUE_SANDBOX`
/// does `--sandbox`.
///
/// Without it each warning is one line on stderr, `segue: warning: <file>: <path>: <what>`,
/// printed once per run (verify and render load a template more than once), also with
/// `--quiet`: a warning is about the input, not progress, and exit status stays 0.
struct StrictOption: ParsableArguments {
    @Flag(name: .long, help: "Make a template's warnings (segue: warning: lines) errors (also SEGUE_STRICT=1).")
    var strict = false

    /// Whether warnings are errors: the flag, or `SEGUE_STRICT` set (as `SandboxOption.isOn`).
    var isOn: Bool {
        guard !strict else { return true }
        guard let value = CommandCapture.environment["SEGUE_STRICT"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// Prints `template`'s warnings (each once per run), or with `--strict` throws the first as
    /// the template's error, saying how many more there are.
    func check(_ template: Template) throws {
        guard let first = template.warnings.first else { return }
        if isOn {
            let more = template.warnings.count - 1
            let rest = more == 0 ? "" : " (and \(more) more warning\(more == 1 ? "" : "s"))"
            throw CommandError(description: first.description + " (a warning, an error under --strict)" + rest)
        }
        for warning in template.warnings where WarningLog.current.isFirst(warning.description) {
            printError("segue: warning: \(warning)")
        }
    }
}

/// The warning lines printed so far in one command run, so that a template loaded twice in one
/// run warns once.
final class WarningLog: @unchecked Sendable {
    /// The log of the command being run: a captured run's own, else the process's.
    static var current: WarningLog { CommandCapture.current?.warnings ?? process }
    private static let process = WarningLog()
    private let lock = NSLock()
    private var printed: Set<String> = []

    /// True the first time `line` is asked about (then it counts as printed).
    func isFirst(_ line: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return printed.insert(line).inserted
    }
}
