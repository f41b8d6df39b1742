import ArgumentParser
import Foundation

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

        func run() throws {
            try BenchParent(templateFolder: templates).run()
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

        func run() throws {
            do {
                print(try BenchChild(configuration: setting, templateFolder: templates).run().line)
            } catch let error as any CustomStringConvertible & Error {
                // A run-time failure, not a usage error: one line and status 1.
                FileHandle.standardError.write(Data("segue-bench: \(error.description)\n".utf8))
                throw ExitCode.failure
            }
        }
    }
}
