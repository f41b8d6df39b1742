import Foundation
import SegueCore

/// Core Animation's layer: a model of geometry and look, sublayers, and animations that make
/// its presentation differ from the model while they run (`presentation()`).
///
/// Geometry is CALayer's: `bounds` (its own coordinate space; `bounds.origin` shifts what is
/// drawn inside it), `position` (where `anchorPoint` sits in the superlayer), `transform` about
/// the anchor point, and `frame` derived from them. Rendering happens when the recorder takes a
/// frame, from every layer's presentation at that media time.
///
/// Changing a property of a standalone layer (one not backing a `UIView`) that has already been
/// on screen animates implicitly, as CA's actions do: from its presented value to the new one
/// over `CATransaction.animationDuration()` (0.25 s), unless `CATransaction.setDisableActions(true)`.
/// A view's layer does not animate implicitly; `UIView.animate` animates it.
open class CALayer: NSObject, CAMediaTiming {
    /// The model values of every animatable property.
    var modelState = LayerState()
    /// The view this layer backs, if any: such a layer takes no implicit animations.
    weak var owningView: UIView?
    /// True once a frame has shown the layer: CA runs implicit animations only for layers
    /// already committed to the render tree, so a new layer appears at its values at once.
    var hasBeenShown = false

    /// A layer with Core Animation's defaults: empty bounds at position (0, 0), anchor point (0.5, 0.5),
    /// opacity 1, identity transforms, no background, and a border of width 0 whose colour is opaque black.
    public required override init() { super.init() }

    /// A layer with `layer`'s properties (not its sublayers or animations), as CA makes
    /// presentation copies.
    public required init(layer: Any) {
        super.init()
        if let other = layer as? CALayer {
            modelState = other.modelState
            name = other.name
            maskedCorners = other.maskedCorners
            cornerCurve = other.cornerCurve
            allowsGroupOpacity = other.allowsGroupOpacity
            allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
            contents = other.contents
            contentsGravity = other.contentsGravity
        }
    }

    /// A name for messages and for the frame's node ids (`segue sample` prints them).
    open var name: String?

    // MARK: Geometry

    /// The layer's own coordinate space: its size, and in `origin` the coordinate at its top-left corner,
    /// so changing the origin scrolls the sublayers (and a shape layer's path) without moving the layer.
    /// Animatable, as are `bounds.origin`, `bounds.size` and its width and height.
    open var bounds: CGRect {
        get { modelState.bounds }
        set { change("bounds") { $0.bounds = newValue } }
    }
    /// Where `anchorPoint` sits, in the superlayer's bounds coordinates (default (0, 0)). Animatable, as
    /// are `position.x` and `position.y`.
    open var position: CGPoint {
        get { modelState.position }
        set { change("position") { $0.position = newValue } }
    }
    /// The point of the bounds, in unit coordinates ((0, 0) top-left, (1, 1) bottom-right), that sits at
    /// `position` and about which `transform` turns and scales (default (0.5, 0.5), the centre). Changing
    /// it moves the layer rather than `position`, as in Core Animation. Animatable.
    open var anchorPoint: CGPoint {
        get { modelState.anchorPoint }
        set { change("anchorPoint") { $0.anchorPoint = newValue } }
    }
    /// The 3-D transform applied about the anchor point (default identity). Perspective (m34) is drawn
    /// projected, the layer flattened into its superlayer's plane unless that is a `CATransformLayer`.
    /// Animatable, with CA's sub-key-paths (`transform.scale`, `transform.rotation.z`, `transform.translation.x`, …).
    open var transform: CATransform3D {
        get { modelState.transform }
        set { change("transform") { $0.transform = newValue } }
    }
    /// The layer's place on the z axis, in points (default 0): siblings are drawn in order of it (ties
    /// keep their order), and under a perspective it moves the layer toward the viewer (positive) or away. Animatable.
    open var zPosition: CGFloat {
        get { CGFloat(modelState.zPosition) }
        set { change("zPosition") { $0.zPosition = Double(newValue) } }
    }
    /// The anchor point's place on the layer's z axis (default 0): the transform acts about it,
    /// and it lands at `zPosition`. `anchorPointZ = -width / 2` on a cube's faces puts each
    /// anchor at the cube's centre, behind the face, so each turns about it. Animatable; it
    /// shows when the layer turns about x or y, and under a perspective.
    open var anchorPointZ: CGFloat {
        get { CGFloat(modelState.anchorPointZ) }
        set { change("anchorPointZ") { $0.anchorPointZ = Double(newValue) } }
    }

