import Testing
@testable import SegueCore

@Suite struct MessageTextTests {
    @Test func controlCharactersAreWrittenAsSwiftEscapes() {
        #expect(MessageText.quoted("a\nb") == #""a\nb""#)
        #expect(MessageText.quoted("\r\t\0") == #""\r\t\0""#)
        // ESC ] 0 ; … BEL sets a terminal's title; ESC [ 2 J clears the screen.
        #expect(MessageText.quoted("\u{1B}]0;x\u{07}") == #""\u{1B}]0;x\u{7}""#)
        #expect(MessageText.quoted("\u{1B}[2J") == #""\u{1B}[2J""#)
        // DEL and C1 (U+009B is a one-byte CSI).
        #expect(MessageText.quoted("\u{7F}\u{9B}") == #""\u{7F}\u{9B}""#)
    }

    @Test func separatorsAndBidiControlsAreEscaped() {
        #expect(MessageText.quoted("a\u{2028}b\u{2029}") == #""a\u{2028}b\u{2029}""#)
        // A right-to-left override would print "txt.exe" as "exe.txt".
        #expect(MessageText.quoted("x\u{202E}txt.exe") == #""x\u{202E}txt.exe""#)
        #expect(MessageText.quoted("\u{200E}\u{200F}\u{2066}\u{2069}\u{61C}") == #""\u{200E}\u{200F}\u{2066}\u{2069}\u{61C}""#)
    }

    @Test func quotesAndBackslashesAreEscapedSoEveryEscapeIsOneCharacter() {
        // The two characters `\` `n` the user typed are not a newline in the message.
        #expect(MessageText.quoted(#"a\nb"#) == #""a\\nb""#)
        #expect(MessageText.quoted(#"say "hi""#) == #""say \"hi\"""#)
        // Unquoted (a file path), a quote is itself.
        #expect(MessageText.escaped("a \"b\"\n.json") == #"a "b"\n.json"#)
    }

    @Test func ordinaryTextIsUnchanged() {
        #expect(MessageText.quoted("avatar") == "\"avatar\"")
        #expect(MessageText.quoted("Écran — 日本語 👋") == "\"Écran — 日本語 👋\"")
        #expect(MessageText.quoted("") == "\"\"")
    }

    @Test func longTextIsCutAfterMaxLengthWithAnEllipsis() {
        let long = String(repeating: "a", count: 10_000)
        #expect(MessageText.quoted(long) == "\"" + String(repeating: "a", count: 80) + "…\"")
        // Exactly 80 characters fit whole.
        let fits = String(repeating: "b", count: 80)
        #expect(MessageText.quoted(fits) == "\"" + fits + "\"")
        // An escape is never split: 79 letters leave 1 character, too few for `\n`.
        #expect(MessageText.quoted(String(repeating: "c", count: 79) + "\nd") == "\"" + String(repeating: "c", count: 79) + "…\"")
        // A file path is escaped, never cut.
        #expect(MessageText.escaped(long) == long)
    }
}
