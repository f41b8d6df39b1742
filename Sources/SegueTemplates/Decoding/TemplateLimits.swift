/// Bounds that reject absurd values at the template boundary, so that a typo (an extra zero, a
/// missing minus) fails with a clear message instead of a huge or empty render. The canvas's
/// own rule (scale, frame rate, pixel size) is Core's `Canvas.validate()`, shared with the
/// command line's overrides.
public enum TemplateLimits {
    /// Largest magnitude of any length or coordinate, in points: about 25 iPhone screens, far
    /// beyond a real layout, small enough to catch a slipped digit.
    public static let maxCoordinate = 10_000.0
    /// Longest transition (and gesture) in seconds, and longest whole timeline (gesture plus
    /// completion, or a spring's settling time): a minute of animation is already a film.
    public static let maxDuration = 60.0
    /// Smallest completionSpeed: 0.01 stretches the rest of a transition a hundredfold, already
    /// beyond any real interaction; smaller values (1e-300) are typos that would make the
    /// timeline astronomically long.
    public static let minCompletionSpeed = 0.01
    /// Largest completionSpeed: beyond this the completion is instantaneous at any frame rate.
    public static let maxCompletionSpeed = 100.0
    /// Largest magnitude of an angle in radians (16 turns): bigger values are degrees typed as radians.
    public static let maxAngle = 100.0
    /// Largest `perspective` distance in points: from 100 000 points a 10 000-point layer turned
    /// edge-on changes size by a tenth of a percent, so farther is no perspective at all.
    public static let maxPerspective = 100_000.0
    /// Largest font size in points: ten times a large title, beyond any screen's text.
    public static let maxFontSize = 1_000.0
    /// Largest `numberOfLines` of a text layer: a thousand lines of even 10-point text are
    /// taller than `maxCoordinate`; 0 already means "as many as fit".
    public static let maxNumberOfLines = 1_000
    /// Largest magnitude of a velocity in fractions (or percent) per second: 1000 covers the
    /// whole distance in a millisecond, far beyond any finger.
    public static let maxVelocity = 1_000.0

    // MARK: - Counts
    //
    // Each count is checked while decoding, at the JSON path where it is exceeded, before
    // anything of its size is built; the "Limits" table of docs/templates.md lists them with the bounds
    // a template at every limit stays within (`make limits` measures them).

    /// Most layers in one screen, sublayers included: UIKit screens have tens to a few hundred;
    /// each layer may cover the canvas, so this bounds a frame's drawing.
    public static let maxLayersPerScreen = 500
    /// Deepest nesting of sublayers (a screen's top layers are at depth 1): a layer with
    /// opacity and sublayers is drawn through an offscreen group, one per level.
    public static let maxLayerDepth = 16
    /// Most elements (move, line, curve, close; an arc counts as the curves it becomes) in one path.
    public static let maxPathSegments = 10_000
    /// Most path elements in one screen (its shapes and masks), and in one transition's animations.
    public static let maxPathSegmentsPerScreen = 10_000
    /// Most characters (Unicode scalars) in one text layer.
    public static let maxTextCharacters = 10_000
    /// Most characters in all the text layers of one screen.
    public static let maxTextCharactersPerScreen = 100_000
    /// Most animations in one transition.
    public static let maxAnimations = 10_000
    /// Most keyframes in an interaction's `progress` or `pan.translation`.
    public static let maxKeyframes = 10_000
}