    /// The bounding box, in the superlayer's coordinates, of the bounds after `transform` about
    /// the anchor point. Setting it sets `position` and `bounds.size` (with a non-identity
    /// transform Apple leaves the result undefined; SegueKit ignores the transform).
    open var frame: CGRect {
        get { LayerGeometry.frame(of: modelState) }
        set {
            let anchor = modelState.anchorPoint
            change("bounds") { $0.bounds.size = newValue.size }
            change("position") {
                $0.position = CGPoint(x: newValue.origin.x + anchor.x * newValue.size.width,
                                      y: newValue.origin.y + anchor.y * newValue.size.height)
            }
        }
    }

    /// The transform's 2-D affine part.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets `transform` to a 2-D affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Look

    /// The layer's opacity, 0 to 1 (default 1), applied to it and its sublayers together unless
    /// `allowsGroupOpacity` is false. Animatable.
    open var opacity: Float {
        get { Float(modelState.opacity) }
        set { change("opacity") { $0.opacity = Double(newValue) } }
    }
    /// Whether the layer and its sublayers are left out of the frame (default false). Animatable (key
    /// path "hidden"). A hidden `mask` shows nothing of the layer it masks.
    open var isHidden: Bool {
        get { modelState.isHidden }
        set { change("hidden") { $0.isHidden = newValue } }
    }
    /// Whether the content and sublayers are clipped to the bounds, rounded by `cornerRadius` at the
    /// `maskedCorners` (default false). Animatable.
    open var masksToBounds: Bool {
        get { modelState.masksToBounds }
        set { change("masksToBounds") { $0.masksToBounds = newValue } }
    }
    /// The radius of the rounded corners of the background, the border and the `masksToBounds` clip
    /// (default 0); content and sublayers are rounded only when `masksToBounds` is on, as in Core Animation. Animatable.
    open var cornerRadius: CGFloat {
        get { CGFloat(modelState.cornerRadius) }
        set { change("cornerRadius") { $0.cornerRadius = Double(newValue) } }
    }
    /// The width of the border, drawn inside the bounds above the content and sublayers, as Core
    /// Animation draws it (default 0: none). Animatable.
    open var borderWidth: CGFloat {
        get { CGFloat(modelState.borderWidth) }
        set { change("borderWidth") { $0.borderWidth = Double(newValue) } }
    }
    /// The border's colour (default opaque black, as in Core Animation; nil draws no border). Animatable.
    open var borderColor: CGColor? {
        get { modelState.borderColor.map(CGColor.init) }
        set { change("borderColor") { $0.borderColor = newValue?.color } }
    }
    /// The colour that fills the (rounded) bounds below the content and sublayers (default nil: none).
    /// Animatable.
    open var backgroundColor: CGColor? {
        get { modelState.backgroundColor.map(CGColor.init) }
        set { change("backgroundColor") { $0.backgroundColor = newValue?.color } }
    }

    /// The corners `cornerRadius` rounds (default all four), as `[.layerMinXMinYCorner,
    /// .layerMaxXMinYCorner]` rounds only the top: drawn by Core (`Layer.maskedCorners`) for the
    /// background, border and `masksToBounds` clip. Not animatable, as in Core Animation.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// How the corners curve: `.circular` (the default) or `.continuous`, Apple's smooth corner
    /// (Core's `CornerCurve`; its shape is PaintCode's public measurement of UIKit's). Not animatable.
    open var cornerCurve: CALayerCornerCurve = .circular

