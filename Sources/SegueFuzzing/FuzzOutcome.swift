import SegueCore

/// What became of one fuzz input, and whether the fuzzing contract held for it.
///
/// The contract: an input either loads and evaluates to finite values everywhere, or is
/// rejected with a message that is one printable line (no character `MessageText` would escape,
/// so no newline, carriage return, control or bidi character) of at most `maxMessageLength`
/// characters. Crashing and hanging break it too, but those the fuzzer itself catches.
public enum FuzzOutcome: Hashable, Sendable {
    /// The template loaded and every instant evaluated (how many instants were sampled).
    case evaluated(instants: Int)
    /// The template was refused with this user-facing message (`TemplateError.description`).
    case rejected(message: String)
    /// The template loaded but evaluating it at `time` seconds gave a non-finite value.
    case nonFinite(time: Double, problem: String)
    /// A command or a decoder ran the input through and it was accepted (what it did).
    case completed(String)
    /// A command refused the input: its exit status and the lines it wrote to standard error.
    case failed(status: Int32, lines: [String])
    /// The input was not run: it costs more than the entry's budget (why).
    case skipped(String)
    /// A property of what was made does not hold (a decoded image that does not survive a
    /// round trip, a render that reports success without its manifest).
    case broken(String)

    /// The longest message the contract allows: a file name, a JSON path (shown at most
    /// `TemplateError.maxShownPathLength`, 600, characters long) and a sentence quoting one or
    /// two values of at most 80 characters each.
    public static let maxMessageLength = 1_000

    /// Why this outcome breaks the contract, as one line, or `nil` when it keeps it. A command's
    /// refusal keeps it with exit status 1 (bad input) or 64 (usage), every line it wrote one
    /// printable line, and the last (the failure itself) starting `segue: `, as docs/fuzzing.md promises.
    public var violation: String? {
        switch self {
        case .evaluated, .completed, .skipped:
            return nil
        case .nonFinite(let time, let problem):
            return "evaluated to a non-finite value at \(time) s: \(problem)"
        case .broken(let what):
            return what
        case .rejected(let message):
            return FuzzOutcome.problem(with: message).map { "rejected with \($0)" }
        case .failed(let status, let lines):
            guard status == 1 || status == 64 else { return "exited with status \(status): \(lines.joined(separator: " / "))" }
            guard !lines.isEmpty else { return "exited with status \(status) without saying why" }
            for line in lines {
                if let problem = FuzzOutcome.problem(with: line) { return "failed with \(problem)" }
            }
            // Report lines (verify's "t: frame 3 …: no golden") may come first; the failure itself is said last.
            if !lines[lines.count - 1].hasPrefix("segue: ") {
                return "failed with a last line that does not start with \"segue: \": \(MessageText.quoted(lines[lines.count - 1], limit: 300))"
            }
            return nil
        }
    }

    /// What is wrong with `message` as a one-line error, or `nil`.
    static func problem(with message: String) -> String? {
        if message.isEmpty { return "an empty message" }
        if message.unicodeScalars.contains(where: MessageText.needsEscape) {
            return "a message that is not one printable line: \(MessageText.quoted(message, limit: 300))"
        }
        if message.count > FuzzOutcome.maxMessageLength {
            return "a message of \(message.count) characters (over \(FuzzOutcome.maxMessageLength)): \(MessageText.quoted(message, limit: 300))"
        }
        return nil
    }

    /// One line for the reproducer: `ok …`, `rejected: <message>`, `skipped: …` or `VIOLATION: <why>`.
    public var line: String {
        if let violation { return "VIOLATION: " + violation }
        switch self {
        case .rejected(let message): return "rejected: " + message
        case .failed(let status, let lines): return "failed (status \(status)): " + lines.joined(separator: " / ")
        case .skipped(let why): return "skipped: " + why
        case .completed(let what): return "ok (\(what))"
        case .evaluated(let instants): return "ok (\(instants) instants evaluated)"
        case .nonFinite, .broken: return ""
        }
    }

    /// True when the input went past the first check (loaded, ran, decoded): what a loop counts
    /// to know it tests more than the parser.
    public var wentThrough: Bool {
        switch self {
        case .evaluated, .completed, .nonFinite, .broken: true
        case .rejected, .failed, .skipped: false
        }
    }
}
