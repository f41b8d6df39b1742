import Testing
import SegueCore
import SegueTestSupport
@testable import SegueKit

/// UIBezierPath and the stroke styles, against points and boxes worked out by hand.
struct UIBezierPathTests {
    @Test func aClockwiseArcTurnsDownOnScreen() {
        // UIKit's `clockwise: true` is clockwise in y-down points: from (60, 50) at angle 0 to
        // (50, 60) at π/2, a quarter turn in one curve.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(arc.path.elements.first == .move(to: Point(60, 50)))
        expectClose(arc.currentPoint.core, Point(50, 60), tolerance: 1e-12)
        #expect(arc.path.elements.count == 2)
        // The same call on a CGMutablePath needs `clockwise: false` for the same elements.
        let cg = CGMutablePath()
        cg.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(arc.cgPath == cg)
    }

    @Test func anArcAddedAfterALineIsJoined() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addArc(withCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        // From (40, 50) over the top (y = 40) to (60, 50), joined to (0, 0) by a line.
        #expect(path.path.elements[1] == .line(to: Point(40, 50)))
        expectClose(path.currentPoint.core, Point(60, 50), tolerance: 1e-12)
        expectClose(path.cgPath.boundingBoxOfPath.core, Rect(0, 0, 60, 50), tolerance: 1e-12)
    }

    @Test func roundedRectBoundsAreTheRect() {
        // A rounded rectangle's curves stay inside their corners: the box is the rect itself,
        // control points included (they lie on the edges).
        let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(UIBezierPath(roundedRect: rect, cornerRadius: 12).bounds == rect)
        // A radius over half the height is clamped to 20: the top edge runs from x = 30 to 90.
        let pill = UIBezierPath(roundedRect: rect, cornerRadius: 50)
        #expect(pill.path.elements[0] == .move(to: Point(30, 20)) && pill.path.elements[1] == .line(to: Point(90, 20)))
    }

    @Test func onlyTheChosenCornersAreRounded() {
        // Top corners 10 × 4; the bottom ones square, so the bottom edge runs corner to corner.
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50),
                                byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 10, height: 4))
        #expect(path.path.elements[0] == .move(to: Point(10, 0)))
        #expect(path.path.elements[3] == .line(to: Point(100, 50)))
        #expect(path.path.elements[5] == .line(to: Point(0, 50)))
        #expect(path.path.elements[7] == .line(to: Point(0, 4)))
        // All corners with equal radii are the circular rounded rectangle.
        let all = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), byRoundingCorners: .allCorners,
                               cornerRadii: CGSize(width: 8, height: 8))
        #expect(all.path == BezierPath.roundedRect(Rect(0, 0, 100, 50), cornerRadius: 8))
        #expect(UIRectCorner.allCorners.rawValue == 15 && UIRectCorner.bottomLeft.rawValue == 4)
    }

    @Test func rectOvalAndBuildingCalls() {
        #expect(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 1)).bounds == CGRect(x: 0, y: 0, width: 2, height: 1))
        expectClose(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 4)).cgPath.boundingBoxOfPath.core,
                    Rect(0, 0, 8, 4), tolerance: 1e-12)
        let path = UIBezierPath()
        #expect(path.isEmpty && path.currentPoint == .zero && path.bounds.isNull)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 15), controlPoint2: CGPoint(x: 0, y: 15))
        path.close()
        #expect(!path.isEmpty && path.currentPoint == .zero)
        // `bounds` counts the control points: x up to 20, y up to 15.
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 15))
        path.append(UIBezierPath(rect: CGRect(x: 30, y: 0, width: 1, height: 1)))
        path.apply(CGAffineTransform(scaleX: 2, y: 1))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 62, height: 15))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func cgPathRoundTripsAndKeepsTheStrokeAttributes() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4))
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        path.usesEvenOddFillRule = true
        #expect(UIBezierPath(cgPath: path.cgPath).cgPath == path.cgPath)
        path.cgPath = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        #expect(path.path == BezierPath.rect(Rect(0, 0, 1, 1)) && path.lineWidth == 3)
        let content = path.shapeContent(fillColor: nil, strokeColor: .black)
        #expect(content.lineWidth == 3 && content.lineCap == .round && content.lineJoin == .bevel && content.fillRule == .evenOdd)
        let plain = UIBezierPath().shapeContent(fillColor: .black, strokeColor: nil)
        #expect(plain.lineWidth == 1 && plain.lineCap == .butt && plain.lineJoin == .miter && plain.fillRule == .nonZero)
    }

    @Test func reversingRetracesEachSubpath() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 3), controlPoint2: CGPoint(x: 12, y: 7))
        path.close()
        path.move(to: CGPoint(x: 20, y: 0))
        path.addQuadCurve(to: CGPoint(x: 30, y: 0), controlPoint: CGPoint(x: 25, y: 5))
        path.lineWidth = 2
        let reversed = path.reversing()
        #expect(reversed.path.elements == [
            .move(to: Point(10, 10)), .curve(to: Point(10, 0), control1: Point(12, 7), control2: Point(12, 3)),
            .line(to: Point(0, 0)), .close,
            .move(to: Point(30, 0)), .quadCurve(to: Point(20, 0), control: Point(25, 5)),
        ])
        #expect(reversed.lineWidth == 2)
        #expect(reversed.reversing().path == path.path) // twice is the original
    }

    @Test func containsFollowsTheFillRule() {
        let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        ring.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
        #expect(ring.contains(CGPoint(x: 5, y: 5)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 5, y: 5)) && ring.contains(CGPoint(x: 1, y: 5)))
    }

    @Test func stylesConvertToCore() {
        #expect([CGLineCap.butt, .round, .square].map(\.core) == [.butt, .round, .square])
        #expect([CGLineJoin.miter, .round, .bevel].map(\.core) == [.miter, .round, .bevel])
        #expect(CGLineCap.square.rawValue == 2 && CGLineJoin.bevel.rawValue == 2) // Core Graphics' raw values
        #expect([CAShapeLayerLineCap.butt, .round, .square].map(\.core) == [.butt, .round, .square])
        #expect([CAShapeLayerLineJoin.miter, .round, .bevel].map(\.core) == [.miter, .round, .bevel])
        #expect(CAShapeLayerFillRule.nonZero.rawValue == "non-zero" && CAShapeLayerFillRule.evenOdd.core == .evenOdd)
        #expect(CAShapeLayerFillRule.nonZero.core == .nonZero && CAShapeLayerLineCap(rawValue: "pointy").core == nil)
        #expect(CGPathFillRule.winding.core == .nonZero && CGPathFillRule.evenOdd.core == .evenOdd)
    }
}

extension ProcessWideState {
    /// UIBezierPath's drawing calls, which need a graphics context SegueKit does not have.
    struct UIBezierPathMisuseTests {
        @Test func fillAndStrokeAreRecordedAsUnsupported() {
            _ = Misuse.take()
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
            path.fill()
            path.stroke()
            #expect(Misuse.take().map(\.message) == [
                "not supported in SegueKit: UIBezierPath.fill() (drawing outside a layer; use a CAShapeLayer)",
                "not supported in SegueKit: UIBezierPath.stroke() (drawing outside a layer; use a CAShapeLayer)",
            ])
        }
    }
}
