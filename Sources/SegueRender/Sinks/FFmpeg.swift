import Foundation

/// Where the ffmpeg that encodes GIFs and videos is: `$SEGUE_FFMPEG` when set, else `ffmpeg` on
/// `PATH`. Looked up by `segue render` before anything renders, so a missing one is one line.
public enum FFmpeg {
    /// The environment variable that names the ffmpeg executable instead of a `PATH` lookup.
    public static let environmentVariable = "SEGUE_FFMPEG"

    /// The ffmpeg to run: `$SEGUE_FFMPEG` when set (a path, or a name looked up on `PATH`), else
    /// `ffmpeg` on `PATH`; `nil` when that is not an executable file.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let name = environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 } ?? "ffmpeg"
        if name.contains("/") { return isExecutable(name) ? name : nil }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            if isExecutable(candidate) { return candidate }
        }
        return nil
    }

    private static func isExecutable(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }
}
