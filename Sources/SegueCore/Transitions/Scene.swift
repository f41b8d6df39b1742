/// The drawing surface: a size in points, a scale that gives its pixels, and a frame rate.
public struct Canvas: Hashable, Sendable {
    public var size: Size
    /// Pixels per point (1, 2, 3 as on iPhones).
    public var scale: Double
    /// Frames per second of the frame clock.
    public var fps: Int

    public init(size: Size = Size(unchecked: 390, 844), scale: Double = 2, fps: Int = 60) {
        self.size = size
        self.scale = scale
        self.fps = fps
    }

    /// The pixel dimensions, rounded to whole pixels.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }
}

/// Everything a render needs: the canvas, the two screens, the transition between them and,
/// for an interactive transition, the gesture that drives it.
public struct Scene: Hashable, Sendable {
    public var name: String
    public var canvas: Canvas
    public var from: Screen
    public var to: Screen
    public var transition: Transition
    /// A scripted gesture that drives the transition interactively; `nil` plays it straight through.
    public var interaction: Interaction?

    public init(name: String, canvas: Canvas, from: Screen, to: Screen, transition: Transition,
                interaction: Interaction? = nil) {
        self.name = name
        self.canvas = canvas
        self.from = from
        self.to = to
        self.transition = transition
        self.interaction = interaction
    }
}
