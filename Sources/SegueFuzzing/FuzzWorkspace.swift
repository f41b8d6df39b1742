import Foundation

/// The folder on disk where the command entries (`RenderFuzzing`, `GoldenFuzzing`) run `segue`'s
/// commands, made once per process: the shipped screens and the 1×1 PNG of `FuzzFolder` as real
/// files (the commands read from disk), and a stand-in ffmpeg. Every input writes its template
/// and golden files here and its output under `out/`, which is emptied after each run, so a
/// campaign of millions of inputs keeps one small folder; it is removed when the process exits.
///
/// The stand-in ffmpeg (`$SEGUE_FFMPEG` of the commands' environment, `environment`) reads its
/// input to the end and writes nothing: the GIF and video flags run their whole path (geometry,
/// drawing at the GIF's scale, the frames written to a subprocess) in a few milliseconds, and
/// end in the sink's one-line error about the file ffmpeg did not write. Real ffmpeg would take
/// 50 ms or more an input.
final class FuzzWorkspace: @unchecked Sendable {
    /// The folder (absolute).
    let path: String

    /// The process's workspace, made on first use.
    static let shared = FuzzWorkspace()

    private init() {
        // In memory where there is a tmpfs: every render writes and syncs its folder.
        var isFolder: ObjCBool = false
        let root = FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isFolder) && isFolder.boolValue ? "/dev/shm/" : NSTemporaryDirectory()
        let base = root + "segue-fuzz-\(getpid())-\(UUID().uuidString)"
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(atPath: base + "/screens", withIntermediateDirectories: true)
            try fileManager.createDirectory(atPath: base + "/images", withIntermediateDirectories: true)
            for (name, bytes) in FuzzFolder.fixtures {
                try Data(bytes).write(to: URL(fileURLWithPath: base + "/" + name))
            }
            let ffmpeg = base + "/ffmpeg"
            try Data("#!/bin/sh\nexec cat > /dev/null\n".utf8).write(to: URL(fileURLWithPath: ffmpeg))
            chmod(ffmpeg, 0o755)
        } catch {
            fatalError("segue-fuzz: cannot make the workspace \(base): \(error)")
        }
        path = base
        environment = ["SEGUE_FFMPEG": base + "/ffmpeg", "PATH": "/usr/bin:/bin"]
        FuzzWorkspace.made = base
        atexit { if let folder = FuzzWorkspace.made { try? FileManager.default.removeItem(atPath: folder) } }
    }

    /// The folder to remove when the process exits.
    nonisolated(unsafe) private static var made: String?

    /// The environment the commands run with: the stand-in ffmpeg, and nothing else (no `CI`,
    /// `SEGUE_RECORD` or `SEGUE_SANDBOX` of the machine the campaign runs on).
    let environment: [String: String]

    /// Writes `bytes` to `relative` in the workspace and returns its absolute path.
    func write(_ bytes: [UInt8], to relative: String) -> String {
        let file = path + "/" + relative
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: file, contents: Data(bytes))
        return file
    }

    /// Removes `relative` (a file or a folder) from the workspace.
    func remove(_ relative: String) {
        try? FileManager.default.removeItem(atPath: path + "/" + relative)
    }
}
