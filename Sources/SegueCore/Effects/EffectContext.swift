/// What an effect may consult while it resolves: the scene's canvas, screens, overlay and transition.
public struct EffectContext: Sendable {
    /// The drawing surface (its size in points is the screens' size).
    public let canvas: Canvas
    /// The screen the transition leaves.
    public let from: Screen
    /// The screen the transition arrives at.
    public let to: Screen
    /// Push, pop, present or dismiss.
    public let operation: TransitionOperation
    /// The transition's duration in seconds (positive).
    public let duration: Double
    /// The transition's timing, which animations without their own use.
    public let timing: Timing
    /// The JSON-like path of the transition in the scene, for errors (`transition`).
    public let path: String
    /// The from-screen's ids and places, built once for every reference to resolve.
    public let fromIndex: LayerIndex
    /// The to-screen's ids and places.
    public let toIndex: LayerIndex
    /// The scene's overlay as a screen (`Scene.overlayScreen`): what `overlay.<id>` targets name.
    public let overlay: Screen
    /// The overlay's ids and places.
    public let overlayIndex: LayerIndex

    public init(canvas: Canvas, from: Screen, to: Screen, overlay: Screen = Screen(layers: []), operation: TransitionOperation,
                duration: Double, timing: Timing, path: String = "transition") {
        self.canvas = canvas
        self.from = from
        self.to = to
        self.overlay = overlay
        self.operation = operation
        self.duration = duration
        self.timing = timing
        self.path = path
        fromIndex = LayerIndex(from)
        toIndex = LayerIndex(to)
        overlayIndex = LayerIndex(overlay)
    }

    /// The screen a zoom source or reveal origin names a layer of: the list screen, the
    /// from-screen on push and present and the to-screen on pop and dismiss.
    public var listScreen: Screen { operation.isForward ? from : to }

    /// The list screen's id, `Scene.fromID` or `Scene.toID`.
    public var listScreenID: String { operation.isForward ? Scene.fromID : Scene.toID }

    /// The path of one of the transition's keys (`transition.source`).
    public func path(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// The layer `id` of the list screen and the box it covers there, or an error at `key`
    /// naming the screen and the nearest ids it has (`Suggestions`): `expected the id of a layer
    /// of the from screen (the list screen of a push), found "cel"; did you mean "cell"?`.
    public func listLayer(_ id: String, key: String) throws(SceneError) -> (layer: Layer, frameInScreen: Rect) {
        guard let found = listScreen.findLayer(id) else {
            let nearest = Suggestions.nearest(to: id, among: listScreen.layerIDs)
            throw SceneError(path: path(key), message: "expected the id of a layer of the \(listScreenID) screen "
                + "(the list screen of a \(operation.rawValue)), found \(MessageText.quoted(id))" + Suggestions.didYouMean(nearest))
        }
        return found
    }

    /// Rejects a value outside 0...1 at `key`.
    public func requireFraction(_ value: Double, key: String) throws(SceneError) {
        guard (0...1).contains(value) else {
            throw SceneError(path: path(key), message: "expected a number in 0...1, found \(value.messageText)")
        }
    }
}

extension EffectContext {
    /// Where `target` is: its screen and the sublayer indices to it, and the layer (nil for a
    /// whole screen). An id no layer of its screen has is an error at `path`, offering the
    /// screen's nearest ids (`Suggestions`). What animations and an interaction's drag name.
    func address(of target: AnimationTarget, path: String) throws(SceneError) -> (address: LayerAddress, layer: Layer?) {
        let (screenID, screen, index, id): (String, Screen, LayerIndex, String?) = switch target {
        case .from: (Scene.fromID, from, fromIndex, nil)
        case .to: (Scene.toID, to, toIndex, nil)
        case .fromLayer(let id): (Scene.fromID, from, fromIndex, id)
        case .toLayer(let id): (Scene.toID, to, toIndex, id)
        case .overlayLayer(let id): (Scene.overlayID, overlay, overlayIndex, id)
        }
        guard let id else { return (LayerAddress(screen: screenID, path: []), nil) }
        guard let place = index.place(of: id), let layer = screen.layer(at: place) else {
            let nearest = Suggestions.nearest(to: id, among: screen.layerIDs).map { "\(screenID).\($0)" }
            let owner = screenID == Scene.overlayID ? "the overlay" : "the \(screenID) screen"
            throw SceneError(path: path, message: "expected the id of a layer of \(owner), found \(MessageText.quoted("\(target)"))"
                + Suggestions.didYouMean(nearest))
        }
        return (LayerAddress(screen: screenID, path: place), layer)
    }
}
