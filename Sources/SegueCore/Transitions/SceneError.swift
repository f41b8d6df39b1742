/// Why a scene cannot be evaluated: where in the template's structure, and what is wrong.
///
/// `path` is JSON-like (`transition.animations[2].target`) so a template error can prefix the
/// file name and print one line: `x.json: transition.source: expected the id of a layer of the from
/// screen (the list screen of a push), found "cel"; did you mean "cell"?`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where: a JSON-like path from the scene's root.
    public var path: String
    /// What: the expectation and what was found.
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message` (just the message when the path is empty).
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// The same error one level down: `prefix.path` (`from.` + `layers[2].id`).
    public func prefixed(_ prefix: String) -> SceneError {
        SceneError(path: path.isEmpty ? prefix : prefix + "." + path, message: message)
    }
}

extension Double {
    /// The number as messages write it: no ".0" on whole numbers (`4`, `0.25`, `1e+20`).
    var messageText: String {
        if rounded() == self, abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
