import SegueCore
@testable import SegueKit

/// A SegueKit session for a test: a fresh virtual clock at 0 s (the runtime's epoch), advanced
/// by the test, and a window of 100 × 100 points to put views in.
@MainActor
struct KitClock {
    let runtime: Runtime
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    /// Seconds since the session began.
    var time: Double { runtime.now - Runtime.epoch }

    /// Moves the clock to `seconds` after the session began, running what is due on the way.
    func advance(to seconds: Double) { runtime.advance(to: Runtime.epoch + seconds) }

    /// Runs `body` in a fresh session (sessions are serialised across threads).
    static func run(_ body: (KitClock) throws -> Void) rethrows {
        try Runtime.session { runtime in try body(KitClock(runtime: runtime)) }
    }
}
