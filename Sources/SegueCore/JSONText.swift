/// A JSON value for the tool's own output (manifest, `segue sample`, the verify summary), written
/// with keys in the order given and numbers in a fixed, readable form, so output is
/// byte-identical across runs.
public enum JSONText: Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case array([JSONText])
    case object([(String, JSONText)])

    /// Pretty-printed with two-space indentation; arrays of scalars stay on one line.
    public func rendered(indent: String = "") -> String {
        switch self {
        case .number(let v): return JSONText.format(v)
        case .string(let s): return JSONText.quote(s)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) {
                return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            let inner = indent + "  "
            return "{\n" + fields.map { inner + JSONText.quote($0.0) + ": " + $0.1.rendered(indent: inner) }
                .joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// Integers without a fraction; others rounded to 6 decimals with trailing zeros removed
    /// (a micro-point or a millionth of progress is below anything a frame can show). From 10¹⁵
    /// on, Swift's shortest form (`1e+308`): such a number has no fraction to round, and scaling
    /// it to millionths would overflow to infinity.
    public static func format(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        guard abs(v) < 1e15 else { return String(v) }
        let rounded = (v * 1e6).rounded() / 1e6
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            let i = Int(rounded)
            return i == 0 ? "0" : String(i)
        }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