    /// True (the default) composites a translucent layer and its sublayers first and blends the
    /// result once; false blends each with the opacity on its own, so overlapping sublayers show
    /// through each other (Core's `Layer.allowsGroupOpacity`).
    open var allowsGroupOpacity = true

    /// Whether the layer's geometry is mirrored top to bottom within its bounds (y measured up
    /// from the bottom edge): each sublayer's position is reflected about the bounds' centre line
    /// and its drawing turned over with it, and so are a shape layer's own path and the shadow
    /// path (geometry, which code written for y-up coordinates flips this way). `contents`
    /// images stay upright (Apple: it "does not affect the rendering of the layer's content").
    /// Not animatable.
    open var isGeometryFlipped = false

    /// The blur material a visual effect view draws with (and the appearance of its tint).
    var backdrop: (BlurMaterial, Appearance)?

    /// How much of the visual effect view's blur shows, 0 to 1 (UIKit's animated `effect`).
    var effectStrength: Double {
        get { modelState.effectStrength }
        set { change(KeyPathEntry.effectStrength.name) { $0.effectStrength = newValue } }
    }

    /// Whether Core Animation caches the layer as a bitmap: a speed hint on iOS that changes
    /// nothing drawn at the screen's scale, so SegueKit accepts it and draws as usual.
    open var shouldRasterize = false
    /// The scale of the cached bitmap when `shouldRasterize` is on; accepted, with no effect.
    open var rasterizationScale: CGFloat = 1
    /// The scale of the layer's backing store; accepted: SegueKit draws at the recording's scale.
    open var contentsScale: CGFloat = 1
    /// Whether the layer's content is fully opaque (a drawing hint; it changes nothing drawn).
    open var isOpaque = false
    /// Whether drawing happens off the main thread (a speed hint; it changes nothing drawn).
    open var drawsAsynchronously = false

    /// What the layer draws (a `UIImage`'s `cgImage` or the image itself); drawn scaled per
    /// `contentsGravity`.
    open var contents: Any?
    /// How `contents` fits the bounds: `resize` (the default), `resizeAspect`, `resizeAspectFill`, `center`.
    open var contentsGravity: CALayerContentsGravity = .resize

    /// The shadow's opacity, 0 (none, the default) to 1; animatable. The shadow is cast by the
    /// layer's alpha (everything it draws, sublayers included) or by `shadowPath`, blurred by
    /// `shadowRadius`, moved by `shadowOffset`, in `shadowColor`, and drawn by the same rasterizer
    /// as a template's shadow (`LayerShadow`).
    open var shadowOpacity: Float {
        get { Float(modelState.shadowOpacity) }
        set { change("shadowOpacity") { $0.shadowOpacity = Double(newValue) } }
    }
    /// How far the shadow's edge is blurred, in points (default 3); animatable.
    open var shadowRadius: CGFloat {
        get { CGFloat(modelState.shadowRadius) }
        set { change("shadowRadius") { $0.shadowRadius = Double(newValue) } }
    }
    /// How far the shadow is moved, in the layer's points (default (0, −3), up); animatable.
    open var shadowOffset: CGSize {
        get { modelState.shadowOffset }
        set { change("shadowOffset") { $0.shadowOffset = newValue } }
    }
    /// The shadow's colour (default opaque black; its alpha multiplies `shadowOpacity`); animatable.
    open var shadowColor: CGColor? {
        get { modelState.shadowColor.map(CGColor.init) }
        set { change("shadowColor") { $0.shadowColor = newValue?.color } }
    }
    /// The shape that casts the shadow instead of the layer's alpha, in the layer's coordinates
    /// (faster on iOS, and what a layer without a background needs); animatable.
    open var shadowPath: CGPath? {
        get { modelState.shadowPath.map(CGPath.init) }
        set { change("shadowPath") { $0.shadowPath = newValue?.bezierPath } }
    }
    /// A transform applied to the sublayers about the anchor point, after each sublayer's own
    /// (where a container puts the perspective its sublayers share: `m34 = −1/d`); animatable.
    open var sublayerTransform: CATransform3D {
        get { modelState.sublayerTransform }
        set { change("sublayerTransform") { $0.sublayerTransform = newValue } }
    }
    /// False hides the layer while its back faces the viewer (a turn past 90° about x or y); true by default.
    open var isDoubleSided = true
    /// True antialiases the layer's axis-aligned edges; false (the default, as in Core Animation)
    /// puts them on whole pixels, so layers that abut at a fractional pixel leave no seam.
    open var allowsEdgeAntialiasing = false

