#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TransitionStage {
    /// Draws the shared elements at timed progress `p`: each original layer is hidden on its
    /// screen and a morph (`match.<id>`) is added on top of the stage.
    ///
    /// The morph flies between the two ends where they are now: each end's pose (centre, size,
    /// turn) is its layer's bounds through the stage's current transforms (its screen's, and a
    /// container's such as a rising sheet's), so a morph into a sheet lands where the sheet
    /// carries its end. iOS 18's zoom does the same: UIKit's header for
    /// `UIViewControllerTransition.zoom(options:sourceViewProvider:)` says the source view
    /// provider "may be called multiple times during the transition's lifecycle in order to
    /// ensure that the transition incorporates the most up-to-date visuals". Centre,
    /// size, turn, corner radius, border, background colour, shadow, blur and effective opacity
    /// go from the from-look to the to-look by p (a spring may overshoot; opacity is clamped).
    /// The morph clips to its rounded frame, and inside it the to-layer's content
    /// (`match.<id>.to`, at opacity p) is drawn over the from-layer's (`match.<id>.from`): when
    /// the from-end is opaque (`MatchLook.isOpaque`: a photo, a card with a background) and the
    /// to-end's content covers its box (`MatchLook.contentCovers`: a photo), the from-content
    /// stays opaque, the end state drawn over the start state, so the morph is opaque all the
    /// way rather than two translucent copies, and the to-content hides it by the end; otherwise
    /// (a title, a translucent layer, a card whose content is text) the from-content fades out,
    /// 1 − p, as the two cross-fade
    /// (`MatchLook.morphContentLayer` lays each out). This is the rule of Hero's
    /// `MatchPreprocessor` (HeroTransitions/Hero): a pair cross-fades only when a view is not
    /// opaque, and otherwise the from-view is displayed throughout under the to-view; the
    /// to-content fading in over it, rather than appearing at once, is Segue's choice. A shadow is cast by a
    /// layer of its own below (`match.<id>.shadow`, shadowPath the rounded frame), since the
    /// morph's clip would clip it, as CALayer's `masksToBounds` clips its own shadow.
    ///
    /// At the ends (elapsed fraction 0 or 1) there is no morph: the layer of the end's own
    /// screen shows itself and its counterpart stays hidden (it has flown into it), so a
    /// transition starts and ends on exactly its screens' layers.
    ///
    /// A match whose from-end is the layer an interaction drags (`drag`) flies by the drag's
    /// `morphProgress` instead: it stays on the finger until the release, then flies on, until
    /// that progress reaches 1 even when the transition's fraction is already 1 (a drag past
    /// its distance). (A dragged to-end needs nothing: the morph flies toward wherever the
    /// finger holds it.)
    mutating func addMatches(_ matches: [ResolvedMatch], progress transitionProgress: Double, fraction f: Double, drag: DragPose? = nil) {
        for match in matches {
            let dragged = drag.map { $0.address.screen == Scene.fromID && $0.address.path == match.fromPlace } ?? false
            let p = dragged ? drag!.morphProgress : transitionProgress
            let flying = f > 0 && (dragged ? p < 1 : f < 1)
            let poses = flying ? (pose(of: match.from, in: Scene.fromID, at: match.fromPlace),
                                  pose(of: match.to, in: Scene.toID, at: match.toPlace)) : nil
            if f < 1 || flying { update(Scene.toID) { root in root.update(at: match.toPlace[...]) { $0.opacity = 0 } } }
            if f > 0 { update(Scene.fromID) { root in root.update(at: match.fromPlace[...]) { $0.opacity = 0 } } }
            if let (from, to) = poses { layers += match.morph(at: p, from: from, to: to) }
        }
    }

    /// Where the layer at `place` below screen `screen`'s root is drawn now: its bounds through
    /// its own and every ancestor's transform, the screen's and its containers' on the stage.
    /// In perspective (a flip or cube turning the screen, a turned card), the box of its
    /// projected corners, unturned: the morph starts and ends where the layer is seen. The
    /// look's at-rest pose when the screen is not on the stage.
    func pose(of look: MatchLook, in screen: String, at place: [Int]) -> MatchPose {
        func search(_ items: [StageLayer], _ chain: [Layer]) -> MatchPose? {
            for item in items {
                let chain = chain + [item.layer]
                if item.name == screen {
                    var layer = item.layer, layers = chain
                    for index in place {
                        guard layer.sublayers.indices.contains(index) else { return nil }
                        layer = layer.sublayers[index]
                        layers.append(layer)
                    }
                    switch LayerCanvasMap(layers) {
                    case .affine(let toCanvas)?: return MatchPose(bounds: layer.boundsSize, toCanvas: toCanvas)
                    case .projective(let map)?:
                        return map.mappedBounds(of: Rect(origin: .zero, size: layer.boundsSize)).map(MatchPose.init(frame:))
                    case nil: return nil
                    }
                }
                if let found = search(item.contents, chain) { return found }
            }
            return nil
        }
        return search(layers, []) ?? MatchPose(frame: look.frame)
    }
}

/// One end of a morph on the canvas at an instant: the centre of its box, its size in canvas
/// points and its turn in radians (a positive turn is clockwise on screen, as CA's rotation),
/// and −1 for a mirrored box (a negative determinant: mirrored top to bottom after the turn,
/// which with a half turn is mirrored left to right), else 1.
struct MatchPose: Hashable, Sendable {
    var center: Point
    var size: Size
    var rotation: Double
    var mirror: Double = 1

