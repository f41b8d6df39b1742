import Testing
import SegueFuzzing

/// Inputs the fuzz entry must refuse with one line, and the minimal inputs of what fuzzing found.
struct TemplateFuzzingTests {
    func rejection(_ text: String) -> String? {
        rejection(Array(text.utf8))
    }

    func rejection(_ bytes: [UInt8]) -> String? {
        guard case .rejected(let message) = TemplateFuzzing.run(bytes) else { return nil }
        return message
    }

    @Test func emptyAndNonTextInputsAreRejectedWithOneLine() throws {
        for input: [UInt8] in [[], [0xFF, 0xFE], Array("{".utf8), [0x7B, 0x00, 0x7D]] {
            let message = try #require(rejection(input), "\(input)")
            #expect(FuzzOutcome.rejected(message: message).violation == nil, "\(message)")
        }
    }

    @Test func aReferenceOutOfTheFolderIsRefusedWithOneLine() throws {
        let message = try #require(rejection(#"{"from": "../../etc/passwd", "to": "screens/list.json", "transition": {"type": "fade", "operation": "push", "duration": 1}}"#))
        #expect(message.contains("sandboxed"))
        #expect(FuzzOutcome.rejected(message: message).violation == nil)
    }
}
