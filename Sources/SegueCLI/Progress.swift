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
        let line = "\(label)  \(done)/\(total) frames  \(String(format: "%.1f", fps)) fps"
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
    }

    /// Clears the line so the summary starts on a clean one.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
