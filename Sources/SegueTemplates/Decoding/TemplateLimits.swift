/// Bounds that reject absurd values at the template boundary, so that a typo (an extra zero, a
/// missing minus) fails with a clear message instead of a huge or empty render.
enum TemplateLimits {
    /// Largest magnitude of any length or coordinate, in points: about 25 iPhone screens, far
    /// beyond a real layout, small enough to catch a slipped digit.
    static let maxCoordinate = 10_000.0
    /// Canvas scale (pixels per point): iPhones use 1 to 3; 4 allows extra-sharp documentation images.
    static let scale: ClosedRange<Double> = 1...4
    /// Frames per second: 240 is beyond any display's refresh rate.
    static let fps: ClosedRange<Int> = 1...240
    /// Largest side of a canvas in pixels: 16384² RGBA pixels is 1 GiB, the most one frame may take.
    static let maxPixelSide = 16_384.0
    /// Longest transition (and gesture) in seconds: a minute of animation is already a film.
    static let maxDuration = 60.0
    /// Largest completionSpeed: beyond this the completion is instantaneous at any frame rate.
    static let maxCompletionSpeed = 100.0
    /// Largest magnitude of an angle in radians (16 turns): bigger values are degrees typed as radians.
    static let maxAngle = 100.0
    /// Largest font size in points: ten times a large title, beyond any screen's text.
    static let maxFontSize = 1_000.0
    /// Largest magnitude of a velocity in fractions (or percent) per second: 1000 covers the
    /// whole distance in a millisecond, far beyond any finger.
    static let maxVelocity = 1_000.0
}
