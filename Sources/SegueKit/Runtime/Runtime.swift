import Foundation
import SegueCore

/// SegueKit's run loop on a virtual clock: the media time (`CACurrentMediaTime()`), the work
/// scheduled on it (completion blocks, delays, the ends of animations) and what is in flight
/// (layers with animations, drivers such as a finishing interactive transition).
///
/// iOS runs all of this on the main thread's run loop against the host clock; SegueKit runs it
/// when the recorder (or a test) calls `advance(to:)`, which visits every moment something is
/// due in time order, so a completion block runs at the exact moment its animation ends and not
/// at the next frame. One runtime is current at a time (`Runtime.session`), which serialises
/// recordings made on several threads.
final class Runtime {
    /// The media time a session starts at: 0, so that frame k's media time is exactly k/fps
    /// and times in completion blocks read as seconds into the recording (iOS's media time is
    /// the time since boot; only differences matter to animation code). A `beginTime` of 0 then
    /// means "now" at the start, as Core Animation's 0 always does.
    static let epoch: CFTimeInterval = 0

    /// The media time now.
    private(set) var now: CFTimeInterval = Runtime.epoch

    /// Work due at a moment, run in time order, then in the order it was scheduled.
    private struct Timer {
        let time: CFTimeInterval
        let order: Int
        let action: @MainActor () -> Void
    }
    private var timers: [Timer] = []
    private var timerOrder = 0

    /// Layers that hold animations, checked for animations that start or end.
    private var animatedLayers: [ObjectIdentifier: Weak<CALayer>] = [:]

    /// The open Core Animation transactions, innermost last.
    var transactions: [CATransaction] = []

    /// The transitions an app started in this session (`present`, `dismiss`), oldest first.
    var transitions: [TransitionContext] = []

    /// What `UIScreen.main` reports.
    var screen = ScreenCanvas.iPhone

    /// Problems in calls that cannot throw (`Misuse`), in order: this session's.
    var misuse: [SegueKitError] = []
    /// Problems recorded outside any session, by the thread that made the call (`pthread_self`):
    /// each belongs to the next recording *of that thread* (a view loaded just before `record`),
    /// not to whichever recording another thread starts first.
    var misuseOutsideSessions: [UInt: [SegueKitError]] = [:]
    /// True for a runtime made by `session`, false for the one outside every recording.
    private(set) var isSession = false

    /// The calling thread, as `misuseOutsideSessions` keys it.
    static var threadKey: UInt { UInt(pthread_self()) }

    /// What cannot be drawn, found while taking frames: the recorder's error, first one first.
    private(set) var refusals: [String] = []

    /// Throws the first problem recorded so far in this session: misuse first, then what
    /// could not be drawn (the recorder's check after every step).
    func throwFirstProblem() throws {
        if let first = misuse.first { throw first }
        if let refusal = refusals.first { throw SegueKitError(refusal) }
    }

    /// Records that a frame cannot be drawn as asked (once per message).
    func refuse(_ message: String) {
        if !refusals.contains(message) { refusals.append(message) }
    }

    /// The animation blocks being run, innermost last; `nil` for `performWithoutAnimation`.
    var animationBlocks: [AnimationBlock?] = []
    /// `UIView.setAnimationsEnabled`.
    var animationsEnabled = true

    /// Things that change layer timing as the clock moves (a finishing interactive transition).
    private var drivers: [any ClockDriver] = []

    // MARK: The current runtime

    private static let lock = NSRecursiveLock()
    nonisolated(unsafe) private static var current = Runtime()

    /// Runs `body` with the current runtime.
    static func withCurrent<T>(_ body: (Runtime) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(current)
    }

