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

    /// The longest message the contract allows: a file name, a JSON path (shown at most
    /// `TemplateError.maxShownPathLength`, 600, characters long) and a sentence quoting one or
    /// two values of at most 80 characters each.
    public static let maxMessageLength = 1_000

    /// Why this outcome breaks the contract, as one line, or `nil` when it keeps it.
    public var violation: String? {
        switch self {
        case .evaluated:
            return nil
        case .nonFinite(let time, let problem):
            return "evaluated to a non-finite value at \(time) s: \(problem)"
        case .rejected(let message):
            if message.isEmpty { return "rejected with an empty message" }
            if message.unicodeScalars.contains(where: MessageText.needsEscape) {
                return "rejected with a message that is not one printable line: \(MessageText.quoted(message, limit: 300))"
            }
            if message.count > FuzzOutcome.maxMessageLength {
                return "rejected with a message of \(message.count) characters (over \(FuzzOutcome.maxMessageLength)): \(MessageText.quoted(message, limit: 300))"
            }
            return nil
        }
    }

    /// One line for the reproducer: `ok …`, `rejected: <message>` or `VIOLATION: <why>`.
    public var line: String {
        if let violation { return "VIOLATION: " + violation }
        if case .rejected(let message) = self { return "rejected: " + message }
        return "ok (\(instants) instants evaluated)"
    }

    private var instants: Int {
        if case .evaluated(let instants) = self { return instants }
        return 0
    }
}
