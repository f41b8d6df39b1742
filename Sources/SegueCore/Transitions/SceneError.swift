/// Why a scene cannot be evaluated: where in the template's structure, and what is wrong.
///
/// `path` is JSON-like (`transition.animations[2].target`) so a template error can prefix the
/// file name and print one line: `x.json: transition.source: no layer "cell" in the from-screen`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where: a JSON-like path from the scene's root.
    public var path: String
    /// What: the expectation and what was found.
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
