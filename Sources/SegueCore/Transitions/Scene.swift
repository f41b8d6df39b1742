/// The drawing surface: a size in points, a scale that gives its pixels, and a frame rate.
public struct Canvas: Hashable, Sendable {
    /// The canvas size in points (by default 390×844, an iPhone's).
    public var size: Size
    /// Pixels per point (1, 2, 3 as on iPhones).
    public var scale: Double
    /// Frames per second of the frame clock.
    public var fps: Int

    /// A canvas; the defaults are a 390×844-point iPhone screen at 2× and 60 fps. Nothing is
    /// checked here (`Scene.validate()` is).
    public init(size: Size = Size(unchecked: 390, 844), scale: Double = 2, fps: Int = 60) {
        self.size = size
        self.scale = scale
        self.fps = fps
    }

    /// The pixel dimensions, rounded to whole pixels.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    /// The pixel height, `size.height · scale` rounded to a whole pixel.
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }
}

/// Everything a render needs: the canvas, the two screens, the transition between them and,
/// for an interactive transition, the gesture that drives it.
public struct Scene: Hashable, Sendable {
    /// The scene's name (a template's `name`, or its file name): its render and golden folders are named after it.
    public var name: String
    /// The drawing surface: size, pixel scale and frame rate.
    public var canvas: Canvas
    /// The screen the transition leaves (the list screen of a push or present).
    public var from: Screen
    /// The screen the transition arrives at (the list screen of a pop or dismiss).
    public var to: Screen
    /// The effect, operation, duration and timing.
    public var transition: Transition
    /// A scripted gesture that drives the transition interactively; `nil` plays it straight through.
    public var interaction: Interaction?

    /// A scene. Nothing is checked here: call `validate()` on a scene built in code before
    /// relying on it (templates are validated when loaded).
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