    /// The pose of bounds of `size` drawn through `toCanvas`: the centre mapped, each side
    /// scaled by the length its axis is mapped to, the turn of the x axis.
    init(bounds size: Size, toCanvas t: AffineTransform) {
        center = t.apply(to: Point(size.width / 2, size.height / 2))
        self.size = Size(unchecked: size.width * (t.a * t.a + t.b * t.b).squareRoot(),
                         size.height * (t.c * t.c + t.d * t.d).squareRoot())
        rotation = atan2(t.b, t.a)
        mirror = t.a * t.d - t.b * t.c < 0 ? -1 : 1
    }

    /// An unturned box.
    init(frame: Rect) {
        center = Point(frame.x + frame.width / 2, frame.y + frame.height / 2)
        size = frame.size
        rotation = 0
    }

    /// `fraction` of the way to `other`, turning the shorter way round.
    func lerp(to other: MatchPose, _ fraction: Double) -> MatchPose {
        var turn = (other.rotation - rotation).truncatingRemainder(dividingBy: 2 * .pi)
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        var pose = self
        pose.center = center.lerp(to: other.center, fraction)
        pose.size = Size(unchecked: max(0, size.width + (other.size.width - size.width) * fraction),
                         max(0, size.height + (other.size.height - size.height) * fraction))
        pose.rotation = rotation + turn * fraction
        pose.mirror = mirror + (other.mirror - mirror) * fraction
        return pose
    }
}

extension ResolvedMatch {
    /// The morph at timed progress `p` between the ends at rest (see `TransitionStage.addMatches`).
    func morph(at p: Double) -> [StageLayer] {
        morph(at: p, from: MatchPose(frame: from.frame), to: MatchPose(frame: to.frame))
    }

    /// The morph at timed progress `p` between the ends' poses now: its shadow layer, when
    /// either end casts one, then the morph (see `TransitionStage.addMatches`).
    func morph(at p: Double, from start: MatchPose, to end: MatchPose) -> [StageLayer] {
        let pose = start.lerp(to: end, p)
        let size = pose.size
        let frame = Rect(x: pose.center.x - size.width / 2, y: pose.center.y - size.height / 2, width: size.width, height: size.height)
        let turn = LayerTransform(scaleY: pose.mirror, rotation: pose.rotation)
        let radius = max(0, from.cornerRadius + (to.cornerRadius - from.cornerRadius) * p)
        let opacity = min(1, max(0, from.opacity + (to.opacity - from.opacity) * p))
        var container = Layer(
            id: pair.nodeID, frame: frame,
            backgroundColor: from.backgroundColor.lerp(to: to.backgroundColor, p), cornerRadius: radius,
            borderWidth: max(0, from.borderWidth + (to.borderWidth - from.borderWidth) * p),
            borderColor: from.borderColor.lerp(to: to.borderColor, p),
            opacity: opacity, transform: turn, masksToBounds: true)
        container.blur = LayerBlur.lerp(from.blur, to.blur, p)
        func content(_ look: MatchLook, _ name: String, opacity: Double) -> StageLayer {
            StageLayer(look.morphContentLayer(id: pair.nodeID + "." + name, opacity: opacity, size: size))
        }
        let under = from.isOpaque && to.contentCovers ? 1 : 1 - p
        let morph = StageLayer(container, contents: [content(from, Scene.fromID, opacity: under), content(to, Scene.toID, opacity: p)])
        guard let shadow = LayerShadow.lerp(from.shadow, to.shadow, p) else { return [morph] }
        var caster = Layer(id: pair.nodeID + ".shadow", frame: frame, opacity: opacity, transform: turn)
        caster.shadow = shadow
        caster.shadow.path = BezierPath.roundedRect(Rect(origin: .zero, size: size), cornerRadius: radius)
        return [StageLayer(caster), morph]
    }
}

extension LayerShadow {
    /// `fraction` of the way from `a` to `b`: colour, opacity, radius and offset; a missing end
    /// (opacity 0) takes the other's colour, radius and offset at opacity 0, so the shadow fades
    /// rather than jumps. Nil when neither end casts a shadow.
    static func lerp(_ a: LayerShadow, _ b: LayerShadow, _ fraction: Double) -> LayerShadow? {
        guard a.isVisible || b.isVisible else { return nil }
        let start = a.isVisible ? a : LayerShadow(color: b.color, opacity: 0, radius: b.radius, offset: b.offset)
        let end = b.isVisible ? b : LayerShadow(color: a.color, opacity: 0, radius: a.radius, offset: a.offset)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
        return LayerShadow(color: start.color.lerp(to: end.color, fraction), opacity: min(1, max(0, mix(start.opacity, end.opacity))),
                           radius: max(0, mix(start.radius, end.radius)),
                           offset: Vector(mix(start.offset.dx, end.offset.dx), mix(start.offset.dy, end.offset.dy)))
    }
}

extension LayerBlur {
    /// `fraction` of the way from `a` to `b`: radius and tint, the material of the nearer end; a
    /// missing end is the other's material at radius 0 with its tint transparent, so a sheet's
    /// frosting fades in or out rather than vanishing. Nil when neither end blurs.
    static func lerp(_ a: LayerBlur?, _ b: LayerBlur?, _ fraction: Double) -> LayerBlur? {
        guard let start = a ?? b.map({ LayerBlur(material: $0.material, radius: 0, tint: $0.tint.withAlpha(0)) }),
              let end = b ?? a.map({ LayerBlur(material: $0.material, radius: 0, tint: $0.tint.withAlpha(0)) }) else { return nil }
        return LayerBlur(material: fraction < 0.5 ? start.material : end.material,
                         radius: max(0, start.radius + (end.radius - start.radius) * fraction),
                         tint: start.tint.lerp(to: end.tint, min(1, max(0, fraction))))
    }
}
