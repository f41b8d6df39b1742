import SegueCore

/// A place in a template's JSON: the value found there (or nothing), its JSON path and the
/// file it came from. Every decoding step goes through a node, so every error it throws
/// names the file, the path, what was expected and what was found.
struct Node {
    var value: JSONValue?
    var jsonPath: String
    var context: DecodeContext

    /// The node of `key` inside this one (its value is filled in by `ObjectNode`). An unknown
    /// key is the user's text, so the path shows it escaped and cut (see `MessageText`).
    func child(_ key: String, _ value: JSONValue?) -> Node {
        let key = MessageText.escaped(key, limit: MessageText.maxLength)
        return Node(value: value, jsonPath: jsonPath.isEmpty ? key : jsonPath + "." + key, context: context)
    }

    /// The node of the `index`-th item of this array.
    func item(_ index: Int, _ value: JSONValue) -> Node {
        Node(value: value, jsonPath: jsonPath + "[\(index)]", context: context)
    }

    /// What an error message says was found here.
    var found: String { value?.summary ?? "nothing" }

    /// A one-line error at this node: "expected <expected>, found <what is here>".
    func failure(_ expected: String) -> TemplateError {
        TemplateError(file: context.file, path: jsonPath, message: "expected \(expected), found \(found)")
    }

    /// A one-line error about this node's values: "expected <expected>, found [0.8, 0.2]"
    /// (the numbers written out; see `JSONValue.literal`).
    func valueFailure(_ expected: String) -> TemplateError {
        failure(message: "expected \(expected), found \(value?.literal ?? "nothing")")
    }

    /// An error at this node with a complete message of its own.
    func failure(message: String) -> TemplateError {
        TemplateError(file: context.file, path: jsonPath, message: message)
    }

    var isMissing: Bool { value == nil }
}

/// A JSON object whose keys were checked against the allowed ones.
struct ObjectNode {
    var node: Node
    var members: [JSONValue.Member]

    /// The node of `key`; its value is `nil` when the key is absent.
    subscript(_ key: String) -> Node {
        node.child(key, members.first(where: { $0.key == key })?.value)
    }

    /// The node of `key` when present (JSON `null` counts as present).
    func optional(_ key: String) -> Node? {
        let child = self[key]
        return child.isMissing ? nil : child
    }

    var keys: [String] { members.map(\.key) }
}

extension Node {
    /// This value as an object whose keys are all in `allowed`; an unknown key is an error at its
    /// own path, so a typo never falls back to a default silently.
    func object(allowing allowed: [String]) throws(TemplateError) -> ObjectNode {
        guard case .object(let members)? = value?.kind else { throw failure("an object") }
        for member in members where !allowed.contains(member.key) {
            // `$schema` is for editors; the message lists the keys that describe the scene.
            let list = allowed.filter { $0 != Node.schemaKey }.joined(separator: ", ")
            throw child(member.key, member.value)
                .failure(message: "expected a key among \(list), found unknown key \(MessageText.quoted(member.key))")
        }
        return ObjectNode(node: self, members: members)
    }

    /// This value as an array of nodes.
    func array(_ what: String = "an array") throws(TemplateError) -> [Node] {
        guard case .array(let items)? = value?.kind else { throw failure(what) }
        return items.enumerated().map { item($0.offset, $0.element) }
    }

    func string(_ what: String = "a string") throws(TemplateError) -> String {
        guard case .string(let s)? = value?.kind else { throw failure(what) }
        return s
    }

    func bool() throws(TemplateError) -> Bool {
        guard case .bool(let b)? = value?.kind else { throw failure("true or false") }
        return b
    }

    /// One of an enumeration's raw values, listed in the error.
    func choice<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws(TemplateError) -> E where E.RawValue == String {
        let names = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .string(let s)? = value?.kind, let e = E(rawValue: s) else { throw failure("one of \(names)") }
        return e
    }
}
