import Foundation

/// A scripted finger for a recording: it lands at the first point's time and place, moves in
/// straight lines through the points in between and lifts at the last one, as a template's
/// `interaction` scripts a pan. Its locations are in the window's (the canvas's) points.
///
/// The recorder delivers the touch as iOS does to the view under the finger and its gesture
/// recognizers: down at the first time, a move at every frame while down, and the last move and
/// the lift at the last time; a pan estimates its velocity from those moves as UIKit does.
public struct TouchPath: Sendable, Equatable {
    /// One scripted moment: the finger is at `location` at `time` seconds into the recording.
    public struct Point: Sendable, Equatable {
        /// Seconds into the recording: finite, at least 0, and after the previous point's.
        public var time: TimeInterval
        /// Where the finger is, in the window's (the canvas's) points.
        public var location: CGPoint
        /// The finger at `location` at `time` seconds.
        public init(time: TimeInterval, location: CGPoint) {
            self.time = time
            self.location = location
        }
    }

    /// The finger's moments, in time order.
    public var points: [Point]

    /// A path through `points`: at least two, times finite and increasing, locations finite.
    public init(_ points: [Point]) { self.points = points }

    /// A path through `(time, location)` pairs.
    public init(_ points: [(TimeInterval, CGPoint)]) {
        self.points = points.map { Point(time: $0.0, location: $0.1) }
    }

    /// A straight drag from `start` to `end` over `duration` seconds, landing at `time`.
    public static func drag(from start: CGPoint, to end: CGPoint, at time: TimeInterval = 0, duration: TimeInterval) -> TouchPath {
        TouchPath([Point(time: time, location: start), Point(time: time + duration, location: end)])
    }

    /// A tap at `location`: down at `time`, up 0.1 s later without moving.
    public static func tap(at location: CGPoint, time: TimeInterval = 0) -> TouchPath {
        TouchPath([Point(time: time, location: location), Point(time: time + 0.1, location: location)])
    }

    var start: TimeInterval { points.first?.time ?? 0 }
    var end: TimeInterval { points.last?.time ?? 0 }

    /// Why the path cannot be played, if it cannot.
    func problem() -> String? {
        guard points.count >= 2 else { return "expected at least 2 points (where the finger lands and where it lifts), found \(points.count)" }
        for (i, p) in points.enumerated() {
            guard p.time.isFinite, p.time >= 0 else { return "points[\(i)].time: expected a finite time ≥ 0 seconds, found \(p.time)" }
            guard p.location.x.isFinite, p.location.y.isFinite else {
                return "points[\(i)].location: expected finite coordinates, found (\(p.location.x), \(p.location.y))"
            }
            if i > 0, p.time <= points[i - 1].time {
                return "points[\(i)].time: expected a time after points[\(i - 1)]'s \(points[i - 1].time) s, found \(p.time)"
            }
        }
        return nil
    }

    /// The segment in effect at `t`: the one that ends at or after it (the last at the end).
    private func segment(at t: TimeInterval) -> (Point, Point) {
        let i = points.indices.dropFirst().first { points[$0].time >= t } ?? points.count - 1
        return (points[i - 1], points[i])
    }

    /// The finger's location at `t` (clamped to the path's ends).
    func location(at t: TimeInterval) -> CGPoint {
        if t <= start { return points[0].location }
        if t >= end { return points[points.count - 1].location }
        let (a, b) = segment(at: t)
        let f = (t - a.time) / (b.time - a.time)
        return CGPoint(x: a.location.x + (b.location.x - a.location.x) * f,
                       y: a.location.y + (b.location.y - a.location.y) * f)
    }
}

/// Plays a touch path into a window: hit-tests where the finger lands, collects the gesture
/// recognizers of that view and its superviews (innermost first), and feeds them the touch; an
/// enabled `UIControl` at or above the hit view tracks it too (see `UIControl`), and tap
/// recognizers above that control do not get it.
@MainActor
final class TouchPlayer {
    let path: TouchPath
    private weak var window: UIView?
    private var recognizers: [UIGestureRecognizer] = []
    private var control: UIControl?
    private(set) var isLifted = false

    init(path: TouchPath, window: UIView) {
        self.path = path
        self.window = window
    }

    /// Schedules the touch's events on `runtime`: down, a move at each frame time strictly
    /// inside the path, the last move and the lift.
    func schedule(on runtime: Runtime, fps: Int) {
        let start = path.start, end = path.end
        runtime.schedule(at: Runtime.epoch + start) { [self] in down() }
        var k = Int((start * Double(fps)).rounded(.down)) + 1
        while Double(k) / Double(fps) < end - Runtime.tolerance {
            let t = Double(k) / Double(fps)
            if t > start + Runtime.tolerance {
                runtime.schedule(at: Runtime.epoch + t) { [self] in move(at: t) }
            }
            k += 1
        }
        runtime.schedule(at: Runtime.epoch + end) { [self] in lift() }
    }

    private func down() {
        let location = path.location(at: path.start)
        guard let window, let hit = window.hitTest(location, with: nil) else { return }
        var view: UIView? = hit
        while let v = view {
            if control == nil, let found = v as? UIControl, found.isEnabled { control = found }
            // A control's default action wins over a tap recognizer behind it.
            let aboveControl = control.map { $0 !== v } ?? false
            recognizers += v.recognizers.filter { $0.isEnabled && !(aboveControl && $0 is UITapGestureRecognizer) }
            view = v.superview
        }
        for recognizer in recognizers { recognizer.touchBegan(at: location, time: path.start) }
        control?.trackingBegan(at: location)
    }

    private func move(at t: TimeInterval) {
        let location = path.location(at: t)
        for recognizer in active() { recognizer.touchMoved(to: location, time: t) }
        settle()
        control?.trackingMoved(to: location)
    }

    private func lift() {
        let location = path.location(at: path.end)
        for recognizer in active() { recognizer.touchMoved(to: location, time: path.end) }
        settle()
        for recognizer in active() { recognizer.touchEnded(at: location, time: path.end) }
        control?.trackingEnded(at: location)
        recognizers = []
        control = nil
        isLifted = true
    }

    /// The recognizers still watching the touch.
    private func active() -> [UIGestureRecognizer] { recognizers.filter { $0.touchLocation != nil && $0.isEnabled } }

    /// Once one recognizer has begun, the others fail unless a delegate lets both recognize.
    private func settle() {
        guard let winner = recognizers.first(where: { $0.state == .began || $0.state == .changed }) else { return }
        // A recognizer that begins takes the touch from the control.
        control?.trackingCancelled()
        control = nil
        for other in recognizers where other !== winner && other.state == .possible && other.touchLocation != nil {
            let together = winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true
            if !together { other.transition(to: .failed) }
        }
    }
}
