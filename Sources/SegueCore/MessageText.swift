/// How an error message echoes text the user gave (a JSON key or string, a layer id, path data,
/// a file name, an argument): so that every message stays one line and is safe to print.
///
/// Printed raw, a newline in a key would split the message over several lines, and an ESC or BEL
/// would reach the terminal as a command (a title change, a screen clear); a right-to-left
/// override would reorder the rest of the line. So these are written as Swift writes them in a
/// string literal: `\n`, `\r`, `\t`, `\0`, `\u{1B}`:
/// - control characters: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F);
/// - the line and paragraph separators U+2028 and U+2029;
/// - bidirectional formatting characters: U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069.
///
/// A backslash is written `\\` so that an escape in the message always stands for one character,
/// never for the two the user typed.
public enum MessageText {
    /// The most characters of a user's value that `quoted(_:)` shows (after escaping, before
    /// the "…" that says it was cut): enough for any id, key or colour and the start of a long
    /// string, while a 10 000-character value still leaves a line a terminal can show.
    public static let maxLength = 80

    /// A number as messages write it: no ".0" on whole numbers (`4`, `0.25`, `1e+20`).
    public static func number(_ value: Double) -> String { value.messageText }

    /// `text` in double quotes for a message, escaped (a `"` too, as `\"`) and cut after
    /// `maxLength` characters with "…": `"a\nb"`, `"\u{1B}]0;x"`.
    public static func quoted(_ text: String, limit: Int = maxLength) -> String {
        "\"" + escape(text, quote: true, limit: limit) + "\""
    }

    /// `text` escaped for a message but not quoted, and cut only when given a `limit`: for a
    /// file path as the user gave it (the whole path is what finds the file, and the system
    /// bounds its length) or a JSON key inside a JSON path (`limit: maxLength`).
    public static func escaped(_ text: String, limit: Int? = nil) -> String {
        escape(text, quote: false, limit: limit)
    }

    /// A whole message made safe to print as one line: only what `needsEscape(_:)` names is
    /// escaped, so the escapes and quotes already in it stay as they are. The last guard before
    /// a line reaches the terminal, for messages written by other libraries (which may echo an
    /// argument) and any echo a message missed.
    public static func line(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: needsEscape) else { return message }
        var out = ""
        for scalar in message.unicodeScalars {
            out += needsEscape(scalar) ? escape(scalar, quote: false) : String(scalar)
        }
        return out
    }

    /// Whether `scalar` is written as an escape rather than itself (see the type's doc).
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// The escaped text, at most `limit` characters of it followed by "…" when longer. An
    /// escape is never split: it is shown whole or not at all.
    static func escape(_ text: String, quote: Bool, limit: Int?) -> String {
        var out = "", count = 0
        for scalar in text.unicodeScalars {
            let piece = escape(scalar, quote: quote)
            if let limit, count + piece.unicodeScalars.count > limit { return out + "…" }
            out += piece
            count += piece.unicodeScalars.count
        }
        return out
    }

    /// One scalar as a message writes it.
    static func escape(_ scalar: Unicode.Scalar, quote: Bool) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\0": return "\\0"
        case "\\": return "\\\\"
        case "\"" where quote: return "\\\""
        case _ where needsEscape(scalar): return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: return String(scalar)
        }
    }
}
