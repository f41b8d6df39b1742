import Testing
import SegueCore
@testable import SegueTemplates
import SegueTestSupport

struct SVGPathParserTests {
    typealias E = PathElement
    func p(_ x: Double, _ y: Double) -> Point { Point(x, y) }
    func parse(_ data: String) throws -> [PathElement] { try SVGPathParser.parse(data).elements }

    @Test func linesAbsoluteAndRelative() throws {
        let expected: [E] = [.move(to: p(10, 20)), .line(to: p(30, 40)), .line(to: p(50, 40)), .line(to: p(50, 60)), .close]
        #expect(try parse("M 10 20 L 30 40 H 50 V 60 Z") == expected)
        #expect(try parse("m 10 20 l 20 20 h 20 v 20 z") == expected) // each offset from the previous point
    }

    @Test func implicitRepeatsAndCompactNumbers() throws {
        #expect(try parse("M 0 0 10 0 10 10") == [.move(to: p(0, 0)), .line(to: p(10, 0)), .line(to: p(10, 10))])
        #expect(try parse("m 1 1 2 2") == [.move(to: p(1, 1)), .line(to: p(3, 3))])
        #expect(try parse("M1.5.5-2e1-3") == [.move(to: p(1.5, 0.5)), .line(to: p(-20, -3))]) // "1.5" ".5" "-2e1" "-3"
        #expect(try parse("M0,0L1,1,2,2") == [.move(to: p(0, 0)), .line(to: p(1, 1)), .line(to: p(2, 2))])
        #expect(try parse("  ") == [])
    }

    @Test func cubicsAndTheSReflection() throws {
        #expect(try parse("M 0 0 C 1 2 3 4 5 6") == [.move(to: p(0, 0)), .curve(to: p(5, 6), control1: p(1, 2), control2: p(3, 4))])
        #expect(try parse("M 1 1 c 1 2 3 4 5 6") == [.move(to: p(1, 1)), .curve(to: p(6, 7), control1: p(2, 3), control2: p(4, 5))])
        // S's first control mirrors the previous second control (10, 10) through (10, 0): (10, −10).
        let expected: [E] = [.move(to: p(0, 0)), .curve(to: p(10, 0), control1: p(0, 10), control2: p(10, 10)),
                             .curve(to: p(20, 0), control1: p(10, -10), control2: p(20, -10))]
        #expect(try parse("M 0 0 C 0 10 10 10 10 0 S 20 -10 20 0") == expected)
        #expect(try parse("M 0 0 C 0 10 10 10 10 0 s 10 -10 10 0") == expected)
        // Without a preceding C or S, the first control is the current point.
        #expect(try parse("M 0 0 L 1 0 S 5 5 10 0")[2] == .curve(to: p(10, 0), control1: p(1, 0), control2: p(5, 5)))
    }

    @Test func quadraticsAndTheTReflection() throws {
        // T's control mirrors (5, 10) through (10, 0): (15, −10).
        let expected: [E] = [.move(to: p(0, 0)), .quadCurve(to: p(10, 0), control: p(5, 10)), .quadCurve(to: p(20, 0), control: p(15, -10))]
        #expect(try parse("M 0 0 Q 5 10 10 0 T 20 0") == expected)
        #expect(try parse("m 0 0 q 5 10 10 0 t 10 0") == expected)
        #expect(try parse("M 0 0 T 4 0")[1] == .quadCurve(to: p(4, 0), control: p(0, 0)))
    }

