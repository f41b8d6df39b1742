import Testing
import SegueCore
@testable import SegueTemplates

struct TransitionDecodingTests {
    func transition(_ json: String, from: String = #""screens/list.json""#, to: String = #""screens/detail.json""#) throws -> Transition {
        try decode(template(from: from, to: to, transition: json)).transition
    }

    func transitionError(_ json: String, from: String = #""screens/list.json""#, to: String = #""screens/detail.json""#) -> String? {
        errorLine(template(from: from, to: to, transition: json))
    }

    @Test func fadeWithDefaults() throws {
        #expect(try transition(#"{"type": "fade", "operation": "present", "duration": 0.6}"#)
                == Transition(kind: .fade, operation: .present, duration: 0.6, timing: .easeInEaseOut, dimming: 0))
    }

    @Test func slide() throws {
        #expect(try transition(#"{"type": "slide", "operation": "push", "duration": 0.35, "direction": "right", "parallax": 0.5, "dimming": 0.2}"#)
                == Transition(kind: .slide(direction: .right, parallax: 0.5), operation: .push, duration: 0.35, dimming: 0.2))
        #expect(try transition(#"{"type": "slide", "operation": "present", "duration": 1}"#).kind == .slide(direction: nil, parallax: nil))
    }

    @Test func zoomSourceIsALayerOfTheListScreenOrARect() throws {
        #expect(try transition(#"{"type": "zoom", "operation": "push", "duration": 1, "source": "cell1"}"#).kind == .zoom(source: .layer("cell1")))
        // On pop the list screen is `to`.
        #expect(try transition(#"{"type": "zoom", "operation": "pop", "duration": 1, "source": "cell1"}"#, from: #""screens/detail.json""#, to: #""screens/list.json""#).kind
                == .zoom(source: .layer("cell1")))
        #expect(try transition(#"{"type": "zoom", "operation": "push", "duration": 1, "source": [1, 2, 3, 4]}"#).kind == .zoom(source: .value(Rect(1, 2, 3, 4))))
    }

    @Test func circleRevealOriginIsALayerOrAPoint() throws {
        #expect(try transition(#"{"type": "circleReveal", "operation": "push", "duration": 1, "origin": "button"}"#).kind == .circleReveal(origin: .layer("button")))
        #expect(try transition(#"{"type": "circleReveal", "operation": "push", "duration": 1, "origin": [10, 20]}"#).kind == .circleReveal(origin: .value(Point(10, 20))))
    }

    @Test func customDefaultsToOnTop() throws {
        #expect(try transition(#"{"type": "custom", "operation": "push", "duration": 1, "animations": []}"#).kind == .custom(animations: [], toOnTop: true))
        #expect(try transition(#"{"type": "custom", "operation": "pop", "duration": 1, "animations": [], "toOnTop": false}"#).kind == .custom(animations: [], toOnTop: false))
    }

    @Test func transitionErrors() {
        let at = "t.json: transition"
        #expect(transitionError(#"{"type": "fade", "operation": "push", "duration": -1}"#) == "\(at).duration: expected a positive number at most 60, found -1")
        #expect(transitionError(#"{"type": "fade", "operation": "push"}"#)
                == "\(at).duration: expected a positive number of seconds (it may be omitted only with a mass/stiffness spring timing), found nothing")
        #expect(transitionError(#"{"type": "flip", "operation": "push", "duration": 1}"#)
                == "\(at).type: expected one of \"fade\", \"slide\", \"zoom\", \"circleReveal\", \"custom\", found \"flip\"")
        #expect(transitionError(#"{"type": "fade", "operation": "show", "duration": 1}"#)
                == "\(at).operation: expected one of \"push\", \"pop\", \"present\", \"dismiss\", found \"show\"")
        #expect(transitionError(#"{"type": "fade", "operation": "push", "duration": 1, "source": "cell1"}"#)
                == "\(at).source: expected a key among type, operation, duration, timing, dimming, found unknown key \"source\"")
        #expect(transitionError(#"{"type": "zoom", "operation": "push", "duration": 1, "source": "card"}"#)
                == "\(at).source: expected the id of a layer of the from screen, found \"card\"")
        #expect(transitionError(#"{"type": "circleReveal", "operation": "pop", "duration": 1, "origin": "button"}"#)
                == "\(at).origin: expected the id of a layer of the to screen, found \"button\"")
        #expect(transitionError(#"{"type": "fade", "operation": "push", "duration": 1, "dimming": 1.5}"#) == "\(at).dimming: expected a number in 0...1, found 1.5")
        #expect(transitionError(#"{"type": "slide", "operation": "push", "duration": 1, "direction": "sideways"}"#)
                == "\(at).direction: expected one of \"left\", \"right\", \"up\", \"down\", found \"sideways\"")
    }
}
