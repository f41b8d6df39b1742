import Testing
@testable import SegueCLI

/// The progress line fits its terminal: a wrapped line leaves rows that `\r` and erase-line
/// do not reach, so a narrow terminal filled with stale lines.
@Suite struct ProgressLineTests {
    @Test func aLineLongerThanTheTerminalIsCutToOneColumnLessWithAnEllipsis() {
        let line = "cube-push-reduce-motion  20/37 frames  41.3 fps"   // 47 characters
        // 25 columns: 23 characters and the ellipsis, 24 in all, so the cursor never wraps.
        #expect(ProgressLine.fitted(line, columns: 25) == "cube-push-reduce-motion…")
        #expect(ProgressLine.fitted(line, columns: 25).count == 24)
        // 48 columns hold its 47 characters; an unknown width leaves it whole.
        #expect(ProgressLine.fitted(line, columns: 48) == line)
        #expect(ProgressLine.fitted(line, columns: nil) == line)
        // Wide characters take two columns: in 10 columns, four of them (8) and the ellipsis.
        #expect(ProgressLine.fitted("立方体の押し込み  3/37 frames", columns: 10) == "立方体の…")
        #expect(ProgressLine.fitted(line, columns: 1) == "")
    }
}
