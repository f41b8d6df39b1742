import Testing
@testable import SegueTemplates

struct JSONValueTests {
    func literal(_ json: String) throws -> String { try JSONParser.parse(json).literal }

    @Test func shortNumberArraysAreWrittenOutAsTyped() throws {
        #expect(try literal("[0.8, 0.2]") == "[0.8, 0.2]")
        #expect(try literal("[1e-3,2]") == "[1e-3, 2]")   // numbers keep their source text
        #expect(try literal("7") == "7")
    }

    @Test func otherValuesFallBackToTheSummary() throws {
        #expect(try literal(#"[1, "a"]"#) == "an array of 2")
        // 30 items "0" with ", " between them: 1 + 30 + 29·2 + 1 = 90 characters > 60.
        #expect(try literal("[" + Array(repeating: "0", count: 30).joined(separator: ",") + "]") == "an array of 30")
        #expect(try literal("{}") == "an object")
    }
}