    @Test func arcsBecomeQuarterCubics() throws {
        // A semicircle from (0,0) to (20,0), centre (10,0), r 10; sweep 1 runs toward increasing
        // angles (π → 2π), so through (10, −10) (up on screen): two 90° cubics.
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1) * 10 // control length (4/3)·tan(π/8)·r
        for data in ["M 0 0 A 10 10 0 0 1 20 0", "m 0 0 a 10 10 0 0 1 20 0", "M 0 0 A 1 1 0 0 1 20 0"] { // radii 1 scale up to 10
            let elements = try parse(data)
            #expect(elements.count == 3, "\(data)")
            guard case .curve(let mid, let c1, _) = elements[1], case .curve(let end, _, let c2) = elements[2] else {
                Issue.record("not curves: \(elements)"); continue
            }
            expectClose(mid, p(10, -10), tolerance: tolerance, "\(data)")
            expectClose(c1, p(0, -k), tolerance: tolerance, "\(data)")
            #expect(end == p(20, 0), "\(data)")
            expectClose(c2, p(20, -k), tolerance: tolerance, "\(data)")
        }
        // Large arc 1, sweep 0, flags written without separators: the other semicircle, through (10, 10).
        guard case .curve(let mid, _, _) = try parse("M0 0A10 10 0 1020 0")[1] else { Issue.record("not a curve"); return }
        expectClose(mid, p(10, 10), tolerance: tolerance)
        #expect(try parse("M 0 0 A 0 5 0 0 1 20 0") == [.move(to: p(0, 0)), .line(to: p(20, 0))]) // zero radius: a line
        #expect(try parse("M 3 3 A 5 5 0 0 1 3 3") == [.move(to: p(3, 3))]) // same end points: nothing
    }

    @Test func radiiTooSmallToSquareAreScaledUpLikeAnyOther() throws {
        // Radii 1 and 1e-300 are both too small for end points √200 apart: each is scaled to
        // the semicircle on that diameter (SVG F.6.6), so both give the same curves. (1e-300
        // squares to 0 in doubles; computing λ from ratios keeps it finite.)
        let tiny = try parse("M 0 0 A 1e-300 1e-300 0 0 1 10 10")
        #expect(tiny == (try parse("M 0 0 A 1 1 0 0 1 10 10")))
        guard case .curve(let mid, _, _) = tiny[1] else { Issue.record("not a curve"); return }
        // Sweep 1 from (0, 0) to (10, 10) about (5, 5): the first quarter ends at (10, 0).
        expectClose(mid, p(10, 0), tolerance: tolerance)
        // Radii 10³¹⁴ apart: their ratio overflows, no ellipse is computable, and the arc is
        // drawn as its chord rather than trapping on a NaN.
        #expect(try parse("M 0 0 A 1e-310 10000 0 0 1 10 10") == [.move(to: p(0, 0)), .line(to: p(10, 10))])
    }

    @Test func rotatedEllipticalArc() throws {
        // Ellipse rx 20, ry 10 rotated 90°: its long axis is vertical, so (0,0) and (0,40) are the
        // ends of that axis and the centre is (0,20). Sweep 1 turns clockwise on screen (y down):
        // from the top point through the right end of the short axis, (0 + ry, 20) = (10, 20).
        let elements = try parse("M 0 0 A 20 10 90 0 1 0 40")
        guard case .curve(let mid, _, _) = elements[1] else { Issue.record("not a curve"); return }
        expectClose(mid, p(10, 20), tolerance: tolerance)
        #expect(elements.count == 3)
    }

    @Test func closeThenDrawStartsAtTheSubpathStart() throws {
        #expect(try parse("M 5 5 L 10 5 Z L 5 10") == [.move(to: p(5, 5)), .line(to: p(10, 5)), .close, .move(to: p(5, 5)), .line(to: p(5, 10))])
        #expect(try parse("M 5 5 L 10 5 z l 0 5") == [.move(to: p(5, 5)), .line(to: p(10, 5)), .close, .move(to: p(5, 5)), .line(to: p(5, 10))])
    }

    @Test func errorsSayWhereInThePathData() {
        func message(_ data: String) -> String? {
            do { _ = try SVGPathParser.parse(data); return nil } catch { return error.message }
        }
        #expect(message("L 0 0") == "expected a moveto (M or m) to begin the path data at character 1 of the path data, found 'L'")
        #expect(message("M 0 0 L 5 x") == "expected a number at character 11 of the path data, found 'x'")
        #expect(message("M 0 0 X") == "expected a path command (one of M L H V C S Q T A Z, either case) at character 7 of the path data, found 'X'")
        #expect(message("M 0 0 A 1 1 0 2 0 5 5") == "expected an arc flag 0 or 1 at character 15 of the path data, found '2'")
        #expect(message("M 0 0 L 20000 0") == "expected a number of magnitude at most 10000 at character 9 of the path data, found 20000")
        #expect(message("M 0 0 Z 1 1") == "expected a path command (one of M L H V C S Q T A Z, either case) at character 9 of the path data, found '1'")
        // Through a template, the message follows the path's JSON path.
        #expect(errorLine(template(to: screen(#"{"id": "s", "frame": [0, 0, 1, 1], "mask": "M 0"}"#)))
                == "t.json: to.layers[0].mask: expected a number at character 4 of the path data, found the end")
    }
}
