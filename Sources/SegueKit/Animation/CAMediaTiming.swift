import Foundation

/// Core Animation's timing protocol, adopted by layers and animations: a local time line that
/// starts at `beginTime` in the parent's time, runs at `speed`, is shifted by `timeOffset`,
/// repeats and autoreverses, and fills before and after its active duration per `fillMode`.
///
/// Local time = (parent time − beginTime) · speed + timeOffset (Apple's CAMediaTiming
/// reference); a `speed` of 0 stops local time at `timeOffset`, which is how UIKit pauses an
/// interactive transition.
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active duration: nothing (`removed`, the default), its
/// end value after it (`forwards`), its start value before it (`backwards`), or both.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation's constants spell it ("removed", "forwards", …).
    public let rawValue: String
    /// A fill mode by name; a name other than the four below fills neither way.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No fill: outside its active duration the animation has no effect (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end value stays after the active duration, while the animation stays on its layer.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value shows before the animation begins (with a later `beginTime`).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Fills forwards and backwards.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// One CAMediaTiming time line's mapping from its parent's time, shared by layers and animations.
struct MediaTimeline {
    var beginTime: Double, speed: Double, timeOffset: Double

    /// Local time at `parent` time.
    func local(_ parent: Double) -> Double { (parent - beginTime) * speed + timeOffset }

    /// The parent time at which local time is `local`, or `nil` when the time line is stopped.
    func parent(ofLocal local: Double) -> Double? {
        speed == 0 ? nil : (local - timeOffset) / speed + beginTime
    }
}
