import Foundation
import PackagePlugin

/// Writes `SegueVersion.swift` from the package's `VERSION` file before the target compiles, so
/// that `VERSION` is the one place Segue's version is written: `segue --version` prints it, and
/// the CHANGELOG's newest section and the README's install lines are checked against it by the
/// tests. Runs `/bin/sh` (no tool of its own to build); a first line that is not three numbers
/// (`0.9.0`) fails the build with one line naming the file.
@main
struct SegueVersionPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let version = context.package.directoryURL.appending(path: "VERSION")
        let output = context.pluginWorkDirectoryURL.appending(path: "SegueVersion.swift")
        // The first line of VERSION, its blanks dropped, checked to be three numbers.
        let script = """
            v=$(head -n 1 "$1" | tr -d ' \\t\\r'); \
            case "$v" in ''|*[!0-9.]*|.*|*.|*..*) echo "$1: expected a version of three numbers (0.9.0) on the first line, found '$v'" >&2; exit 1;; esac; \
            [ "$(printf '%s' "$v" | tr -cd . | wc -c)" -eq 2 ] || { echo "$1: expected a version of three numbers (0.9.0) on the first line, found '$v'" >&2; exit 1; }; \
            printf '/// The version of Segue this build is (the package'"'"'s VERSION file).\\npublic let segueVersion = "%s"\\n' "$v" > "$2"
            """
        return [.buildCommand(displayName: "Writing SegueVersion.swift from VERSION", executable: URL(fileURLWithPath: "/bin/sh"),
                              arguments: ["-c", script, "sh", version.path, output.path],
                              inputFiles: [version], outputFiles: [output])]
    }
}
