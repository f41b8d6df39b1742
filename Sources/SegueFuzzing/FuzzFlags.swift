/// The options an input gives a command entry (`RenderFuzzing`, `GoldenFuzzing`): its first line,
/// split at spaces, kept to the options the entry allows. An option that takes a value keeps the
/// token after it, whatever it is (that is what is fuzzed); anything else is dropped, so an
/// input can neither name a path to write (`--out`, `--json`), nor watch for ever (`--watch`),
/// nor start hundreds of threads (`--jobs` keeps 1 or 2).
enum FuzzFlags {
    /// `line`'s tokens that `allowed` (option name → takes a value) allows, in order.
    static func parse(_ line: Substring, allowed: [String: Bool]) -> [String] {
        let tokens = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var kept: [String] = []
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            i += 1
            guard let takesValue = allowed[token] else { continue }
            guard takesValue else { kept.append(token); continue }
            guard i < tokens.count else { break }
            let value = tokens[i]
            i += 1
            if token == "--jobs" && value != "1" && value != "2" { continue }
            kept += [token, value]
        }
        return kept
    }

    /// The value of the last `name` in `flags` (as `parse` kept them), if any.
    static func value(of name: String, in flags: [String]) -> String? {
        guard let index = flags.lastIndex(of: name), index + 1 < flags.count else { return nil }
        return flags[index + 1]
    }

    /// `bytes` split at its first newline: the options line and the rest (all of it, and no
    /// options, when there is no newline).
    static func split(_ bytes: [UInt8]) -> (line: Substring, rest: [UInt8]) {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return ("", bytes) }
        return (Substring(String(decoding: bytes[..<newline], as: UTF8.self)), Array(bytes[(newline + 1)...]))
    }
}
