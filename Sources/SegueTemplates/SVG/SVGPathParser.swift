import SegueCore

/// Turns SVG 1.1 path data into a `BezierPath`: every command (M L H V C S Q T A Z) in absolute
/// (upper case) and relative (lower case) form, with implicit repeats (extra pairs after `M` are
/// lines), the reflected control points of `S` and `T`, and arcs converted by `SVGArc`.
///
/// After `Z`, a drawing command starts a new subpath at the closed one's start, as the spec
/// says; the parser writes that `move` explicitly so every subpath in the result begins with one.
struct SVGPathParser {
    private var scanner: SVGPathScanner
    private var path = BezierPath()
    private var current = Point.zero
    private var subpathStart = Point.zero
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?
    private var justClosed = false

    private init(_ data: String) { scanner = SVGPathScanner(data) }

    /// Parses `data`; empty data gives an empty path.
    static func parse(_ data: String) throws(SVGPathError) -> BezierPath {
        var parser = SVGPathParser(data)
        try parser.run()
        return parser.path
    }

    private mutating func run() throws(SVGPathError) {
        var command: UInt8?
        while true {
            scanner.skipSeparators()
            guard let b = scanner.current else { return }
            if SVGPathParser.commands.contains(b) {
                if command == nil, b != UInt8(ascii: "M"), b != UInt8(ascii: "m") {
                    throw scanner.failure("a moveto (M or m) to begin the path data")
                }
                command = b
                scanner.advance()
            } else if let previous = command, scanner.nextIsNumber(), previous | 0x20 != UInt8(ascii: "z") {
                // An implicit repeat: a moveto's extra pairs are linetos.
                command = previous == UInt8(ascii: "M") ? UInt8(ascii: "L") : previous == UInt8(ascii: "m") ? UInt8(ascii: "l") : previous
            } else {
                throw scanner.failure(command == nil ? "a moveto (M or m) to begin the path data" : "a path command (one of M L H V C S Q T A Z, either case)")
            }
            try execute(command!)
        }
    }

    private static let commands: Set<UInt8> = Set("MLHVCSQTAZmlhvcsqtaz".utf8)

    private mutating func execute(_ command: UInt8) throws(SVGPathError) {
        let relative = command >= UInt8(ascii: "a")
        let origin = relative ? current : Point.zero
        func point() throws(SVGPathError) -> Point {
            let x = try scanner.number(), y = try scanner.number()
            return Point(origin.x + x, origin.y + y)
        }
        var cubicControl: Point?
        var quadControl: Point?
        switch command | 0x20 { // lower-cased
        case UInt8(ascii: "m"):
            let p = try point()
            path.move(to: p); subpathStart = p; current = p; justClosed = false
        case UInt8(ascii: "z"):
            path.close(); current = subpathStart; justClosed = true
        case UInt8(ascii: "l"):
            let p = try point(); beginSegment(); path.addLine(to: p); current = p
        case UInt8(ascii: "h"):
            let x = try scanner.number() + origin.x
            beginSegment(); current = Point(x, current.y); path.addLine(to: current)
        case UInt8(ascii: "v"):
            let y = try scanner.number() + origin.y
            beginSegment(); current = Point(current.x, y); path.addLine(to: current)
        case UInt8(ascii: "c"):
            let c1 = try point(), c2 = try point(), p = try point()
            beginSegment(); path.addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
            cubicControl = c2; current = p
        case UInt8(ascii: "s"):
            let c1 = reflected(lastCubicControl), c2 = try point(), p = try point()
            beginSegment(); path.addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
            cubicControl = c2; current = p
        case UInt8(ascii: "q"):
            let c = try point(), p = try point()
            beginSegment(); path.addQuadCurve(to: p, controlPoint: c)
            quadControl = c; current = p
        case UInt8(ascii: "t"):
            let c = reflected(lastQuadControl), p = try point()
            beginSegment(); path.addQuadCurve(to: p, controlPoint: c)
            quadControl = c; current = p
        default: // "a"
            try arc(origin: origin)
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    private mutating func arc(origin: Point) throws(SVGPathError) {
        let rx = try scanner.number(), ry = try scanner.number(), rotation = try scanner.number()
        let large = try scanner.flag(), sweep = try scanner.flag()
        let x = try scanner.number(), y = try scanner.number()
        let end = Point(origin.x + x, origin.y + y)
        beginSegment()
        SVGArc(start: current, end: end, rx: rx, ry: ry, rotationDegrees: rotation,
               largeArc: large, sweep: sweep).append(to: &path)
        current = end
    }

    /// The control point of S or T: the previous one mirrored through the current point, or the
    /// current point itself when the previous command was not of the same family.
    private func reflected(_ control: Point?) -> Point {
        guard let control else { return current }
        return Point(2 * current.x - control.x, 2 * current.y - control.y)
    }

    /// After a close, opens the next subpath explicitly at the closed subpath's start.
    private mutating func beginSegment() {
        if justClosed { path.move(to: current); justClosed = false }
    }
}
