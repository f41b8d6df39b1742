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

    /// The environment variable that sets `stallSeconds` (whole seconds, 1 or more).
    public static let timeoutVariable = "SEGUE_FFMPEG_TIMEOUT"
    /// The default of `stallSeconds`: five minutes, far beyond the longest a working ffmpeg
    /// spends on one frame or on a GIF's palette (about 17 ms a frame, so 50 s for the largest
    /// GIF accepted), so only a hung encoder reaches it.
    public static let defaultStallSeconds = 300

    /// How long ffmpeg may take no input, or take to exit once its input ended, before it is
    /// taken for hung, killed, and the render fails with one line: `$SEGUE_FFMPEG_TIMEOUT`, else
    /// `defaultStallSeconds`. A hung encoder (a wrapper script that never reads, a stuck filter)
    /// would otherwise hang the render for ever.
    public static func stallSeconds(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        environment[timeoutVariable].flatMap(Int.init).flatMap { $0 >= 1 ? $0 : nil } ?? defaultStallSeconds
    }

    private static func isExecutable(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }
}
