import Testing
@testable import SegueCore

@Suite struct AnimationStackTests {
    func opacity(_ target: AnimationTarget, _ from: Double, _ to: Double, _ start: Double, _ end: Double) throws -> PropertyAnimation {
        PropertyAnimation(target: target, keyPath: .opacity, from: .number(from), to: .number(to),
                          range: try AnimationRange(start: start, end: end))
    }

    func value(_ stack: AnimationStack, _ f: Double) -> AnimationValue {
        stack.value(atFraction: f, transitionTiming: .linear, transitionDuration: 1)
    }

    @Test func groupsByTargetAndKeyPathInFirstAppearanceOrder() throws {
        let a = try opacity(.to, 0, 1, 0, 1), b = try opacity(.from, 1, 0, 0, 1), c = try opacity(.to, 1, 0.5, 0.5, 1)
        let stacks = AnimationStack.grouping([a, b, c])
        #expect(stacks.map(\.target) == [.to, .from])
        #expect(stacks[0].animations == [a, c])
    }

    @Test func gapsHoldTheLastEndedValue() throws {
        // 0 → 1 on [0, 0.25], 1 → 0.5 on [0.75, 1]: in the gap (f = 0.5) the first's to-value 1
        // holds; before the first range nothing can be earlier, so at f = 0 it is running (0).
        let stack = AnimationStack.grouping([try opacity(.to, 0, 1, 0, 0.25), try opacity(.to, 1, 0.5, 0.75, 1)])[0]
        #expect(value(stack, 0.5) == .number(1))
        #expect(value(stack, 0) == .number(0))
    }

    @Test func beforeEveryRangeTheEarliestStartHoldsItsFromValue() throws {
        // Ranges [0.5, 1] (listed first) and [0.25, 0.5]: at f = 0.1 the one starting at 0.25 holds 7.
        let stack = AnimationStack.grouping([try opacity(.to, 3, 4, 0.5, 1), try opacity(.to, 7, 8, 0.25, 0.5)])[0]
        #expect(value(stack, 0.1) == .number(7))
    }

    @Test func ownTimingOverridesTheTransitions() throws {
        // Own linear timing under an easeIn transition: at f = 0.25 the value is 0.25, not easeIn's.
        var a = try opacity(.to, 0, 1, 0, 1)
        a.timing = .linear
        let stack = AnimationStack.grouping([a])[0]
        let v = stack.value(atFraction: 0.25, transitionTiming: .cubicBezier(.easeIn), transitionDuration: 1)
        guard case .number(let n) = v else { Issue.record("expected a number, found \(v)"); return }
        #expect(EvaluationFixtures.isClose(n, 0.25))  // easeIn(0.25) is below 0.1, far outside the tolerance
    }
}
