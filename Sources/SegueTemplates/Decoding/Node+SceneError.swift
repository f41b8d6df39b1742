import SegueCore

extension Node {
    /// A Core error about the value at this node, its scene path relative to it: the error at
    /// `<this path>.<its path>` in this node's file.
    func at(_ error: SceneError) -> TemplateError {
        let path = [jsonPath, error.path].filter { !$0.isEmpty }.joined(separator: ".")
        return TemplateError(file: context.file, path: path, message: error.message)
    }

    /// The value a Core validating initialiser makes of this node's value, its `GeometryError`
    /// placed at this node, or at the child the error names when it starts with one of this
    /// object's keys (`dampingRatio: expected …` at `….spring.dampingRatio`).
    func making<T>(_ body: () throws(GeometryError) -> T) throws(TemplateError) -> T {
        do {
            return try body()
        } catch {
            let message = error.message
            if case .object(let members)? = value?.kind, let member = members.first(where: { message.hasPrefix($0.key + ": ") }) {
                throw child(member.key, member.value).failure(message: String(message.dropFirst(member.key.count + 2)))
            }
            throw failure(message: message)
        }
    }
}
