import Foundation
import SegueCore

/// Where a golden run says what it wrote into a golden folder: one line per subject that
/// recorded anything, e.g. `recorded Tests/Goldens/fade: 5 frames (0, 0.25, 0.5, 0.75, 1 s) at
/// scale 1` (`GoldenReport.recordingLine`). Standard error by default, so the first
/// `swift test` of a new golden test, which records, never does so without a word; a test may
/// collect the lines instead.
public struct GoldenLog: Sendable {
    /// Called with each line (no newline).
    public var write: @Sendable (String) -> Void

    /// A log that hands each line to `write`.
    public init(_ write: @escaping @Sendable (String) -> Void) { self.write = write }

    /// Each line on standard error, control characters escaped (`MessageText.line`).
    public static let standardError = GoldenLog { line in
        FileHandle.standardError.write(Data((MessageText.line(line) + "\n").utf8))
    }
}
