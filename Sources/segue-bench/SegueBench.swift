import ArgumentParser
import Foundation

extension BenchParent.Section: ExpressibleByArgument {}

/// `segue-bench`: renders the standard set (Templates/bench) in every configuration, each in a
/// child process of its own so its peak memory is its own, and prints the tables of issue 7.
@main
struct SegueBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue-bench",
        abstract: "Measure Segue's rendering against cairo_surface_write_to_png on the standard set.",
        subcommands: [RunAll.self, Child.self],
        defaultSubcommand: RunAll.self
    )
}

extension SegueBench {
    /// The whole benchmark: every configuration at 1170×2532 and 390×844, then the memory check.
    struct RunAll: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "all", abstract: "Run the whole benchmark (the default).")

        @Option(name: .long, help: "The folder of the standard set's templates.")
        var templates = "Templates/bench"

        @Option(name: .long, help: "The segue executable raced against the tuned peer.")
        var segue = ".build/release/segue"

        @Option(name: .customLong("peer-environment"), help: "The virtual environment made for the peer's pycairo and fpng.")
        var peerEnvironment = ".build/bench-peer"

        @Option(name: .long, parsing: .upToNextOption,
                help: "Only these parts: tables, peer, templates, media, memory (default: all, in that order).")
        var only: [BenchParent.Section] = []

        func run() throws {
            let setup = PeerSetup(environment: peerEnvironment, segue: segue)
            try BenchParent(templateFolder: templates, peerSetup: setup).run(only.isEmpty ? Set(BenchParent.Section.allCases) : Set(only))
        }
    }

    /// One configuration in this process, printing its result line for the parent.
    struct Child: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "child", abstract: "Measure one configuration (used by the parent process).",
            shouldDisplay: false)

        @Option(name: .long, help: "The folder of the standard set's templates.")
        var templates = "Templates/bench"

        @OptionGroup var setting: BenchConfiguration

        @Option(name: .customLong("output-root"),
                help: "Write the frames into a folder of this one and leave them (the parent deletes them when it ends).")
        var outputRoot: String?

        func run() throws {
            do {
                print(try BenchChild(configuration: setting, templateFolder: templates, outputRoot: outputRoot).run().line)
            } catch let error as any CustomStringConvertible & Error {
                // A run-time failure, not a usage error: one line and status 1.
                FileHandle.standardError.write(Data("segue-bench: \(error.description)\n".utf8))
                throw ExitCode.failure
            }
        }
    }
}
