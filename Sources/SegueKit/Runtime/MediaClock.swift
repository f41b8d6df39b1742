import SegueCore

/// The current time of Core Animation's media clock, in seconds.
///
/// On iOS this is the host's clock (seconds since boot). In SegueKit it is the virtual clock of
/// the recording under way: it starts at 0 when a recording starts, stands still
/// while animator code runs, and moves only when the recorder advances it to the next frame or
/// to the next moment something is due (an animation's end, a completion block, a delay).
/// Code that schedules with `CACurrentMediaTime() + 0.3`, as iOS code does, therefore behaves
/// the same and deterministically.
public func CACurrentMediaTime() -> CFTimeInterval {
    Runtime.withCurrent { $0.now }
}

/// Core Foundation's time interval in seconds, which Foundation on Linux lacks.
public typealias CFTimeInterval = Double