    // MARK: Hierarchy

    /// The layer whose alpha channel masks this one, in this layer's coordinates. SegueKit clips
    /// to the mask's shape: a `CAShapeLayer`'s filled path, or another layer's (rounded) bounds.
    open var mask: CALayer? {
        didSet {
            oldValue?.maskedLayer = nil
            mask?.removeFromSuperlayer()
            mask?.maskedLayer = self
        }
    }
    /// The layer this one masks, if it is a mask.
    weak var maskedLayer: CALayer?

    /// The layer this one is a sublayer of; nil for a root layer and for a mask, which belongs to the
    /// layer it masks (as in Core Animation).
    open private(set) weak var superlayer: CALayer?
    private var children: [CALayer] = []

    /// The sublayers, back to front; `nil` when there are none, as in Core Animation.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil }
            children = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds `layer` in front of the other sublayers, taking it from its previous superlayer (a sublayer
    /// already here moves to the front). A cycle is recorded as misuse, as in `insertSublayer(_:at:)`.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }

    /// Inserts `layer` at `index` among the sublayers (clamped to 0...count), taking it from its previous
    /// superlayer or from being a mask. Adding a layer to itself or to one of its own sublayers is recorded
    /// as misuse and changes nothing.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else {
            Misuse.record(SegueKitError("CALayer.addSublayer: a layer cannot be its own sublayer"))
            return
        }
        var ancestor: CALayer? = self
        while let a = ancestor {
            if a === layer {
                Misuse.record(SegueKitError("CALayer.addSublayer: the layer is an ancestor of its new superlayer (a cycle)"))
                return
            }
            ancestor = a.superlayer
        }
        var index = Int(index)
        if layer.superlayer === self, let current = children.firstIndex(where: { $0 === layer }) {
            children.remove(at: current)
            if current < index { index -= 1 }
        } else {
            layer.removeFromSuperlayer()
        }
        children.insert(layer, at: min(max(0, index), children.count))
        layer.superlayer = self
    }

    /// Inserts `layer` just behind `sibling`; with a nil sibling, or one that is not a sublayer, SegueKit
    /// puts it at the back (index 0).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let index = children.firstIndex(where: { $0 === sibling }) else { return insertSublayer(layer, at: 0) }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just in front of `sibling`; with a nil sibling, or one that is not a sublayer,
    /// SegueKit puts it at the front.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let index = children.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        insertSublayer(layer, at: UInt32(index + 1))
    }

    /// Puts `newLayer` in `oldLayer`'s place among the sublayers and removes `oldLayer`; an `oldLayer`
    /// that is not a sublayer is recorded as misuse, and nothing changes.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else {
            Misuse.record(SegueKitError("CALayer.replaceSublayer(_:with:): the old layer is not a sublayer"))
            return
        }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer's sublayers; a mask is also detached from the layer it
    /// masks (whose `mask` becomes nil).
    open func removeFromSuperlayer() {
        if let superlayer {
            superlayer.children.removeAll { $0 === self }
            self.superlayer = nil
        }
        if let maskedLayer, maskedLayer.mask === self { maskedLayer.mask = nil }
    }

    // MARK: Timing (the layer's own time line, CAMediaTiming)

    /// When the layer's time line starts, in its superlayer's time (media time for a root layer); default
    /// 0. The animations of the layer and its sublayers run on this time line.
    open var beginTime: CFTimeInterval = 0
    /// How fast the layer's local time runs against its parent's (default 1); 0 stops the animations of
    /// the layer and its sublayers at `timeOffset`, which is how an interactive transition pauses them.
    open var speed: Float = 1
    /// A shift added to the layer's local time (default 0); with `speed` 0 it is the local time, which
    /// scrubbing an interactive transition sets.
    open var timeOffset: CFTimeInterval = 0
    /// A layer's own duration, repeats and fill are not supported; only the defaults work.
    open var duration: CFTimeInterval = 0 { didSet { unsupportedTiming("duration", duration != 0) } }
    /// Not supported for a layer's own time line: a value other than 0 is recorded as not supported
    /// (an animation's `repeatCount` works).
    open var repeatCount: Float = 0 { didSet { unsupportedTiming("repeatCount", repeatCount != 0) } }
    /// Not supported for a layer's own time line: a value other than 0 is recorded as not supported
    /// (an animation's `repeatDuration` works).
    open var repeatDuration: CFTimeInterval = 0 { didSet { unsupportedTiming("repeatDuration", repeatDuration != 0) } }
    /// Not supported for a layer's own time line: true is recorded as not supported (an animation's
    /// `autoreverses` works).
    open var autoreverses = false { didSet { unsupportedTiming("autoreverses", autoreverses) } }
    /// Accepted for `CAMediaTiming`, with no effect on a layer's own time line; unlike the other
    /// unsupported timing properties, a value other than `.removed` is not recorded (an animation's `fillMode` works).
    open var fillMode: CAMediaTimingFillMode = .removed

    private func unsupportedTiming(_ name: String, _ isSet: Bool) {
        if isSet { Misuse.record(.unsupported("CALayer.\(name) (a layer's own repeating time line)")) }
    }

    var timeline: MediaTimeline { MediaTimeline(beginTime: beginTime, speed: Double(speed), timeOffset: timeOffset) }

    /// This layer's local time at media time `now`, through every superlayer's time line (and,
    /// for a mask, the masked layer's).
    func localTime(at now: CFTimeInterval) -> CFTimeInterval {
        timeline.local(parentLayer?.localTime(at: now) ?? now)
    }

    /// The layer whose time and coordinates this one lives in: its superlayer, or for a mask the
    /// layer it masks.
    var parentLayer: CALayer? { superlayer ?? maskedLayer }

    /// Local time as a linear function of media time, A·now + B; A is 0 when some time line
    /// above is stopped.
    func timeMapping() -> (a: Double, b: Double) {
        let (a, b) = parentLayer?.timeMapping() ?? (1, 0)
        let t = timeline
        return (a * t.speed, (b - t.beginTime) * t.speed + t.timeOffset)
    }

    /// Converts `t` from `layer`'s time space (media time when `nil`) into this layer's.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let (a, b) = timeMapping()
        guard let layer else { return a * t + b }
        let (la, lb) = layer.timeMapping()
        guard la != 0 else { return localTime(at: Runtime.withCurrent { $0.now }) }
        return a * ((t - lb) / la) + b
    }

    /// Converts `t` from this layer's time space into `layer`'s (media time when `nil`).
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        guard let layer else {
            let (a, b) = timeMapping()
            return a == 0 ? Runtime.withCurrent { $0.now } : (t - b) / a
        }
        return layer.convertTime(t, from: self)
    }

    // MARK: Changes

    /// Applies a change to the model, offering it to the animation machinery (implicit actions,
    /// `UIView.animate`) with the old and new values.
    func change(_ keyPath: String, _ body: (inout LayerState) -> Void) {
        let old = modelState
        body(&modelState)
        guard old != modelState, let entry = KeyPathEntry.named(keyPath) else { return }
        Actions.layer(self, changed: entry, from: old)
    }

    // MARK: Animations

    /// An animation attached to the layer: the copy made when it was added.
    final class Attached {
        let key: String?
        let animation: CAAnimation
        var started = false
        var ended = false
        /// Called once when the animation stops, with `finished`.
        var onStop: [(Bool) -> Void] = []
        init(key: String?, animation: CAAnimation) { (self.key, self.animation) = (key, animation) }
    }
    var attached: [Attached] = []

    /// Adds a copy of `anim`, replacing any under `key`. A `beginTime` of 0 becomes the layer's
    /// current time. A problem (no key path, a value of the wrong type, an unsupported key path)
    /// is recorded with the call, and the animation is not added.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        _ = attach(anim, forKey: key)
    }

    /// As `add(_:forKey:)`, returning the attachment (UIKit's machinery watches it stop).
    @discardableResult
    func attach(_ anim: CAAnimation, forKey key: String?) -> Attached? {
        let copy = anim.copy() as! CAAnimation
        let call = "\(name.map { "layer \"\($0)\"" } ?? "CALayer").add(\(anim.callDescription), forKey: \(key.map { "\"\($0)\"" } ?? "nil"))"
        // Apple: an animation without a duration takes the transaction's (0.25 s by default);
        // before `prepare`, so that a group hands that duration to its children without one.
        if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
        if let problem = copy.prepare(for: self, call: call) {
            Misuse.record(SegueKitError(problem))
            return nil
        }
        let now = Runtime.withCurrent { $0.now }
        if copy.beginTime == 0 { copy.beginTime = localTime(at: now) }
        if let key, let index = attached.firstIndex(where: { $0.key == key }) {
            let old = attached.remove(at: index)
            stop(old, finished: false)
        }
        let attachment = Attached(key: key, animation: copy)
        attached.append(attachment)
        CATransaction.animationAdded(attachment)
        Runtime.withCurrent { $0.watch(self) }
        return attachment
    }

    /// The animation added under `key` (Core Animation returns a copy; so does SegueKit).
    open func animation(forKey key: String) -> CAAnimation? {
        attached.last { $0.key == key }.map { $0.animation.copy() as! CAAnimation }
    }

    /// The keys of the attached animations, in the order they were added.
    open func animationKeys() -> [String]? {
        let keys = attached.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `finished` false.
    open func removeAnimation(forKey key: String) {
        guard let index = attached.firstIndex(where: { $0.key == key }) else { return }
        stop(attached.remove(at: index), finished: false)
    }

    /// Removes every animation; their delegates hear `finished` false.
    open func removeAllAnimations() {
        let removed = attached
        attached = []
        for attachment in removed { stop(attachment, finished: false) }
    }

    var hasAnimations: Bool { !attached.isEmpty }

    /// Removes every animation of this layer and its sublayers (and masks), ending each with
    /// `finished`: how a cancelled interactive transition's animations end at their start.
    func endAnimationsInTree(finished: Bool) {
        let ended = attached
        attached = []
        for attachment in ended { stop(attachment, finished: finished) }
        mask?.endAnimationsInTree(finished: finished)
        for sublayer in children { sublayer.endAnimationsInTree(finished: finished) }
    }

    /// Ends an attachment: its delegate and stop callbacks run (delegates on the main actor,
    /// after the current work, as Core Animation delivers them).
    private func stop(_ attachment: Attached, finished: Bool) {
        guard !attachment.ended else { return }
        attachment.ended = true
        let animation = attachment.animation
        let callbacks = attachment.onStop
        attachment.onStop = []
        for callback in callbacks { callback(finished) }
        if let delegate = animation.delegate {
            let started = attachment.started
            attachment.started = true
            // Delegates are called on the main actor, where the runtime advances.
            nonisolated(unsafe) let (delegate, animation) = (delegate, animation)
            Runtime.withCurrent { runtime in
                runtime.schedule(at: runtime.now) {
                    if !started { delegate.animationDidStart(animation) }
                    delegate.animationDidStop(animation, finished: finished)
                }
            }
        }
    }

    /// Starts and stops animations whose time has come at media time `now`; true when any did.
    @MainActor
    func runAnimationEvents(at now: CFTimeInterval) -> Bool {
        let (a, b) = timeMapping()
        let layerTime = a * now + b
        var happened = false
        for attachment in attached where !attachment.ended {
            let animation = attachment.animation
            let local = animation.timeline.local(layerTime)
            if !attachment.started && local >= -Runtime.tolerance {
                attachment.started = true
                happened = true
                animation.delegate?.animationDidStart(animation)
            }
            if a != 0 && animation.timeline.speed != 0 && local >= animation.activeDuration - Runtime.tolerance {
                if animation.isRemovedOnCompletion { attached.removeAll { $0 === attachment } }
                stop(attachment, finished: true)
                happened = true
            }
        }
        return happened
    }

    /// The next media time after `now` at which an animation of this layer starts or ends.
    func nextAnimationEvent(after now: CFTimeInterval) -> CFTimeInterval? {
        let (a, b) = timeMapping()
        guard a != 0 else { return nil }
        var next: CFTimeInterval?
        for attachment in attached where !attachment.ended {
            let timeline = attachment.animation.timeline
            var targets: [Double] = []
            if !attachment.started { targets.append(0) }
            let active = attachment.animation.activeDuration
            if active.isFinite { targets.append(active) }
            for target in targets {
                guard let layerTime = timeline.parent(ofLocal: target) else { continue }
                let media = (layerTime - b) / a
                if media > now + Runtime.tolerance { next = min(next ?? media, media) }
            }
        }
        return next
    }

    // MARK: Presentation

    /// The model values with the animations running at media time `now` applied, in the order
    /// they were added.
    func presentedState(at now: CFTimeInterval) -> LayerState {
        guard !attached.isEmpty else { return modelState }
        var state = modelState
        let layerTime = localTime(at: now)
        for attachment in attached { attachment.animation.apply(to: &state, layerTime: layerTime) }
        return state
    }

    /// A copy of the layer as it appears now: the model with its running animations applied,
    /// and sublayers that are presentation copies too. `nil` for a layer already a copy's.
    open func presentation() -> Self? {
        guard presentationSource == nil else { return nil }
        let now = Runtime.withCurrent { $0.now }
        let copy = Self(layer: self)
        copy.modelState = presentedState(at: now)
        copy.presentationSource = self
        copy.children = children.compactMap { $0.presentation() }
        return copy
    }

    /// The layer a presentation copy was made from.
    private weak var presentationSource: CALayer?

    /// The model layer of a presentation copy, or this layer itself.
    open func model() -> Self { (presentationSource as? Self) ?? self }

    // MARK: Key-value coding

    /// The value at an animatable key path (`"opacity"`, `"transform.rotation.z"`, …), as iOS
    /// code reads `layer.presentation()?.value(forKeyPath:)`; `nil` for other key paths.
    open func value(forKeyPath keyPath: String) -> Any? {
        KeyPathEntry.named(keyPath).map { modelState.value(at: $0).anyValue } ?? nil
    }

    /// Sets an animatable key path from a value of its type; another is recorded as misuse.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let entry = KeyPathEntry.named(keyPath) else {
            Misuse.record(.unsupported("CALayer.setValue(_:forKeyPath: \"\(keyPath)\")"))
            return
        }
        guard let checked = AnimatedValue(value, as: entry.kind) else {
            Misuse.record(SegueKitError("CALayer.setValue(_:forKeyPath: \"\(keyPath)\"): expected \(entry.kind.rawValue), found \(value.map(AnimatedValue.describe) ?? "nil")"))
            return
        }
        change(keyPath) { $0.set(checked, at: entry) }
    }
}

