import Testing
@testable import SegueKit

extension ProcessWideState {
    /// CAMediaTimingFunction: CA's control points, and misuse recorded instead of ignored.
    struct TimingFunctionTests {
        private func points(_ f: CAMediaTimingFunction) -> [Float] {
            var out: [Float] = []
            for i in 0...3 {
                var xy: [Float] = [0, 0]
                f.getControlPoint(at: i, values: &xy)
                out += xy
            }
            return out
        }

        @Test func namedCurvesHaveCoreAnimationsControlPoints() {
            #expect(points(CAMediaTimingFunction(name: .easeInEaseOut)) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
            #expect(points(CAMediaTimingFunction(name: .default)) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
            // Control points are Floats, as in Core Animation: 0.42 as a Float is 0.41999998…, so the
            // named curve (exactly 0.42, as templates have it) and this one agree to a Float's precision.
            let named = CAMediaTimingFunction(name: .easeIn), written = CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
            #expect(abs(named.progress(at: 0.3) - written.progress(at: 0.3)) < 1e-7)
            // easeInEaseOut is symmetric: half the time, half the progress.
            #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.5) - 0.5) < 1e-10)
        }

        @Test func anXOutsideTheUnitIntervalIsRecordedNotIgnored() {
            _ = Misuse.take()
            let f = CAMediaTimingFunction(controlPoints: 1.5, 0, 0.5, 1)
            #expect(Misuse.take() == [SegueKitError("CAMediaTimingFunction(controlPoints: 1.5, 0.0, 0.5, 1.0): expected x values in 0...1 and finite y values")])
            #expect(points(f) == [0, 0, 1, 0, 0.5, 1, 1, 1]) // clamped, so evaluation stays defined
            var xy: [Float] = [9, 9]
            f.getControlPoint(at: 4, values: &xy)
            #expect(xy == [9, 9])
            #expect(Misuse.take().map(\.message) == ["CAMediaTimingFunction.getControlPoint(at: 4): expected an index in 0...3"])
        }
    }
}
