import Foundation

/// Blocks an animator hands to the main queue, run on SegueKit's virtual clock during a
/// recording.
///
/// On iOS, `DispatchQueue.main.async` and `asyncAfter` run on the main run loop against the
/// host clock: a block due in 0.25 s runs 0.25 s into the transition, among its frames. A
/// recording has no run loop turning meanwhile (it moves a virtual clock, see `Runtime`), so
/// such blocks would run after it, or never, and a view hidden at the half-way point by
/// `asyncAfter` would stay as it was. These two take the calls (Swift prefers them to
/// Dispatch's, whose extra parameters have defaults, in Swift 5 and 6 alike, whatever else
/// the file imports) and put the block on the virtual clock when a recording is running and
/// the queue is the main one; anywhere else they call Dispatch's.
///
/// A `Timer`, `asyncAfter` with a `DispatchWorkItem`, the forms with `qos:` or `flags:` and
/// `asyncAfter(wallDeadline:)` keep Foundation's and Dispatch's own (a declaration of the same
/// signature would make the call ambiguous in a file that also imports Foundation): they run on
/// the real run loop, not during a recording, as does a block still due when the recording ends
/// (docs/seguekit.md says so).
///
/// A delay is taken to the millisecond: `.now() + 0.25` is read a few microseconds after the
/// caller computed it, and rounding keeps a block due on a frame's time on that frame in every
/// run.
extension DispatchQueue {
    /// True for the main queue: on Linux, `DispatchQueue.main` is a new object at every use,
    /// wrapping the one main queue, whose label is its own.
    private var isMain: Bool { label == DispatchQueue.main.label }

    /// As Dispatch's `async(execute:)`; on the main queue during a recording, `work` runs at
    /// the virtual clock's present moment, when the recorder next advances it (as the main run
    /// loop's next turn would).
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain, MainQueueWork.schedule(after: 0, work) else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
            return
        }
    }

    /// As Dispatch's `asyncAfter(deadline:execute:)`; on the main queue during a recording,
    /// `work` runs when the virtual clock has moved by the deadline's delay.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain, MainQueueWork.schedule(after: MainQueueWork.delay(until: deadline), work) else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
    }
}

/// The virtual clock's side of the main queue's work.
enum MainQueueWork {
    /// Puts `work` on the recording's clock `delay` seconds from now when the calling thread is
    /// the one recording; false otherwise (no recording, or another thread's: that thread holds
    /// the runtime for the whole recording, and a call from elsewhere goes to Dispatch at once
    /// rather than wait for it, which could deadlock a recording that waits for this thread).
    static func schedule(after delay: TimeInterval, _ work: @escaping @Sendable () -> Void) -> Bool {
        Runtime.withCurrentIfFree { runtime in
            guard runtime.isSession else { return false }
            runtime.schedule(at: runtime.now + delay) { work() }
            return true
        } ?? false
    }

    /// The seconds from now until `deadline` (0 when it has passed), to the millisecond.
    static func delay(until deadline: DispatchTime) -> TimeInterval {
        let now = DispatchTime.now().uptimeNanoseconds, due = deadline.uptimeNanoseconds
        return due > now ? rounded(Double(due - now) / 1e9) : 0
    }

    /// `seconds` to the millisecond.
    static func rounded(_ seconds: TimeInterval) -> TimeInterval {
        seconds.isFinite ? (seconds * 1000).rounded() / 1000 : 0
    }
}
