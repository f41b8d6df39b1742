import Testing
import SegueCore
@testable import SegueTemplates

struct InteractionDecodingTests {
    func interaction(_ json: String) throws -> Interaction? {
        try decodeScene(template(extra: #", "interaction": \#(json)"#)).interaction
    }

    func interactionError(_ json: String) -> String? { errorLine(template(extra: #", "interaction": \#(json)"#)) }

    @Test func progressKeyframesWithDefaults() throws {
        let decoded = try interaction(#"{"progress": [[0, 0], [0.3, 0.2], [0.6, 0.45]]}"#)
        let keyframes = [Interaction.Keyframe(time: 0, value: 0), .init(time: 0.3, value: 0.2), .init(time: 0.6, value: 0.45)]
        #expect(decoded == Interaction(gesture: .progress(keyframes), release: .init(threshold: 0.5), completionSpeed: 1, completionCurve: .easeInEaseOut))
        #expect(try decodeScene(template()).interaction == nil)
    }

    @Test func panWithEveryReleaseKey() throws {
        let decoded = try interaction(#"""
            {"pan": {"translation": [[0, 0], [0.3, 80], [0.6, 180]], "distance": 400},
             "release": {"threshold": 0.4, "outcome": "cancel", "velocity": 2.5, "velocityThreshold": 1.5},
             "completionSpeed": 2, "completionCurve": {"spring": {"dampingRatio": 0.8}}}
            """#)
        let translation = [Interaction.Keyframe(time: 0, value: 0), .init(time: 0.3, value: 80), .init(time: 0.6, value: 180)]
        #expect(decoded == Interaction(gesture: .pan(translation: translation, distance: 400),
                                       release: .init(threshold: 0.4, outcome: .cancel, velocity: 2.5, velocityThreshold: 1.5),
                                       completionSpeed: 2, completionCurve: .spring(.dampingRatio(0.8, initialVelocity: 0))))
    }

    @Test func aDragNamesItsLayerAxisAndScale() throws {
        func interaction(_ json: String) throws -> Interaction? {
            try decodeScene(template(from: screen(#"{"id": "photo", "frame": [0, 0, 10, 10]}"#), to: screen(#"{"id": "card", "frame": [0, 0, 10, 10]}"#),
                                     extra: #", "interaction": \#(json)"#)).interaction
        }
        let decoded = try interaction(#"{"pan": {"translation": [[0, 0]], "distance": 400}, "drag": {"target": "from.photo", "axis": "x", "scale": 0.6}}"#)
        #expect(decoded?.drag == InteractionDrag(target: .fromLayer("photo"), axis: .x, scale: 0.6))
        let defaults = try interaction(#"{"pan": {"translation": [[0, 0]], "distance": 400}, "drag": {"target": "to.card"}}"#)
        #expect(defaults?.drag == InteractionDrag(target: .toLayer("card"), axis: .y, scale: 1))
        #expect(interactionError(#"{"pan": {"translation": [[0, 0]], "distance": 400}, "drag": {"target": "from.photo", "axis": "z"}}"#)
                == #"t.json: interaction.drag.axis: expected one of "x", "y", found "z""#)
        #expect(interactionError(#"{"pan": {"translation": [[0, 0]], "distance": 400}, "drag": {"target": "from.photo", "scale": 0}}"#)
                == "t.json: interaction.drag.scale: expected a positive number at most 100, found 0")
    }

    /// `projection`: UIScrollView's rates by name (normal 0.998, fast 0.99) or a number in 0 < r < 1;
    /// a negative `distance` is a gesture up or left.
    @Test func aReleaseCanBeDecidedByProjection() throws {
        #expect(try interaction(#"{"pan": {"translation": [[0, 0]], "distance": -374.5}, "release": {"projection": "normal"}}"#)
                == Interaction(gesture: .pan(translation: [.init(time: 0, value: 0)], distance: -374.5), release: .init(projection: 0.998)))
        #expect(try interaction(#"{"progress": [[0, 0]], "release": {"projection": "fast"}}"#)?.release.projection == 0.99)
        #expect(try interaction(#"{"progress": [[0, 0]], "release": {"projection": 0.95}}"#)?.release.projection == 0.95)
        #expect(interactionError(#"{"progress": [[0, 0]], "release": {"projection": 1}}"#)
                == #"t.json: interaction.release.projection: expected "normal", "fast" or a deceleration rate in 0 < r < 1, found 1"#)
    }

    @Test func interactionErrors() {
        let at = "t.json: interaction"
        #expect(interactionError(#"{"progress": [[0, 0]], "pan": {"translation": [[0, 0]], "distance": 1}}"#) == "\(at).pan: expected one of progress or pan, found both")
        #expect(interactionError(#"{"completionSpeed": 1}"#) == "\(at): expected one of the keys progress or pan, found neither")
        #expect(interactionError(#"{"progress": [[0, 0], [0, 0.5]]}"#) == "\(at).progress[1][0]: expected a time later than the previous keyframe's 0, found 0")
        #expect(interactionError(#"{"progress": [[0, 1.2]]}"#) == "\(at).progress[0][1]: expected a number in 0...1, found 1.2")
        #expect(interactionError(#"{"progress": []}"#) == "\(at).progress: expected at least one [seconds, value] keyframe, found an array of 0")
        #expect(interactionError(#"{"progress": [[0, 0]], "completionSpeed": 0}"#) == "\(at).completionSpeed: expected a number in 0.01...100, found 0")
        // 1e-300 passed a positivity check once and made a 1e299 s timeline.
        #expect(interactionError(#"{"progress": [[0, 0]], "completionSpeed": 1e-300}"#) == "\(at).completionSpeed: expected a number in 0.01...100, found 1e-300")
        #expect(interactionError(#"{"pan": {"translation": [[0, 0]], "distance": 0}}"#) == "\(at).pan.distance: expected a non-zero number of points within ±10000 (negative for a gesture up or left), found 0")
        #expect(interactionError(#"{"progress": [[0, 0]], "release": {"outcome": "done"}}"#) == "\(at).release.outcome: expected one of \"finish\", \"cancel\", found \"done\"")
        #expect(interactionError(#"{"progress": [[0, 0]], "release": {"treshold": 0.4}}"#)
                == "\(at).release.treshold: expected a key among threshold, outcome, velocity, velocityThreshold, projection, found unknown key \"treshold\"")
    }
}
