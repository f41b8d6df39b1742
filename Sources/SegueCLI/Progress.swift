import Foundation

/// The progress line of a long render: template, frames done / total and frames per second,
/// redrawn in place on a terminal. Silent when stderr is not a terminal or with `--quiet`.
struct ProgressLine {
    let label: String
    let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast

    init(label: String, quiet: Bool) {
        self.label = label
        self.enabled = !quiet && isatty(STDERR_FILENO) != 0 && CommandCapture.current == nil
    }

    /// Shows `done` of `total` frames; redraws at most ten times a second, and always for the
    /// last frame.
    mutating func update(done: Int, total: Int) {
        guard enabled else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        let elapsed = max(now.timeIntervalSince(start), 1e-9)
        let fps = Double(done) / elapsed
        let line = ProgressLine.fitted("\(label)  \(done)/\(total) frames  \(String(format: "%.1f", fps)) fps",
                                       columns: ProgressLine.terminalColumns())
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
    }

    /// `line` cut to `columns − 1` characters (the last is an ellipsis when cut): a line that
    /// wrapped would leave its first rows behind, since `\r` and erase-line reach only the last.
    static func fitted(_ line: String, columns: Int?) -> String {
        guard let columns, columns > 1, line.count > columns - 1 else { return line }
        return String(line.prefix(columns - 2)) + "…"
    }

    /// The width of the terminal on stderr, or `nil` when it does not say.
    private static func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Clears the line so the summary starts on a clean one.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
