import ArgumentParser
import SegueCore

@main
struct Segue: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "Render iOS-style view-controller transitions offline into PNG frames.",
        discussion: """
            A template (JSON) describes two screens and the transition between them; segue evaluates \
            it with Core Animation's timing model at every tick of a frame clock and draws each tick \
            with Cairo.
            """,
        version: "0.1.0",
        subcommands: [RenderCommand.self, SampleCommand.self, VerifyCommand.self, ListCommand.self]
    )
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
func reportingErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as any UserFacingError {
        throw fail(error.description)
    }
}
