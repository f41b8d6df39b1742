/// A navigation push or pop as UINavigationController draws it (`_UINavigationParallaxTransition`,
/// whose values are private): the incoming screen slides over the covered one from the trailing
/// edge with its shadow (`SlideEffect.navigationShadow`), the covered one moves by `parallax`
/// of the width toward the leading edge and darkens under black at `coveredDimming`, and the
/// navigation bar stays: one bar drawn above both screens, its background changing in place and
/// its items moving as UINavigationBar moves them (`NavigationBarTransition`).
///
/// Timing: UIKit's transition lasts `defaultDuration` (0.35 s) on the ease-in-ease-out curve
/// when a template gives none. Apple documents neither; 0.35 s is the commonly reported value
/// and the one a public re-implementation of the plain push uses (the Wikipedia iOS app's
/// `WMFBoringNavigationTransition` returns 0.35). Flutter's Cupertino route eyeballs 0.4 s on a
/// decelerating curve ("a relatively rigorous eyeball estimation"); a critically damped spring
/// of about 0.5 s is also reported for recent iOS, but no public source pins its parameters.
/// Segue takes 0.35 s on UIKit's default curve, a choice stated here, not a measurement.
///
/// Variants: right-to-left mirrors the directions (the incoming screen comes from the left,
/// the covered one moves right); Prefer Cross-Fade Transitions cross-fades the screens and the
/// bar's items in place; Reduce Motion alone leaves the system transition as it is
/// (`adapted(to:in:)`).
public struct NavigationEffect: TransitionEffect {
    public static let typeName = "navigation"
    /// A navigation controller pushes and pops.
    public static let operations: [TransitionOperation] = [.push, .pop]

    /// UIKit's duration for a system push or pop, in seconds (see the type's note).
    public static let defaultDuration = 0.35
    /// UIKit's curve for a system push or pop (see the type's note).
    public static let defaultTiming = Timing.easeInEaseOut
    /// How far the covered screen moves, as a fraction of the width: UIKit's parallax, about a
    /// third (Flutter's Cupertino route: 1/3; the public LazyBackAnimator: 0.3).
    public static let parallax = 0.3
    /// The black the covered screen darkens under at the end of a push (UIKit's private
    /// `_UIParallaxDimmingView`): 0.1, Flutter's Cupertino route barrier 0x18000000 (0.094,
    /// "a relatively rigorous eyeball estimation") rounded; the shipped `slide-pop` uses 0.1 too.
    public static let coveredDimming = 0.1
    /// The id of the dimming layer drawn above the covered screen.
    public static let dimmingID = "navigationDimming"

    /// How the transition moves.
    public enum Style: String, Hashable, Sendable {
        /// UIKit's parallax slide.
        case slide
        /// Prefer Cross-Fade Transitions: the top screen's opacity follows the openness, the
        /// bar's items cross-fade where they rest.
        case crossFade
    }

    public var style: Style
    /// True mirrors every direction, as UIKit does under right-to-left semantic content.
    public var mirrored: Bool

    public init(style: Style = .slide, mirrored: Bool = false) {
        self.style = style
        self.mirrored = mirrored
    }

    /// Accepts push and pop only, and finds the two screens' navigation bars (a screen without
    /// one slides with its own layers).
    public func resolve(in context: EffectContext) throws(SceneError) -> any EffectStaging {
        let operation = context.operation
        guard operation == .push || operation == .pop else {
            throw SceneError(path: context.path("operation"),
                             message: "expected \"push\" or \"pop\" for a navigation transition, found \(MessageText.quoted(operation.rawValue))")
        }
        let forward = operation.isForward
        let width = context.canvas.size.width
        let sign: Double = mirrored ? -1 : 1
        let slide = SlideEffect.Staging(toOnTop: forward, step: Vector(-sign * width, 0),
                                        parallax: NavigationEffect.parallax, castsShadow: true)
        let bar = NavigationBarTransition(covered: forward ? context.from : context.to, coveredName: forward ? Scene.fromID : Scene.toID,
                                          top: forward ? context.to : context.from, topName: forward ? Scene.toID : Scene.fromID,
                                          width: width, direction: sign, crossFade: style == .crossFade)
        return Staging(toOnTop: forward, slide: style == .slide ? slide : nil, canvas: context.canvas.size, bar: bar)
    }

    struct Staging: EffectStaging {
        let toOnTop: Bool
        /// The screens' motion; `nil` when they cross-fade.
        let slide: SlideEffect.Staging?
        let canvas: Size
        /// The composed bar; `nil` unless both screens show one.
        let bar: NavigationBarTransition?

        /// At openness q: the screens slide (or the top one fades to q), the covered one dims
        /// under black at coveredDimming·q, and the bar replaces both screens' bars.
        func stage(_ stage: inout TransitionStage, at instant: EffectInstant) {
            let q = instant.openness
            if let slide {
                slide.stage(&stage, at: instant)
                let dimming = min(1, max(0, NavigationEffect.coveredDimming * q))
                if dimming > 0 {
                    let layer = Layer(id: NavigationEffect.dimmingID, frame: Rect(origin: .zero, size: canvas),
                                      backgroundColor: .black, opacity: dimming)
                    stage.insert(StageLayer(layer), above: stage.coveredID)
                }
            } else {
                stage.update(stage.topID) { $0.opacity = min(1, max(0, q)) }
            }
            guard let bar else { return }
            for id in [Scene.fromID, Scene.toID] {
                stage.update(id) { $0.sublayers.removeAll { $0.id == Scene.chromeIDs.navigationBar } }
            }
            stage.insert(bar.stageLayer(at: q), above: stage.topID)
        }
    }
}
