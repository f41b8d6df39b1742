/// The navigation bar during a push or pop: one bar above both screens, made of the two
/// screens' bars (`NavigationBarLayout`'s parts), as UINavigationBar animates its items.
///
/// UIKit's bar transition is private; the choreography follows the public re-implementation
/// in Flutter's Cupertino navigation bar (`_NavigationBarComponentsTransition`, whose intervals
/// were "eyeballed" against iOS), with every ramp linear in the openness q (UIKit animates bar
/// items in the transition's own animation block, so their alpha follows its curve as their
/// motion does). With W the canvas width and s = 1 (−1 mirrored), over q from 0 to 1:
///
/// - background: its height, colour, blur and hairline move from the covered bar's to the top
///   bar's (a large-title bar collapsing to an inline one, a transparent one becoming material);
/// - covered back label: slides s·W/2 toward the leading edge, gone by q = 0.2;
/// - covered chevron: stays; hidden when the top bar has one in the same place, else gone by 0.6;
/// - covered inline title: slides its text's leading edge onto the top back label's, gone by 0.7
///   (in place, gone by 0.4, when the top bar has no back button);
/// - covered large title: slides and shrinks (34 → 17 pt, about its leading edge) onto the top
///   back label, gone by 0.6 (without a back label: s·W/4 toward the trailing edge, gone by 0.4);
/// - covered trailing button: in place, gone by 0.6;
/// - top chevron: stays when the covered bar had one, else comes in from 2 chevron widths on the
///   trailing side, from q = 0.7;
/// - top back label: travels the covered title's path the other way, from 0.3 (0.4 from a large title);
/// - top inline title: from centred on the trailing edge to its place, from 0.25;
/// - top large title: from one width on the trailing side, from 0.3;
/// - top trailing button: in place, from 0.4.
///
/// "Gone by t" is opacity 1 − q/t, "from t" is (q − t)/(1 − t), both clamped to 0...1. Under
/// Prefer Cross-Fade Transitions nothing moves: covered items fade to 1 − q, top ones to q.
struct NavigationBarTransition: Sendable {
    /// One screen's bar, its parts in canvas points.
    struct Item: Sendable {
        var background: Layer?
        var chevron: Layer?
        var label: Layer?
        var title: Layer?
        var largeTitle: Layer?
        var trailing: Layer?

        /// The parts of `bar` (a `navigationBar` layer at the canvas origin), the back button's
        /// two moved into the bar's coordinates; `nil` for a screen without a bar.
        init?(_ screen: Screen) {
            guard let bar = screen.layers.first(where: { $0.id == Scene.chromeIDs.navigationBar }) else { return nil }
            typealias ID = NavigationBarLayout.PartID
            for part in bar.sublayers {
                switch part.id {
                case ID.background: background = part
                case ID.title: title = part
                case ID.largeTitle: largeTitle = part
                case ID.trailingButton: trailing = part
                case ID.backButton:
                    for child in part.sublayers {
                        var moved = child
                        moved.frame.x += part.frame.x
                        moved.frame.y += part.frame.y
                        if child.id == ID.backChevron { chevron = moved }
                        if child.id == ID.backLabel { label = moved }
                    }
                default: break
                }
            }
        }
    }

    let covered: Item
    let top: Item
    /// The stage names of the two items' containers: `<screen>NavigationItem`.
    let coveredName: String
    let topName: String
    let width: Double
    /// 1, or −1 when mirrored (right to left).
    let direction: Double
    let crossFade: Bool

    /// The composed bar of two screens that both show one; `nil` otherwise (a lone bar stays
    /// in its screen and moves with it).
    init?(covered: Screen, coveredName: String, top: Screen, topName: String, width: Double, direction: Double, crossFade: Bool) {
        guard let coveredItem = Item(covered), let topItem = Item(top) else { return nil }
        self.covered = coveredItem
        self.top = topItem
        self.coveredName = coveredName + "NavigationItem"
        self.topName = topName + "NavigationItem"
        self.width = width
        self.direction = direction
        self.crossFade = crossFade
    }

    /// The stage layer `navigationBar` at openness q: its sublayer the background
    /// (`navigationBar.navigationBarBackground`), then the covered item's parts in the stage
    /// layer `<screen>NavigationItem` (`fromNavigationItem.navigationTitle` on a push), then
    /// the top item's (`toNavigationItem.backLabel`).
    func stageLayer(at q: Double) -> StageLayer {
        var container = Layer(id: Scene.chromeIDs.navigationBar, frame: Rect(x: 0, y: 0, width: width, height: 0))
        container.sublayers = background(at: q).map { [$0] } ?? []
        let contents = [StageLayer(Layer(id: coveredName, frame: container.frame, sublayers: coveredParts(at: q))),
                        StageLayer(Layer(id: topName, frame: container.frame, sublayers: topParts(at: q)))]
        return StageLayer(container, contents: contents)
    }
}

extension NavigationBarTransition {
    /// 1 − q/t clamped to 0...1: gone by q = t.
    static func fadeOut(_ q: Double, by t: Double) -> Double { min(1, max(0, 1 - q / t)) }
    /// (q − t)/(1 − t) clamped to 0...1: appearing from q = t.
    static func fadeIn(_ q: Double, from t: Double) -> Double { min(1, max(0, (q - t) / (1 - t))) }

    /// The leading edge of the text a layer draws (its frame's when it draws none): where the
    /// text begins for its alignment, at its `TextContent.estimatedWidth` capped by the frame.
    func leadingX(of layer: Layer) -> Double {
        let frame = layer.frame
        guard case .text(let text)? = layer.content else { return direction > 0 ? frame.minX : frame.maxX }
        let w = min(text.estimatedWidth, frame.width)
        let start = switch text.alignment {
        case .left: frame.minX
        case .center: frame.midX - w / 2
        case .right: frame.maxX - w
        }
        return direction > 0 ? start : start + w
    }

    /// `layer` at `opacity`, moved by `offset`, scaled by `scale` about its text's leading edge
    /// at its middle height.
    func placed(_ layer: Layer, opacity: Double, offset: Vector = .zero, scale: Double = 1) -> Layer {
        var placed = layer
        placed.opacity = layer.opacity * opacity
        placed.transform.translation = offset
        if scale != 1, layer.frame.width > 0 {
            placed.anchorPoint = Point((leadingX(of: layer) - layer.frame.minX) / layer.frame.width, 0.5)
            placed.transform.scaleX = scale
            placed.transform.scaleY = scale
        }
        return placed
    }

    /// The offset that puts `layer`'s text leading edge, at its middle height, on `target`'s.
    func offset(from layer: Layer, to target: Layer) -> Vector {
        Vector(leadingX(of: target) - leadingX(of: layer), target.frame.midY - layer.frame.midY)
    }

    /// A text layer's font size (1 for other content), for the large title's shrink.
    static func fontSize(_ layer: Layer) -> Double {
        if case .text(let text)? = layer.content { return text.size }
        return 1
    }
}
