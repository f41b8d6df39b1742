import Testing
import SegueFuzzing

struct FuzzOutcomeTests {
    @Test func anEvaluatedInputKeepsTheContract() {
        #expect(FuzzOutcome.evaluated(instants: 8).violation == nil)
    }

    @Test func aOneLineMessageKeepsTheContract() {
        let message = "/segue-fuzz-in-memory/template.json: transition.duration: expected a positive number, found -1"
        #expect(FuzzOutcome.rejected(message: message).violation == nil)
    }

    @Test func aMessageWithALineBreakOrAControlCharacterBreaksIt() {
        for message in ["first line\nsecond line", "a\rb", "tab\there", "bell\u{7}", "esc\u{1B}[2J", "rtl \u{202E}txt", "sep\u{2028}"] {
            #expect(FuzzOutcome.rejected(message: message).violation != nil, "\(message.debugDescription)")
        }
    }

    @Test func anEmptyOrOverlongMessageBreaksIt() {
        #expect(FuzzOutcome.rejected(message: "").violation != nil)
        #expect(FuzzOutcome.rejected(message: String(repeating: "x", count: FuzzOutcome.maxMessageLength)).violation == nil)
        #expect(FuzzOutcome.rejected(message: String(repeating: "x", count: FuzzOutcome.maxMessageLength + 1)).violation != nil)
    }

    @Test func aNonFiniteValueBreaksIt() {
        #expect(FuzzOutcome.nonFinite(time: 0.5, problem: "node \"to\": [nan]").violation != nil)
    }
}
