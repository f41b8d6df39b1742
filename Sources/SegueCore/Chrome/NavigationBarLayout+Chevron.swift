extension NavigationBarLayout {
    /// The back chevron in its 13×22-point box: SF Symbols' "chevron.backward" at the back
    /// button's size (UINavigationBar draws it semibold at the body style's large scale), redrawn
    /// as an open path from (11, 2) to the point (2.5, 11) and back to (11, 20), stroked 3 pt
    /// wide with round caps and joins. The symbol itself is Apple's and not shipped here; this is
    /// Segue's drawing of its shape, not compared with a device. The right-to-left variant mirrors
    /// the path (the chevron then points right).
    public static func chevron(color: Color) -> ShapeContent {
        var path = BezierPath()
        path.move(to: Point(11, 2))
        path.addLine(to: Point(2.5, 11))
        path.addLine(to: Point(11, 20))
        return ShapeContent(path: path, fillColor: nil, strokeColor: color, lineWidth: 3, lineCap: .round, lineJoin: .round)
    }
}