/// How a layer's corners curve (CALayer's `cornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the curve: "circular" or "continuous".
    public let rawValue: String
    /// A curve of any string; one other than the two below is drawn circular, without being recorded.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous corner.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")

    /// Core's curve of the same name; an unknown one is circular.
    var core: CornerCurve { CornerCurve(rawValue: rawValue) ?? .circular }
}

/// CALayer's corner mask: which corners `cornerRadius` rounds, by their place in the bounds
/// (minX minY is the top-left in UIKit's y-down coordinates).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corner bits, Core Animation's: 1 min-x min-y, 2 max-x min-y, 4 min-x max-y, 8 max-x max-y.
    public let rawValue: UInt
    /// A mask of `rawValue`'s bits; bits other than the four corners' are ignored when drawn.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (least x and y in UIKit's y-down coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    /// Core's mask of the same corners (the raw values are CA's, and Core's).
    var core: CornerMask { CornerMask(rawValue: Int(rawValue & 0xF)) }
}

/// How layer contents fill the bounds (CALayer's `contentsGravity`); the scaling gravities map
/// to UIView's content modes.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the gravity (`kCAGravityResize` is "resize").
    public let rawValue: String
    /// A gravity of any string. SegueKit draws only the four below; any other (CA's "top",
    /// "bottomLeft", …) stretches the contents to the bounds as `resize` does, without being recorded.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretches the contents to the bounds, aspect ratio ignored (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scales the contents to fit inside the bounds, aspect ratio kept, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scales the contents to cover the bounds, aspect ratio kept, centred; they may overflow the bounds
    /// unless `masksToBounds` clips them.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// The contents at their own size, centred. An image's size in points comes from its file name's
    /// `@2x`/`@3x` suffix, not from `contentsScale` as in Core Animation.
    public static let center = CALayerContentsGravity(rawValue: "center")
}

