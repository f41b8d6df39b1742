import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct AnimationStackTests {
    typealias F = EvaluationFixtures

    /// A 1 s transition over the fixtures' screens with a linear timing (or `timing`).
    func context(timing: Timing = .linear) -> EffectContext {
        EffectContext(canvas: F.canvas, from: F.list, to: F.detail, operation: .push, duration: 1, timing: timing)
    }

    /// Opacity of the to-screen from `from` to `to`, active from `begin` to `end` seconds.
    func opacity(_ from: Double, _ to: Double, _ begin: Double, _ end: Double, fill: FillMode = .both,
                 target: AnimationTarget = .to, timing: Timing = .linear) throws -> ResolvedAnimation {
        try PropertyAnimation(target: target, keyPath: .opacity, from: .number(from), to: .number(to),
                              beginTime: begin, duration: end - begin, fillMode: fill)
            .resolve(in: context(timing: timing), path: "a")
    }

    func stack(_ animations: [ResolvedAnimation]) -> AnimationStack { AnimationStack.grouping(animations)[0] }

    @Test func groupsByTargetAndKeyPathInFirstAppearanceOrder() throws {
        let a = try opacity(0, 1, 0, 1), b = try opacity(1, 0, 0, 1, target: .from), c = try opacity(1, 0.5, 0.5, 1)
        let stacks = AnimationStack.grouping([a, b, c])
        #expect(stacks.map(\.target) == [LayerAddress(screen: "to", path: []), LayerAddress(screen: "from", path: [])])
        #expect(stacks[0].animations.map(\.animation) == [a.animation, c.animation])
    }

    @Test func gapsHoldTheLastEndedValue() throws {
        // 0 → 1 over [0, 0.25] s, 1 → 0.5 over [0.75, 1] s: in the gap (0.5 s) the first's
        // to-value 1 holds; at 0 s the first is active at its start (0).
        let s = stack([try opacity(0, 1, 0, 0.25), try opacity(1, 0.5, 0.75, 1)])
        #expect(s.value(at: 0.5) == .number(1))
        #expect(s.value(at: 0) == .number(0))
    }

    @Test func beforeEveryStartTheEarliestStartHoldsItsFromValue() throws {
        // Spans [0.5, 1] (listed first) and [0.25, 0.5]: at 0.1 s the one starting at 0.25 holds 7.
        let s = stack([try opacity(3, 4, 0.5, 1), try opacity(7, 8, 0.25, 0.5)])
        #expect(s.value(at: 0.1) == .number(7))
    }

    @Test func removedFillShowsTheLayersOwnValueOutsideTheSpan() throws {
        // fillMode removed over [0.25, 0.5]: nothing applies before or after (nil: the model
        // value shows); halfway through, at 0.375 s, linear gives 0.5.
        let s = stack([try opacity(0, 1, 0.25, 0.5, fill: .removed)])
        #expect(s.value(at: 0.1) == nil)
        #expect(s.value(at: 0.375) == .number(0.5))
        #expect(s.value(at: 0.9) == nil)
        // forwards only: the to-value after the end, nothing before the start.
        let forwards = stack([try opacity(0, 1, 0.25, 0.5, fill: .forwards)])
        #expect(forwards.value(at: 0.1) == nil)
        #expect(forwards.value(at: 0.9) == .number(1))
        // backwards only: the from-value before the start, nothing after the end.
        let backwards = stack([try opacity(0, 1, 0.25, 0.5, fill: .backwards)])
        #expect(backwards.value(at: 0.1) == .number(0))
        #expect(backwards.value(at: 0.9) == nil)
    }

    @Test func ownTimingOverridesTheTransitions() throws {
        // Own linear timing under an easeIn transition: at 0.25 s the value is 0.25, not easeIn's.
        var a = PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0), to: .number(1), timing: .linear)
        let own = try a.resolve(in: context(timing: .cubicBezier(.easeIn)), path: "a")
        guard case .number(let n)? = stack([own]).value(at: 0.25) else { Issue.record("expected a number"); return }
        expectClose(n, 0.25, tolerance: F.tolerance)  // easeIn(0.25) is below 0.1, far outside the tolerance
        // Without its own timing it takes the transition's: easeIn (0.42, 0, 1, 1) has
        // x = 1.26t(1 − t)² + 3t²(1 − t) + t³ and y = t²(3 − 2t); x = 0.25 at t = 0.18879, where
        // y = 0.09346.
        a.timing = nil
        let inherited = try a.resolve(in: context(timing: .cubicBezier(.easeIn)), path: "a")
        guard case .number(let m)? = stack([inherited]).value(at: 0.25) else { Issue.record("expected a number"); return }
        expectClose(m, 0.09346, tolerance: 1e-5)
    }

    @Test func aSpringIsSolvedOnceForTheAnimationsOwnDuration() throws {
        // A UIKit spring (ζ = 1) over a 0.5 s animation: its curve is that of
        // Spring.uikit(dampingRatio: 1, duration: 0.5), at 0.25 s its value at 0.25 s.
        let spring = Timing.spring(.dampingRatio(1, initialVelocity: 0))
        let a = try PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0), to: .number(1), timing: spring,
                                      beginTime: 0, duration: 0.5).resolve(in: context(), path: "a")
        let solved = try Spring.uikit(dampingRatio: 1, duration: 0.5)
        // Solved at resolution: the resolved curve holds that very spring over 0.5 s.
        let curve = try #require(a.curve as? SpringTiming)
        #expect(curve.spring == solved && curve.duration == 0.5)
        guard case .number(let n) = a.value(at: 0.25) else { Issue.record("expected a number"); return }
        expectClose(n, solved.value(at: 0.25), tolerance: 1e-12)
    }
}