    /// Runs `body` with the current runtime when no other thread holds it (a recording on
    /// another thread holds it to the end), else returns `nil` at once without waiting: for
    /// calls from any thread that only concern the recording thread's own work (`MainQueueWork`).
    static func withCurrentIfFree<T>(_ body: (Runtime) throws -> T) rethrows -> T? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        return try body(current)
    }

    /// Runs `body` with a fresh runtime at `epoch` that is current until it returns; other
    /// threads' SegueKit calls wait meanwhile. The previous runtime is restored afterwards; what
    /// it had recorded as misuse moves to the new one, so the recording reports it.
    static func session<T>(_ body: (Runtime) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        let saved = current
        current = Runtime()
        current.isSession = true
        // Problems this thread recorded outside any session (a controller's view loaded before
        // `record`, a timing function made in an initialiser) belong to this recording.
        current.misuse = saved.misuseOutsideSessions.removeValue(forKey: threadKey) ?? []
        defer { current = saved }
        return try body(current)
    }

    // MARK: Scheduling

    /// Runs `action` when the clock reaches `time` (at once, on the next `advance`, if it has).
    func schedule(at time: CFTimeInterval, _ action: @escaping @MainActor () -> Void) {
        timers.append(Timer(time: max(time, now), order: timerOrder, action: action))
        timerOrder += 1
    }

    /// Registers `layer` as holding animations, so their starts and ends are noticed.
    func watch(_ layer: CALayer) {
        let key = ObjectIdentifier(layer)
        if animatedLayers[key]?.object !== layer { animatedLayers[key] = Weak(layer) }
    }

    /// Adds a driver, which stays until its `update(at:)` returns false.
    @MainActor
    func add(_ driver: any ClockDriver) {
        drivers.append(driver)
    }

    // MARK: Advancing

    /// How close two media times must be to count as the same moment: an animation that ends at
    /// 0.1 + 0.2 seconds ends at the frame at 0.3.
    static let tolerance: CFTimeInterval = 1e-9

    /// Moves the clock to `time`, running everything due on the way in time order: drivers
    /// first (they move layer time), then animations that start or stop (delegates, completion
    /// blocks), then scheduled work. Work that schedules more work at or before `time` is run
    /// too. Going back in time is not possible; an earlier `time` runs what is due now.
    /// With `stop`, the clock stops at the first moment after which `stop()` holds, short of `time`.
    @MainActor
    func advance(to time: CFTimeInterval, until stop: (() -> Bool)? = nil) {
        var guardCount = 0
        while true {
            runDue()
            if let stop, stop() { return }
            guard let next = nextEvent(), next <= time + Runtime.tolerance, next > now else { break }
            now = max(now, next)
            guardCount += 1
            if guardCount > Runtime.maximumEventsPerAdvance {
                Misuse.record(SegueKitError("the run loop: more than \(Runtime.maximumEventsPerAdvance) events between two frames (an animation or completion block that keeps rescheduling itself?)"))
                break
            }
        }
        if let stop, stop() { return }
        if time > now { now = time }
        runDue()
    }

    /// The most moments `advance(to:)` visits between two frames before it gives up on a
    /// program that never lets time pass.
    static let maximumEventsPerAdvance = 100_000

    /// The earliest moment after now at which something is due.
    @MainActor
    private func nextEvent() -> CFTimeInterval? {
        var next: CFTimeInterval? = timers.lazy.map(\.time).min()
        func consider(_ t: CFTimeInterval?) {
            guard let t, t > now + Runtime.tolerance else { return }
            next = next.map { min($0, t) } ?? t
        }
        for driver in drivers { consider(driver.nextEvent(after: now)) }
        for layer in animatedLayers.values.compactMap(\.object) { consider(layer.nextAnimationEvent(after: now)) }
        if let n = next, n < now { return now }
        return next
    }

    /// Runs everything due now until nothing more is.
    @MainActor
    private func runDue() {
        var rounds = 0
        while rounds < Runtime.maximumEventsPerAdvance {
            rounds += 1
            drivers.removeAll { !$0.update(at: now) }
            var progressed = false
            for (key, weak) in animatedLayers.sorted(by: { $0.value.order < $1.value.order }) {
                guard let layer = weak.object else { animatedLayers[key] = nil; continue }
                if layer.runAnimationEvents(at: now) { progressed = true }
                if !layer.hasAnimations { animatedLayers[key] = nil }
            }
            let due = timers.filter { $0.time <= now + Runtime.tolerance }.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
            if !due.isEmpty {
                let orders = Set(due.map(\.order))
                timers.removeAll { orders.contains($0.order) }
                for timer in due { timer.action() }
                progressed = true
            }
            if !progressed { return }
        }
    }
}

/// Something that changes layer timing as the clock moves, such as UIKit's machinery that
/// finishes a percent-driven transition by moving the container's `timeOffset`.
@MainActor
protocol ClockDriver: AnyObject {
    /// Updates for the media time `now`; returns false when the driver is done.
    func update(at now: CFTimeInterval) -> Bool
    /// The next moment after `now` this driver has something happen (its end), if known.
    func nextEvent(after now: CFTimeInterval) -> CFTimeInterval?
}

/// A weak reference, remembering when it was made so layers are visited in a stable order.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    let order: Int
    init(_ object: Object) {
        self.object = object
        weakOrder += 1
        order = weakOrder
    }
}

/// The order of the last `Weak` made (used under the runtime's lock).
nonisolated(unsafe) private var weakOrder = 0
