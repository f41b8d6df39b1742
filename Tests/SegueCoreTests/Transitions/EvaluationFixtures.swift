import Testing
@testable import SegueCore

/// Shared scenes and helpers for the evaluation tests (transitions, animations, render trees).
///
/// The canvas is 400×800 points so that offsets and scales come out as round numbers by hand.
enum EvaluationFixtures {
    /// Arithmetic on a few doubles (lerps, products, cosines of π/2) is exact to far better
    /// than 1e-9; the cubic timing placeholder's solver is accurate to ~1e-12.
    static let tolerance = 1e-9

    static let canvas = Canvas(size: Size(unchecked: 400, 800), scale: 1, fps: 60)

    /// A list screen: a cell (20, 100, 200, 100) with corner radius 12, a round button at
    /// (300, 700, 60, 60), and a group at (100, 200) holding a nested `badge`.
    static let list = Screen(background: .white, layers: [
        Layer(id: "cell", frame: Rect(20, 100, 200, 100), cornerRadius: 12),
        Layer(id: "button", frame: Rect(300, 700, 60, 60), cornerRadius: 30),
        Layer(id: "group", frame: Rect(100, 200, 200, 200), opacity: 0.5,
              transform: LayerTransform(scaleX: 0.5, scaleY: 0.5),
              sublayers: [Layer(id: "badge", frame: Rect(0, 0, 50, 50), opacity: 0.5)]),
    ])

    /// A detail screen: a card (80, 140, 40, 20) and a shape layer `figure`.
    static let detail = Screen(background: .black, layers: [
        Layer(id: "card", frame: Rect(80, 140, 40, 20), backgroundColor: .black),
        Layer(id: "figure", frame: Rect(0, 0, 100, 100),
              content: .shape(ShapeContent(path: .rect(Rect(0, 0, 10, 10)), strokeColor: .black))),
    ])

    /// A scene whose from-screen is the list on forward operations and the detail on backward
    /// ones, so the list screen (zoom source, reveal origin) is always `list`.
    static func scene(_ effect: any TransitionEffect, _ operation: TransitionOperation = .push,
                      timing: Timing = .linear, dimming: Double = 0, duration: Double = 1) -> Scene {
        let forward = operation.isForward
        return Scene(name: "test", canvas: canvas, from: forward ? list : detail, to: forward ? detail : list,
                     transition: Transition(effect: effect, operation: operation, duration: duration,
                                            timing: timing, dimming: dimming))
    }

    /// The flattened layer with `id`.
    static func layer(_ id: String, in tree: RenderTree) -> FlatLayer? {
        tree.flattened().first { $0.id == id }
    }

    /// The root nodes' ids in paint order.
    static func rootIDs(_ tree: RenderTree) -> [String] { tree.nodes.map(\.id) }

    /// The error `resolved()` throws, or `nil`.
    static func resolutionError(_ scene: Scene) -> SceneError? {
        do { _ = try scene.resolved(); return nil } catch { return error }
    }
}
