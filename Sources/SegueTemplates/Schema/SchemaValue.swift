import SegueCore

/// A JSON value as the schema builder writes it: objects keep their keys in the order they were
/// written (a dictionary literal's order), so `segue schema` prints the same bytes every time
/// and a reader finds `description` before the details.
///
/// Literals build it: `["type": "number", "minimum": 0]` is an object, `[1, 2]` an array.
public indirect enum SchemaValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([SchemaValue])
    case object([Member])

    /// One `"key": value` pair of an object.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: SchemaValue
    }
}

extension SchemaValue: ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: SchemaValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, SchemaValue)...) {
        self = .object(elements.map { Member(key: $0.0, value: $0.1) })
    }
}

extension SchemaValue {
    /// An array of strings (an `enum`'s or a `required` list's values).
    static func strings(_ values: [String]) -> SchemaValue { .array(values.map(SchemaValue.string)) }

    /// This object with `key` set to `value`: replaced in place when present, else appended.
    /// On a value that is not an object, the value unchanged.
    func with(_ key: String, _ value: SchemaValue) -> SchemaValue {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key: key, value: value))
        }
        return .object(members)
    }

    /// This object with a `description` first (editors show it on hover and in completion).
    func described(_ text: String) -> SchemaValue {
        guard case .object(let members) = self else { return self }
        return .object([Member(key: "description", value: .string(text))] + members.filter { $0.key != "description" })
    }
}

extension SchemaValue {
    /// The value as pretty-printed JSON, two spaces an indent, ending with a newline: byte for
    /// byte the same for the same value (the shipped file is compared with it).
    public var prettyPrinted: String {
        var text = ""
        write(into: &text, indent: "")
        return text + "\n"
    }

    private func write(into text: inout String, indent: String) {
        switch self {
        case .string(let s): text += SchemaValue.quoted(s)
        case .number(let n): text += SchemaValue.format(n)
        case .bool(let b): text += b ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { text += "[]"; return }
            // A list of scalars (an enum, a required list) stays on one line when it is short.
            if items.allSatisfy(\.isScalar) {
                var line = "["
                for (index, item) in items.enumerated() {
                    if index > 0 { line += ", " }
                    item.write(into: &line, indent: "")
                }
                line += "]"
                if line.count + indent.count <= 100 { text += line; return }
            }
            let inner = indent + "  "
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += inner
                item.write(into: &text, indent: inner)
                text += index < items.count - 1 ? ",\n" : "\n"
            }
            text += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            let inner = indent + "  "
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + SchemaValue.quoted(member.key) + ": "
                member.value.write(into: &text, indent: inner)
                text += index < members.count - 1 ? ",\n" : "\n"
            }
            text += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// A JSON string literal: `JSONText.quote`, the tool's one escaping of its JSON output.
    static func quoted(_ s: String) -> String { JSONText.quote(s) }

    /// A number as JSON: whole numbers without a fraction (`10000`, not `10000.0`), others in
    /// Swift's shortest round-tripping form (`0.825`).
    static func format(_ n: Double) -> String {
        if n.rounded() == n, abs(n) < 1e15 { return String(Int(n)) }
        return String(n)
    }
}
