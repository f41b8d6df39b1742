import SegueCore

extension Node {
    /// A path: SVG path data (a string), `{"oval": [x,y,w,h]}`, `{"rect": [x,y,w,h],
    /// "cornerRadius": r}`, or `{"commands": [...]}` mirroring UIBezierPath's methods.
    func path() throws(TemplateError) -> BezierPath {
        let path = try unchargedPath()
        try context.budget.path(path.elements.count, at: self)
        return path
    }

    private func unchargedPath() throws(TemplateError) -> BezierPath {
        if case .string(let data)? = value?.kind {
            do { return try SVGPathParser.parse(data) } catch { throw failure(message: error.message) }
        }
        let what = "a path (SVG path data, or an object with oval, rect or commands)"
        guard case .object(let members)? = value?.kind else { throw failure(what) }
        let keys = members.map(\.key)
        if keys.contains("oval") {
            let object = try self.object(allowing: ["oval"])
            return BezierPath.oval(in: try object["oval"].rect())
        }
        if keys.contains("rect") {
            let object = try self.object(allowing: ["rect", "cornerRadius"])
            let rect = try object["rect"].rect()
            guard let radius = object.optional("cornerRadius") else { return BezierPath.rect(rect) }
            return BezierPath.roundedRect(rect, cornerRadius: try radius.nonNegative())
        }
        if keys.contains("commands") {
            let object = try self.object(allowing: ["commands"])
            return try object["commands"].pathCommands()
        }
        throw failure("a path object with one of the keys oval, rect, commands")
    }

    /// `[["move",x,y], ["line",x,y], ["quad",cx,cy,x,y], ["curve",c1x,c1y,c2x,c2y,x,y],
    /// ["arc",cx,cy,r,start,end,clockwise], ["close"]]`.
    private func pathCommands() throws(TemplateError) -> BezierPath {
        var path = BezierPath()
        let commands = try array("an array of path commands")
        guard commands.count <= TemplateLimits.maxPathSegments else { // before building: each command is one element or more
            throw failure(message: "expected a path of at most \(TemplateLimits.maxPathSegments) elements, found \(commands.count) commands")
        }
        for command in commands {
            let what = "a command [\"move\"|\"line\"|\"quad\"|\"curve\"|\"arc\"|\"close\", numbers...]"
            let parts = try command.array(what)
            guard let name = parts.first else { throw command.failure(what) }
            let operands = Array(parts.dropFirst())
            func arity(_ n: Int, _ shape: String) throws(TemplateError) {
                guard operands.count == n else { throw command.failure("[\(shape)]") }
            }
            func p(_ i: Int) throws(TemplateError) -> Point {
                Point(try operands[i].coordinate(), try operands[i + 1].coordinate())
            }
            switch try name.string(what) {
            case "move": try arity(2, "\"move\", x, y"); path.move(to: try p(0))
            case "line": try arity(2, "\"line\", x, y"); path.addLine(to: try p(0))
            case "quad": try arity(4, "\"quad\", cx, cy, x, y"); path.addQuadCurve(to: try p(2), controlPoint: try p(0))
            case "curve":
                try arity(6, "\"curve\", c1x, c1y, c2x, c2y, x, y")
                path.addCurve(to: try p(4), controlPoint1: try p(0), controlPoint2: try p(2))
            case "arc":
                try arity(6, "\"arc\", cx, cy, radius, startAngle, endAngle, clockwise")
                path.addArc(withCenter: try p(0), radius: try operands[2].nonNegative(),
                            startAngle: try operands[3].number(in: -TemplateLimits.maxAngle...TemplateLimits.maxAngle),
                            endAngle: try operands[4].number(in: -TemplateLimits.maxAngle...TemplateLimits.maxAngle), clockwise: try operands[5].bool())
            case "close": try arity(0, "\"close\""); path.close()
            default: throw name.failure("one of \"move\", \"line\", \"quad\", \"curve\", \"arc\", \"close\"")
            }
        }
        return path
    }
}
