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

    /// `line` cut to `columns − 1` terminal columns (the last an ellipsis when cut): a line that
    /// wrapped would leave its first rows behind, since `\r` and erase-line reach only the last.
    /// East Asian wide characters take two columns (`width(of:)`).
    static func fitted(_ line: String, columns: Int?) -> String {
        guard let columns else { return line }
        guard columns > 1 else { return "" }
        if line.reduce(0, { $0 + width(of: $1) }) <= columns - 1 { return line }
        var kept = "", used = 0
        for character in line {
            let w = width(of: character)
            if used + w > columns - 2 { break }
            kept.append(character)
            used += w
        }
        return kept + "…"
    }

    /// The terminal columns `character` takes: 2 for the wide ranges of Unicode's East Asian
    /// Width (Hangul, CJK, kana, full-width forms, most emoji), else 1.
    static func width(of character: Character) -> Int {
        guard let v = character.unicodeScalars.first?.value else { return 0 }
        let wide: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                                           0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
                                           0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD]
        return wide.contains { $0.contains(v) } ? 2 : 1
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
