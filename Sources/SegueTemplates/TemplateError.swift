import SegueCore

/// A mistake in a template, for the user: one line naming the file (as the user gave it), the
/// place in it and what was wrong, e.g.
/// `Templates/x.json: transition.duration: expected a positive number, found -1`.
///
/// `path` is a JSON path (`to.layers[3].frame`), or `line L, column C` for malformed JSON, or
/// empty when the whole file is at fault (it cannot be read).
public struct TemplateError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file at fault: the template as the user gave it, or a screen file it references.
    public var file: String
    /// Where in the file: a JSON path, `line L, column C`, or empty (see the type's doc).
    public var path: String
    /// What was expected and what was found.
    public var message: String
    /// The template and the JSON path in it that named `file`, when `file` is a screen file a
    /// template references: several templates may share one screen, and the line says which of
    /// them was being read (`a.json: from: screens/bad.json: layers[0]…`). `nil` for a mistake
    /// in the template itself, or in a screen file read on its own.
    public var namedBy: Reference?

    /// Where a referenced file was named: a template file and a JSON path in it.
    public struct Reference: Sendable, Equatable {
        public var file: String
        public var path: String

        public init(file: String, path: String) {
            self.file = file
            self.path = path
        }
    }

    public init(file: String, path: String, message: String, namedBy: Reference? = nil) {
        self.file = file
        self.path = path
        self.message = message
        self.namedBy = namedBy
    }

    /// One line: the template and path that named the file, when it is a referenced one; the
    /// file escaped as `MessageText.escaped(_:)` writes it, the path (shortened as `shownPath`
    /// says), the message.
    public var description: String {
        let file = MessageText.escaped(self.file)
        let own = path.isEmpty ? "\(file): \(message)" : "\(file): \(shownPath): \(message)"
        guard let namedBy else { return own }
        return "\(MessageText.escaped(namedBy.file)): \(namedBy.path): \(own)"
    }

    /// The longest JSON path a description shows whole: longer than the path of any real
    /// template's mistake (a layer 40 levels deep is about 520 characters), while layers nested
    /// 120 deep make a path of over 1 500 (`to.layers[0].sublayers[0].sublayers[0]…`), a line no
    /// one reads; its start and end say where.
    public static let maxShownPathLength = 600

    /// `path`, or when longer than `maxShownPathLength`, its first and last components (each
    /// side at most half of it) around "…": `to.layers[0].sublayers[0].….sublayers[0].opacity`.
    public var shownPath: String {
        guard path.count > TemplateError.maxShownPathLength else { return path }
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        let half = TemplateError.maxShownPathLength / 2
        var head = 0, headLength = 0
        while head < parts.count, headLength + parts[head].count + 1 <= half {
            headLength += parts[head].count + 1
            head += 1
        }
        var tail = parts.count, tailLength = 0
        while tail > head, tailLength + parts[tail - 1].count + 1 <= half {
            tailLength += parts[tail - 1].count + 1
            tail -= 1
        }
        guard head < tail else { return path }
        return (parts[..<head] + ["…"] + parts[tail...]).joined(separator: ".")
    }
}

extension TemplateError: UserFacingError {}
