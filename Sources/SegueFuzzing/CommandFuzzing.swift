import Foundation
import SegueCLI

/// Runs one of `segue`'s commands in-process for a command entry, in the shared workspace with
/// its environment (`FuzzWorkspace`), and turns what it did into an outcome: status 0 is
/// `completed` once `check` finds what it wrote whole; any other status is `failed` with the
/// lines it wrote, which the contract holds to one printable `segue: ` line each, status 1 or 64.
///
/// The entries share one workspace, so one input runs at a time (`exclusively`): libFuzzer runs
/// one anyway, and tests that run entries on several threads take turns.
enum CommandFuzzing {
    private static let lock = NSLock()

    /// `body`, while no other command entry runs in this process.
    static func exclusively<T>(_ body: () -> T) -> T { lock.withLock(body) }

    static func run(_ arguments: [String], check: () -> String?) -> FuzzOutcome {
        let (status, lines) = Segue.run(arguments, environment: FuzzWorkspace.shared.environment)
        guard status == 0 else { return .failed(status: status, lines: lines) }
        if let problem = check() { return .broken(problem) }
        return .completed("\(arguments[0]) ran")
    }

    /// The problem with the render folders in `folder` (each must hold its manifest.json and
    /// every file the manifest lists), or `nil` when they are whole.
    static func renderFolders(in folder: String) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names {
            let manifest = folder + "/" + name + "/manifest.json"
            guard let data = FileManager.default.contents(atPath: manifest),
                  let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
                return "render succeeded but \(name)/manifest.json is missing or not JSON"
            }
            let frames = (object["frames"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
            let outputs = (object["outputs"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
            for file in frames + outputs where !FileManager.default.fileExists(atPath: folder + "/" + name + "/" + file) {
                return "render succeeded but \(name)/\(file), listed in its manifest, is missing"
            }
        }
        return nil
    }
}
