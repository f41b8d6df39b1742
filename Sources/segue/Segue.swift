import ArgumentParser

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

/// A failure the user can fix (bad template, unwritable folder): printed as one line, exit 1.
struct UserFacingError: Error, CustomStringConvertible {
    let description: String
}

/// Prints `segue: <message>` to stderr and exits with status 1.
func fail(_ message: String) -> ExitCode {
    printError("segue: " + message)
    return ExitCode(1)
}
