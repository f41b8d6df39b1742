import SegueCore

/// A call SegueKit cannot honour: API misuse (a value of the wrong type for a key path, a
/// timing function's x outside 0…1) or an API SegueKit does not support. UIKit's signatures
/// do not throw, so the call records the problem here and goes on with a safe value; the
/// recorder throws the first one recorded during a recording, one line naming the call, so
/// nothing is silently ignored.
public struct SegueKitError: Error, CustomStringConvertible, Sendable, Hashable, UserFacingError {
    /// One line: the call, and what was expected or that it is not supported.
    public var message: String
    /// An error with `message`, its control, line-separator and bidirectional characters escaped so that it prints as one
    /// safe line (`MessageText.line`).
    public init(_ message: String) { self.message = MessageText.line(message) }
    public var description: String { message }

    /// "not supported in SegueKit: <call>".
    static func unsupported(_ call: String) -> SegueKitError {
        SegueKitError("not supported in SegueKit: \(call)")
    }
}

/// The problems recorded in the current session (`Runtime.session`) since the last `take()`, in order.
enum Misuse {
    /// Records `error` for the recording under way, or, outside one, for this thread's next.
    static func record(_ error: SegueKitError) {
        Runtime.withCurrent { runtime in
            if runtime.isSession {
                runtime.misuse.append(error)
            } else {
                runtime.misuseOutsideSessions[Runtime.threadKey, default: []].append(error)
            }
        }
    }

    /// Everything recorded so far (in the session, or by this thread outside one), emptying the record.
    static func take() -> [SegueKitError] {
        Runtime.withCurrent { runtime in
            guard runtime.isSession else { return runtime.misuseOutsideSessions.removeValue(forKey: Runtime.threadKey) ?? [] }
            defer { runtime.misuse.removeAll() }
            return runtime.misuse
        }
    }
}