/// The geometry every layer shares.
enum LayerGeometry {
    /// The affine map from a layer's bounds coordinates to its parent's: move the anchor point
    /// (anchorPoint of the bounds, offset by bounds.origin) to the origin, apply the transform's
    /// affine part, then move to `position`.
    static func toParent(_ state: LayerState) -> SegueCore.AffineTransform {
        let anchor = CGPoint(x: state.bounds.origin.x + state.anchorPoint.x * state.bounds.size.width,
                             y: state.bounds.origin.y + state.anchorPoint.y * state.bounds.size.height)
        return SegueCore.AffineTransform.translation(-Double(anchor.x), -Double(anchor.y))
            .concatenating(CATransform3DGetAffineTransform(state.transform).core)
            .concatenating(.translation(Double(state.position.x), Double(state.position.y)))
    }

    /// Whether Segue can draw `t`: its x-y part is a 2-D affine transform, with no perspective
    /// (m14, m24, m34 zero, m44 one) and nothing mixing z into x or y (m31, m32 zero) or x and y
    /// into z that would turn the plane (m13, m23 zero). A z scale or translation (m33, m43)
    /// leaves a flat layer as it is, as on iOS, and draws.
    static func isDrawable(_ t: CATransform3D) -> Bool {
        t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m34 == 0 && t.m44 == 1
    }

    /// The bounding box of the transformed bounds in the parent's coordinates.
    static func frame(of state: LayerState) -> CGRect {
        let box = toParent(state).apply(to: Rect(x: Double(state.bounds.origin.x), y: Double(state.bounds.origin.y),
                                                width: Double(state.bounds.size.width), height: Double(state.bounds.size.height)))
        return CGRect(x: box.origin.x, y: box.origin.y, width: box.size.width, height: box.size.height)
    }
}
