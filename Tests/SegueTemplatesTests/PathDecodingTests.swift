import Testing
import SegueCore
@testable import SegueTemplates

struct PathDecodingTests {
    @Test func ovalAndRectForms() throws {
        #expect(try decodePath(#"{"oval": [0, 0, 10, 20]}"#) == BezierPath.oval(in: Rect(0, 0, 10, 20)))
        #expect(try decodePath(#"{"rect": [1, 2, 3, 4]}"#) == BezierPath.rect(Rect(1, 2, 3, 4)))
        #expect(try decodePath(#"{"rect": [1, 2, 30, 40], "cornerRadius": 5}"#) == BezierPath.roundedRect(Rect(1, 2, 30, 40), cornerRadius: 5))
    }

    @Test func commandsMirrorUIBezierPath() throws {
        let decoded = try decodePath(#"""
            {"commands": [["move", 0, 0], ["line", 10, 0], ["quad", 10, 10, 0, 10],
                          ["curve", 0, 5, 5, 5, 5, 0], ["arc", 0, 0, 5, 0, 1.5707963267948966, true], ["close"]]}
            """#)
        var expected = BezierPath()
        expected.move(to: Point(0, 0))
        expected.addLine(to: Point(10, 0))
        expected.addQuadCurve(to: Point(0, 10), controlPoint: Point(10, 10))
        expected.addCurve(to: Point(5, 0), controlPoint1: Point(0, 5), controlPoint2: Point(5, 5))
        expected.addArc(withCenter: Point(0, 0), radius: 5, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        expected.close()
        #expect(decoded == expected)
    }

    @Test func pathErrors() {
        func pathError(_ path: String) -> String? {
            errorLine(template(to: screen(#"{"id": "s", "frame": [0, 0, 1, 1], "shape": {"path": \#(path)}}"#)))
        }
        let at = "t.json: to.layers[0].shape.path"
        #expect(pathError(#"{"commands": [["jump", 1, 2]]}"#)
                == "\(at).commands[0][0]: expected one of \"move\", \"line\", \"quad\", \"curve\", \"arc\", \"close\", found \"jump\"")
        #expect(pathError(#"{"commands": [["line", 1]]}"#) == "\(at).commands[0]: expected [\"line\", x, y], found an array of 2")
        #expect(pathError(#"{"commands": [["arc", 0, 0, 5, 0, 1, 1]]}"#) == "\(at).commands[0][6]: expected true or false, found 1")
        #expect(pathError(#"{"circle": [0, 0, 1, 1]}"#) == "\(at): expected a path object with one of the keys oval, rect, commands, found an object")
        #expect(pathError(#"{"oval": [0, 0, 1, 1], "cornerRadius": 2}"#) == "\(at).cornerRadius: expected a key among oval, found unknown key \"cornerRadius\"")
        #expect(pathError("7") == "\(at): expected a path (SVG path data, or an object with oval, rect or commands), found 7")
    }
}
