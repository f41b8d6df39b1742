import Foundation
import SegueTestSupport
import Testing

/// Runs the built `segue` binary and captures what it printed.
struct CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root, found from this file's path.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The `segue` executable built beside the test bundle (SwiftPM builds it because the test target depends on it).
    static let binary: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("segue").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return packageRoot + "/.build/debug/segue"
    }()

    /// Runs `segue arguments…` in `directory` (default: the package root) and waits for it;
    /// through `launcher` when given (`["/bin/sh", "-c", "ulimit -f 1; exec \"$0\" \"$@\""]`: the
    /// binary's path and the arguments follow the launcher's own).
    static func run(_ arguments: [String], in directory: String = packageRoot, environment: [String: String] = [:],
                    launcher: [String] = []) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: launcher.first ?? binary)
        process.arguments = launcher.isEmpty ? arguments : Array(launcher.dropFirst()) + [binary] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Starts `segue arguments…` in the package root without waiting for it; its stdout is
    /// discarded, its stderr kept for `Process.finish()`.
    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = Pipe()
        try process.run()
        return process
    }

    /// A fresh empty folder under the system's temporary folder.
    static func temporaryFolder(_ label: String) throws -> String {
        TemporaryFolders.make("segue-test-\(label)")
    }
}

extension Process {
    /// Waits for a process `CLI.start` started; its exit status (or signal) and what it wrote to stderr.
    func finish() -> (status: Int32, stderr: String) {
        let data = (standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        waitUntilExit()
        return (terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
