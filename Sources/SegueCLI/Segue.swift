import ArgumentParser
import Foundation
import SegueCore
import SegueRender

/// The `segue` command: `render`, `sample`, `verify`, `list` and `schema`. The executable's
/// `main.swift` calls `Segue.main()`; the fuzz entries parse and run its commands in-process.
public struct Segue: ParsableCommand {
    /// The command with no arguments parsed (ArgumentParser's requirement).
    public init() {}

    /// The command's name, abstract, version and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "Render iOS-style view-controller transitions offline into PNG frames.",
        discussion: """
            A template (JSON) describes two screens and the transition between them; segue evaluates \
            it with Core Animation's timing model at every tick of a frame clock and draws each tick \
            with Cairo.
            """,
        version: segueVersion,
        subcommands: [RenderCommand.self, SampleCommand.self, VerifyCommand.self, ReportCommand.self, ListCommand.self, SchemaCommand.self]
    )

    /// Runs the command as ArgumentParser would, except that a usage error (status 64: an
    /// unknown option, `--fps 241`, `--jobs 0`) prints one line like every other error,
    /// `segue: --jobs: expected 1 to 256, found 0 (see 'segue render --help')`, rather than the
    /// message and the whole usage text. Help, `--version` and other statuses are unchanged.
    ///
    /// Exit statuses: 0 success; 1 bad input, a failed render or verify (`reportingErrors`);
    /// 64 a usage error (ArgumentParser's `EX_USAGE`).
    ///
    /// A file-size limit (`ulimit -f`) makes a write fail with one line rather than kill the
    /// process with `SIGXFSZ`, so the old output is kept and the staging folder removed; a closed
    /// pipe on standard output (`segue list … | head -0`) makes the write fail with `EPIPE`, one
    /// line and status 1, rather than kill the process with `SIGPIPE` (status 141, nothing said).
    /// Subprocesses (ffmpeg) start with both signals at their defaults (`FFmpegProcess`).
    /// SIGINT, SIGTERM and SIGHUP (Ctrl-C, `kill`, a CI job's timeout) remove the unfinished
    /// output and stop ffmpeg before the process ends by that signal (`StopCleanup`), also when
    /// the parent started it with them blocked.
    ///
    /// Any user-facing error that reaches here (one thrown before a command's own reporting,
    /// such as `--watch`'s) is printed as every other, `segue: <line>`, status 1, never as
    /// ArgumentParser's `Error:`.
    public static func main() {
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        StopCleanup.install()
        Foundation.exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs `arguments` in-process as `run(_:)` does, reading `environment` instead of the
    /// process's, and returns the exit status with the lines written to standard error (standard
    /// output is dropped): how the fuzz entries run the commands, millions of times in one process.
    public static func run(_ arguments: [String], environment: [String: String]) -> (status: Int32, errorLines: [String]) {
        let capture = CommandCapture(environment: environment)
        let status = CommandCapture.$current.withValue(capture) { run(arguments) }
        return (status, capture.lines)
    }

    /// Parses and runs `arguments` (without the program's name) as `main` does, printing what it
    /// prints, and returns the exit status instead of exiting.
    public static func run(_ arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try CommandWords.$current.withValue(arguments) { try command.run() }
            return 0
        } catch let error as any UserFacingError {
            printError("segue: " + error.description)
            return 1
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                printError("segue: " + usageLine(message(for: error), arguments: arguments))
            } else {
                // Help and --version (status 0) to stdout; a status a command threw after saying why, as ArgumentParser prints it.
                let text = fullMessage(for: error)
                if !text.isEmpty {
                    if code == .success { try? printOutput(text) } else { printError(text) }
                }
            }
            return code.rawValue
        }
    }

    /// ArgumentParser's message for a usage error as one line, with where to read more: the
    /// message's first line (a missing argument adds a second, "Help: …", that the hint replaces)
    /// and `(see 'segue <command> --help')`.
    /// ArgumentParser echoes what it refused whole, quoted (`The value '…' is invalid`) or not
    /// (`Invalid option: ---x…`); each quoted part is cut after `MessageText.maxLength` characters
    /// as every echoed value is, and each other part after `maxUnquotedLength` (the golden fuzz
    /// entry found 1 545- and 1 164-character lines).
    static func usageLine(_ message: String, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> String {
        let whole = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? message
        let parts = whole.split(separator: "'", omittingEmptySubsequences: false)
        var first = parts.enumerated().map { i, part in
            let quoted = i % 2 == 1 && i < parts.count - 1
            return MessageText.escaped(String(part), limit: quoted ? MessageText.maxLength : maxUnquotedLength)
        }.joined(separator: "'")
        // A value with quotes of its own makes many parts: the whole is cut too, never inside
        // an escape (one is at most 10 characters, `\u{10FFFF}`).
        if first.count > maxUnquotedLength * 3 {
            var cut = String(first.prefix(maxUnquotedLength * 3))
            if let slash = cut.suffix(10).lastIndex(of: "\\") { cut = String(cut[..<slash]) }
            first = cut + "…"
        }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        let command = arguments.first.flatMap { names.contains($0) ? "segue " + $0 : nil } ?? "segue"
        return first + " (see '\(command) --help')"
    }

    /// The most characters of an unquoted part of ArgumentParser's message a usage line shows:
    /// its own sentences are shorter, an option it echoes may not be.
    static let maxUnquotedLength = 200
}

/// A failure of the command itself that the user can fix (two templates with one name, a
/// `--frames` range outside the render): one line, like every `UserFacingError`.
struct CommandError: UserFacingError {
    let description: String
}

/// Prints `segue: <message>` to stderr and returns exit status 1 to throw.
func fail(_ message: String) -> ExitCode {
    printError("segue: " + message)
    return ExitCode(1)
}

/// Runs `body`, turning any user-facing error (a template's, a scene's, a render's, a golden's,
/// the command's own) into its one line on stderr and exit status 1: the one place commands
/// map an error, whatever module raised it (`FailureList` gathers several before stopping).
/// Runs `body`, prefixing a user-facing error that does not name `file` with it, so every
/// error of a template's render names the template (`t.json: output/t/frame-0003.png: cannot
/// write file (No space left on device)`).
func naming<T>(_ file: String, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as any UserFacingError {
        let message = error.description
        throw CommandError(description: message.hasPrefix(file + ":") ? message : file + ": " + message)
    }
}

func reportingErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as any UserFacingError {
        throw fail(error.description)
    }
}
