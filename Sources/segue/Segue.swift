import ArgumentParser

@main
struct Segue: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "Render iOS-style view-controller transitions offline into PNG frames.",
        version: "0.1.0",
        subcommands: []
    )
}
