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

    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// One line: the file escaped as `MessageText.escaped(_:)` writes it, the path, the message.
    public var description: String {
        let file = MessageText.escaped(self.file)
        return path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}

extension TemplateError: UserFacingError {}
