import Testing
import SegueCore
@testable import SegueTemplates
import SegueTestSupport

/// `"type": "navigation"`: UIKit's duration and curve when omitted, push and pop only, no keys
/// of its own.
struct NavigationDecodingTests {
    @Test func omittedDurationAndTimingAreUIKits() throws {
        // NavigationEffect.defaultDuration (0.35 s) on easeInEaseOut.
        let transition = try decodeScene(template(transition: #"{"type": "navigation", "operation": "push"}"#)).transition
        #expect(transition.effect as? NavigationEffect == NavigationEffect())
        #expect(transition.duration == 0.35)
        #expect(transition.timing == .easeInEaseOut)
        // A template's own values win.
        let own = try decodeScene(template(transition: #"{"type": "navigation", "operation": "pop", "duration": 0.5, "timing": "linear"}"#)).transition
        #expect(own.duration == 0.5)
        #expect(own.timing == .linear)
    }

    @Test func presentOrDismissIsAnErrorAtOperation() {
        #expect(errorLine(template(transition: #"{"type": "navigation", "operation": "present"}"#))
                == #"t.json: transition.operation: expected "push" or "pop" for a navigation transition, found "present""#)
        #expect(errorLine(template(transition: #"{"type": "navigation", "operation": "dismiss"}"#))
                == #"t.json: transition.operation: expected "push" or "pop" for a navigation transition, found "dismiss""#)
    }

    @Test func aSlideKeyIsUnknownToNavigation() {
        #expect(errorLine(template(transition: #"{"type": "navigation", "operation": "push", "parallax": 0.3}"#))
                == #"t.json: transition.parallax: expected a key among type, operation, duration, timing, dimming, animations, match, found unknown key "parallax""#)
    }

    @Test func aNavigationBarKeyOutsideTheFormatIsNamed() {
        let screen = #"{"navigationBar": {"title": "General", "largeTitel": true}, "layers": []}"#
        let line = errorLine(template(from: screen, transition: #"{"type": "navigation", "operation": "push"}"#))
        #expect(line?.contains("navigationBar.largeTitel") == true)
        #expect(line?.contains(#"unknown key "largeTitel""#) == true)
    }
}

/// The shipped edge-swipe pops: the pan's translation over the canvas width is the percent.
struct NavigationInteractiveTemplateTests {
    func loaded(_ name: String) throws -> ResolvedScene {
        try TemplateLoader().load(file: templatesDirectory + "/" + name + ".json").scene
    }

    @Test func aSwipePastHalfTheWidthFinishesThePop() throws {
        // Released at 230 pt of 393: 0.585 ≥ the 0.5 threshold, so it finishes.
        let interaction = try #require(try loaded("navigation-pop-interactive").interaction)
        expectClose(interaction.releasePercent, 230.0 / 393, tolerance: 1e-12)
        #expect(interaction.outcome == .finish)
    }

    @Test func aShortSwipeCancelsAndTheScreenComesBack() throws {
        // Released at 120 pt of 393: 0.305 < 0.5, so it cancels; at the end the detail is back
        // in place (the from-screen at x = 0) and the list hidden under it.
        let scene = try loaded("navigation-pop-interactive-cancel")
        let interaction = try #require(scene.interaction)
        expectClose(interaction.releasePercent, 120.0 / 393, tolerance: 1e-12)
        #expect(interaction.outcome == .cancel)
        let end = scene.snapshot(at: scene.duration).tree.flattened()
        #expect(end.first { $0.id == "from" }?.bounds.minX == 0)
    }
}
