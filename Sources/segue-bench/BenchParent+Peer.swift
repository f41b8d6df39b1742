import Foundation

/// Where the tuned peer's pieces are: its script, the virtual environment the bench makes for
/// its PyPI packages, and the `segue` executable it is raced against.
struct PeerSetup {
    var script = "scripts/peer.py"
    var environment = ".build/bench-peer"
    var segue = ".build/release/segue"
    /// The packages the peer imports, at the versions its figures were first taken with.
    static let packages = ["pycairo==1.29.2", "fpng==0.1.0"]
}

extension BenchParent {
    /// Issue 32's comparison: the standard set at 1170×2532 as whole processes, two at a time,
    /// the tuned peer (`scripts/peer.py`: pycairo drawing, fpng encoding, two processes) against
    /// `segue render --jobs 2` at its default and at `--compression fast`, in rounds that take
    /// each command in turn (the median of each), with the bytes of the frames written. Skipped
    /// with one line when the peer's packages cannot be installed or a command fails.
    func peer(_ setup: PeerSetup, rounds: Int = 5) throws {
        print("\n### Against the tuned peer: the standard set at 1170×2532, whole processes, 2 at a time\n")
        guard FileManager.default.isExecutableFile(atPath: setup.segue) else {
            print("peer: skipped (\(setup.segue) is not built: `swift build -c release --product segue`)")
            return
        }
        let python: String
        switch preparePeer(setup) {
        case .success(let path): python = path
        case .failure(let reason):
            print("peer: skipped (\(reason.description))")
            return
        }
        let screens = templateFolder + "/screens"
        let templates = BenchChild.templateNames.map { templateFolder + "/" + $0 + ".json" }
        let commands: [(label: String, run: (String) -> [[String]])] = [
            ("peer: pycairo + fpng, 2 processes", { out in
                (0..<2).map { [python, setup.script, "--screens", screens, "--scale", "3", "--out", out, "--worker", "\($0)", "--workers", "2"] }
            }),
            ("segue render (balanced, the default) --jobs 2", { out in
                [[setup.segue, "render"] + templates + ["--scale", "3", "--jobs", "2", "--quiet", "--out", out]]
            }),
            ("segue render --compression fast --jobs 2", { out in
                [[setup.segue, "render"] + templates + ["--scale", "3", "--jobs", "2", "--quiet", "--compression", "fast", "--out", out]]
            }),
        ]
        var walls = Array(repeating: [Double](), count: commands.count)
        var written = Array(repeating: (bytes: 0, files: 0), count: commands.count)
        do {
            for round in 0..<rounds {
                for (k, command) in commands.enumerated() {
                    // Left until the bench ends, as the children's frames are (`outputRoot`).
                    let out = outputRoot + "/peer-\(round)-\(k)"
                    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
                    let start = BenchParent.wallClock()
                    try runTogether(command.run(out), label: command.label)
                    walls[k].append(BenchParent.wallClock() - start)
                    written[k] = try pngBytes(under: out)
                }
            }
        } catch {
            // The rest of the bench does not depend on this table.
            print("peer: skipped (\(error))")
            return
        }
        let medians = walls.map { $0.sorted()[$0.count / 2] }
        print("| command | frames | wall s (median of \(rounds)) | × the peer's speed | MB written | × the peer's bytes |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        for (k, command) in commands.enumerated() {
            let cells = [command.label, String(written[k].files), String(format: "%.2f", medians[k]), String(format: "%.2f", medians[0] / medians[k]),
                         String(format: "%.2f", Double(written[k].bytes) / 1e6),
                         String(format: "%.2f", Double(written[k].bytes) / Double(max(1, written[0].bytes)))]
            print("| " + cells.joined(separator: " | ") + " |")
        }
    }

    /// The bytes and number of the .png files under `folder`, at any depth.
    private func pngBytes(under folder: String) throws -> (bytes: Int, files: Int) {
        var total = 0, files = 0
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return (0, 0) }
        for case let path as String in walker where path.hasSuffix(".png") {
            let size = try FileManager.default.attributesOfItem(atPath: folder + "/" + path)[.size] as? Int ?? 0
            total += size
            files += 1
        }
        return (total, files)
    }

    /// Starts every command at once and waits for all; a command that fails is an error naming it.
    private func runTogether(_ commands: [[String]], label: String) throws {
        let processes = try commands.map { arguments -> Process in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: arguments[0].contains("/") ? arguments[0] : "/usr/bin/env")
            process.arguments = arguments[0].contains("/") ? Array(arguments.dropFirst()) : arguments
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes {
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw BenchFailure(description: "\(label) failed with status \(process.terminationStatus)")
            }
        }
    }

    /// The peer's python: a virtual environment with pycairo and fpng, made on the first run
    /// (pycairo builds from source against the system's Cairo) and kept in `.build`.
    private func preparePeer(_ setup: PeerSetup) -> Result<String, BenchFailure> {
        let python = setup.environment + "/bin/python"
        if quietly([python, "-c", "import cairo, fpng.fpng_ext"]) == 0 { return .success(python) }
        try? FileManager.default.removeItem(atPath: setup.environment)
        guard quietly(["python3", "-m", "venv", setup.environment]) == 0 else {
            return .failure(BenchFailure(description: "`python3 -m venv` failed: python3-venv is not installed"))
        }
        guard quietly([setup.environment + "/bin/pip", "install", "--quiet"] + PeerSetup.packages) == 0 else {
            return .failure(BenchFailure(description: "`pip install \(PeerSetup.packages.joined(separator: " "))` failed: "
                                         + "PyPI unreachable, or no compiler, python3-dev or Cairo's headers for pycairo"))
        }
        guard quietly([python, "-c", "import cairo, fpng.fpng_ext"]) == 0 else {
            return .failure(BenchFailure(description: "pycairo or fpng installed but does not import"))
        }
        return .success(python)
    }

    /// Runs a command with its output discarded; its exit status, or −1 when it cannot start.
    private func quietly(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
