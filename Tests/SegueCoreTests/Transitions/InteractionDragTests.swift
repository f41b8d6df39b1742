import Testing
@testable import SegueCore
import SegueTestSupport

/// A pan that moves a layer in points (Photos' drag-to-dismiss): the photo follows the finger
/// and shrinks with the drag, then flies into its cell (finish) or springs back (cancel).
@Suite struct InteractionDragTests {
    typealias F = EvaluationFixtures

    /// The viewer's photo (50, 300, 300 × 200: centre (200, 400)) matches the grid's cell
    /// (20, 100, 100 × 100: centre (70, 150)). A linear pop of 1 s; the pan goes down 120 points
    /// in 0.3 s (400 points is 100 %) and drags the photo, which reaches scale ½ at 400 points.
    static func scene(_ outcome: Interaction.Outcome, gesture: Interaction.Gesture? = nil) -> Scene {
        var photo = Layer(id: "photo", frame: Rect(50, 300, 300, 200), backgroundColor: .black)
        photo.match = "p"
        var cell = Layer(id: "cell", frame: Rect(20, 100, 100, 100), backgroundColor: .white)
        cell.match = "p"
        let transition = Transition(effect: MatchEffect(), operation: .pop, duration: 1, timing: .linear)
        var interaction = Interaction(
            gesture: gesture ?? .pan(translation: [.init(time: 0, value: 0), .init(time: 0.3, value: 120)], distance: 400),
            release: .init(outcome: outcome), completionCurve: .linear)
        interaction.drag = InteractionDrag(target: .fromLayer("photo"), scale: 0.5)
        return Scene(name: "drag", canvas: F.canvas, from: Screen(background: .black, layers: [photo]),
                     to: Screen(background: .white, layers: [cell]), transition: transition, interaction: interaction)
    }

    private func morph(_ scene: Scene, at time: Double) throws -> Rect {
        try #require(F.layer("match.p", in: try scene.resolved().snapshot(at: time).tree)).bounds
    }

    /// At 0.15 s the finger is 60 points down: the photo's centre is (200, 460) and its scale
    /// 1 + (½ − 1)·60/400 = 0.925, so it is 277.5 × 185 there: (61.25, 367.5, 277.5, 185). The
    /// morph holds it on the finger (progress 0), though the percent is already 0.15.
    @Test func thePhotoFollowsTheFingerAndShrinksWithTheDrag() throws {
        expectClose(try morph(InteractionDragTests.scene(.finish), at: 0.15), Rect(61.25, 367.5, 277.5, 185), tolerance: 1e-9)
    }

    /// Released at 0.3 s, 120 points down at scale 0.85: centre (200, 520), 255 × 170. With a drag
    /// the flight lasts the whole 1 s whatever the percent; halfway (0.8 s, linear) the morph is
    /// halfway from there to the cell: centre (135, 335), 177.5 × 135, so (46.25, 267.5, 177.5, 135).
    @Test func finishingFliesFromTheFingersPlaceToTheCell() throws {
        expectClose(try morph(InteractionDragTests.scene(.finish), at: 0.8), Rect(46.25, 267.5, 177.5, 135), tolerance: 1e-7)
    }

    /// Dragged 500 points, past the 400-point distance (percent 1): the flight still lasts 1 s,
    /// so at 0.3 + 0.5 s the photo is halfway from the finger to the cell, not already there.
    @Test func aDragPastItsDistanceStillFlies() throws {
        let far = InteractionDragTests.scene(.finish, gesture: .pan(translation: [.init(time: 0, value: 0), .init(time: 0.3, value: 500)],
                                                                      distance: 400))
        // At release: 500 down, scale ½ (the drag reached the distance): centre (200, 900), 150 × 100.
        // Halfway to the cell (70, 150), 100 × 100: centre (135, 525), 125 × 100.
        expectClose(try morph(far, at: 0.8), Rect(72.5, 475, 125, 100), tolerance: 1e-7)
    }

    /// Cancelling takes 1 s too; halfway (0.8 s) the offset and the shrink are half what they
    /// were at release: 60 points and 0.925, the pose of 0.15 s again; at the end the photo is
    /// back in place and the morph gone.
    @Test func cancellingSpringsThePhotoBack() throws {
        let scene = InteractionDragTests.scene(.cancel)
        expectClose(try morph(scene, at: 0.8), Rect(61.25, 367.5, 277.5, 185), tolerance: 1e-7)
        let end = try scene.resolved().snapshot(at: 1.3).tree
        #expect(F.layer("match.p", in: end) == nil)
        expectClose(F.layer("from.photo", in: end)?.bounds, Rect(50, 300, 300, 200), tolerance: 1e-9)
    }

    @Test func aDragNeedsAPanAndALayer() {
        let progress = InteractionDragTests.scene(.finish, gesture: .progress([.init(time: 0, value: 0), .init(time: 1, value: 1)]))
        #expect(F.resolutionError(progress)
                == SceneError(path: "interaction.drag", message: "expected a pan gesture (its translation in points moves the layer), found progress"))
        var typo = InteractionDragTests.scene(.finish)
        typo.interaction?.drag?.target = .fromLayer("phot")
        #expect(F.resolutionError(typo)?.description
                == #"interaction.drag.target: expected the id of a layer of the from screen, found "from.phot"; did you mean "from.photo"?"#)
    }
}
