import Testing
import SegueCore
@testable import SegueTemplates

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
