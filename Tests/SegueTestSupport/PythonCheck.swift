import Foundation

/// Runs one of the test suite's Python checks (`Tests/Checks/<name>.py`) with Debian's
/// `/usr/bin/python3`, whose `python3-pil` and `python3-jsonschema` the install step adds: an
/// independent reader (Pillow, ffprobe, a JSON Schema validator) for what Segue wrote, so a
/// format is judged by someone else's decoder, not by Segue's own.
public enum PythonCheck {
    /// The interpreter: Debian's, where the install step's Python packages are.
    public static let python = "/usr/bin/python3"

    /// The folder of the check scripts, found from this file's path.
    public static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        return url.appendingPathComponent("Checks").path
    }()

    /// What a check printed and how it ended.
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// Runs `Tests/Checks/<script>.py arguments…` and waits for it.
    public static func run(_ script: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [folder + "/" + script + ".py"] + arguments
        // stderr goes to a file, so neither stream can fill a pipe and block the check.
        let errPath = NSTemporaryDirectory() + "segue-check-\(UUID().uuidString).err"
        FileManager.default.createFile(atPath: errPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errData = FileManager.default.contents(atPath: errPath) ?? Data()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs a check that prints one JSON document and decodes it; a failing check throws its stderr.
    public static func json(_ script: String, _ arguments: [String]) throws -> Any {
        let result = try run(script, arguments)
        guard result.status == 0 else {
            throw CheckFailure(description: "\(script).py exited \(result.status): \(result.stderr)")
        }
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    /// A check that did not run to the end.
    public struct CheckFailure: Error, CustomStringConvertible {
        public let description: String
    }
}
