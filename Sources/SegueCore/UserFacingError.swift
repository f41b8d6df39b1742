/// An error the user can act on, whose `description` is one line saying where and what: a bad
/// template, a scene that cannot be resolved, an image that cannot be read, a golden that
/// differs. Every module's errors for users conform, so a command prints any of them the same
/// way (`segue: <description>`, exit 1) without casting to each type. Internal failures
/// (programming errors) are not user-facing errors.
public protocol UserFacingError: Error, CustomStringConvertible, Sendable {}

extension SceneError: UserFacingError {}
extension GeometryError: UserFacingError {}
