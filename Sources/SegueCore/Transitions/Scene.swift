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
    /// Layers drawn above the whole transition in canvas points (a status bar, a home
    /// indicator); their node ids are `overlay.<id>`.
    public var overlay: [Layer] = []
    /// The variants the template asks to be rendered besides the scene itself (`variants`),
    /// each into `<name>-<folderSuffix>`; evaluation never reads it.
    public var variants: [Variant] = []
    /// The variant this scene renders as (`nil`: as described); `resolved()` applies its
    /// direction and motion (its appearance and text size were applied when it was read).
    public var variant: Variant? = nil
    /// True once `withChrome()` has turned the screens' chrome into layers (it then does
    /// nothing more): a resolved scene's `scene` can be resolved again.
    public internal(set) var chromeLaidOut = false
    /// True once `withVariantApplied()` has applied `variant` (it then does nothing more).
    public internal(set) var variantApplied = false

    /// A scene. Nothing is checked here: `resolved()` checks everything and returns the form a
    /// render evaluates (templates are resolved when loaded).
    public init(name: String, canvas: Canvas, from: Screen, to: Screen, transition: Transition,
                interaction: Interaction? = nil) {
        self.name = name
        self.canvas = canvas
        self.from = from
        self.to = to
        self.transition = transition
        self.interaction = interaction
    }

    /// The id of the from-screen's root layer and node; its layers' nodes are `from.<layerId>`.
    public static let fromID = "from"
    /// The id of the to-screen's root layer and node; its layers' nodes are `to.<layerId>`.
    public static let toID = "to"
    /// The id of the overlay's root node, drawn above everything; its layers' nodes are `overlay.<layerId>`.
    public static let overlayID = "overlay"
}
