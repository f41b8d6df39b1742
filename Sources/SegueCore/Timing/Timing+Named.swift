extension Timing {
    /// The names templates use for Core Animation's named curves, with their curves.
    public static let namedCurves: [(name: String, curve: CubicBezierTiming)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// The named Core Animation curve ("linear", "easeIn", "easeOut", "easeInEaseOut",
    /// "default"), or `nil` for any other name (names are case-sensitive, as in templates).
    public static func named(_ name: String) -> Timing? {
        namedCurves.first { $0.name == name }.map { .cubicBezier($0.curve) }
    }
}
