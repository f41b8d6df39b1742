import Testing
import SegueCore
@testable import SegueTemplates

struct TransitionDecodingTests {
    func transition(_ json: String, from: String = #""screens/list.json""#, to: String = #""screens/detail.json""#) throws -> Transition {
        try decodeScene(template(from: from, to: to, transition: json)).transition
    }

    func transitionError(_ json: String, from: String = #""screens/list.json""#, to: String = #""screens/detail.json""#) -> String? {
        errorLine(template(from: from, to: to, transition: json))
    }

    @Test func fadeWithDefaults() throws {
        #expect(try transition(#"{"type": "fade", "operation": "present", "duration": 0.6}"#)
                == Transition(effect: FadeEffect(), operation: .present, duration: 0.6, timing: .easeInEaseOut, dimming: 0))
    }

    @Test func slide() throws {
        #expect(try transition(#"{"type": "slide", "operation": "push", "duration": 0.35, "direction": "right", "parallax": 0.5, "dimming": 0.2}"#)
                == Transition(effect: SlideEffect(direction: .right, parallax: 0.5), operation: .push, duration: 0.35, dimming: 0.2))
        // Omitted: nil, which resolution turns into the operation's defaults.
        #expect(try transition(#"{"type": "slide", "operation": "present", "duration": 1}"#).effect as? SlideEffect == SlideEffect(direction: nil, parallax: nil))
    }

    @Test func zoomSourceIsALayerOfTheListScreenOrARect() throws {
        #expect(AnyHashable(try transition(#"{"type": "zoom", "operation": "push", "duration": 1, "source": "cell1"}"#).effect)
                == AnyHashable(ZoomEffect(source: .layer("cell1"))))
        // On pop the list screen is `to`.
        #expect(AnyHashable(try transition(#"{"type": "zoom", "operation": "pop", "duration": 1, "source": "cell1"}"#,
                                           from: #""screens/detail.json""#, to: #""screens/list.json""#).effect)
                == AnyHashable(ZoomEffect(source: .layer("cell1"))))
        #expect(AnyHashable(try transition(#"{"type": "zoom", "operation": "push", "duration": 1, "source": [1, 2, 3, 4]}"#).effect)
                == AnyHashable(ZoomEffect(source: .value(Rect(1, 2, 3, 4)))))
    }

    @Test func circleRevealOriginIsALayerOrAPoint() throws {
        #expect(AnyHashable(try transition(#"{"type": "circleReveal", "operation": "push", "duration": 1, "origin": "button"}"#).effect)
                == AnyHashable(CircleRevealEffect(origin: .layer("button"))))
        #expect(AnyHashable(try transition(#"{"type": "circleReveal", "operation": "push", "duration": 1, "origin": [10, 20]}"#).effect)
                == AnyHashable(CircleRevealEffect(origin: .value(Point(10, 20)))))
    }

    @Test func customDefaultsToOnTop() throws {
        #expect(try transition(#"{"type": "custom", "operation": "push", "duration": 1, "animations": []}"#).effect as? CustomEffect
                == CustomEffect(animations: [], toOnTop: true))
        #expect(try transition(#"{"type": "custom", "operation": "pop", "duration": 1, "animations": [], "toOnTop": false}"#).effect as? CustomEffect
                == CustomEffect(animations: [], toOnTop: false))
    }

    @Test func transitionErrors() {
        let at = "t.json: transition"
        #expect(transitionError(#"{"type": "fade", "operation": "push", "duration": -1}"#) == "\(at).duration: expected a positive number at most 60, found -1")
        #expect(transitionError(#"{"type": "fade", "operation": "push"}"#)
                == "\(at).duration: expected a positive number of seconds (it may be omitted only with a mass/stiffness spring timing), found nothing")
        #expect(transitionError(#"{"type": "curl", "operation": "push", "duration": 1}"#)
                == "\(at).type: expected one of \"fade\", \"slide\", \"zoom\", \"circleReveal\", \"match\", \"custom\", \"navigation\", \"sheet\", \"flip\", \"cube\", found \"curl\"")
        #expect(transitionError(#"{"type": "flip", "operation": "push", "duration": 1, "direction": "up"}"#)
                == "\(at).direction: expected one of \"left\", \"right\", \"top\", \"bottom\", found \"up\"")
        #expect(transitionError(#"{"type": "fade", "operation": "show", "duration": 1}"#)
                == "\(at).operation: expected one of \"push\", \"pop\", \"present\", \"dismiss\", \"tab\", found \"show\"")
        #expect(transitionError(#"{"type": "fade", "operation": "push", "duration": 1, "source": "cell1"}"#)
                == "\(at).source: expected a key among type, operation, duration, timing, dimming, animations, match, found unknown key \"source\"")
        // The layers an effect names are checked on resolution, on the list screen: from on
        // push (list.json has no "card"), to on pop (detail.json has no "button").
        #expect(transitionError(#"{"type": "zoom", "operation": "push", "duration": 1, "source": "card"}"#)
                == "\(at).source: expected the id of a layer of the from screen (the list screen of a push), found \"card\"")
        #expect(transitionError(#"{"type": "circleReveal", "operation": "pop", "duration": 1, "origin": "button"}"#)
                == "\(at).origin: expected the id of a layer of the to screen (the list screen of a pop), found \"button\"")
        // "cell" is one edit from each of list.json's cell1 … cell6: the first three are offered.
        #expect(transitionError(#"{"type": "zoom", "operation": "push", "duration": 1, "source": "cell"}"#)
                == "\(at).source: expected the id of a layer of the from screen (the list screen of a push), found \"cell\"; did you mean \"cell1\", \"cell2\" or \"cell3\"?")
        #expect(transitionError(#"{"type": "zoom", "operation": "push", "duration": 1}"#)
                == "\(at).source: expected a layer id or an array [x, y, width, height] (a zoom transition's source), found nothing")
        // Each type's required keys come from its registry entry, checked in one place.
        #expect(transitionError(#"{"type": "circleReveal", "operation": "push", "duration": 1}"#)
                == "\(at).origin: expected a layer id or an array [x, y] (a circleReveal transition's origin), found nothing")
        #expect(transitionError(#"{"type": "custom", "operation": "push", "duration": 1}"#)
                == "\(at).animations: expected an array of animations (a custom transition's animations), found nothing")
        #expect(transitionError(#"{"type": "slide", "operation": "push", "duration": 1, "parallax": 1.5}"#)
                == "\(at).parallax: expected a number in 0...1, found 1.5")
        #expect(transitionError(#"{"type": "fade", "operation": "push", "duration": 1, "dimming": 1.5}"#) == "\(at).dimming: expected a number in 0...1, found 1.5")
        #expect(transitionError(#"{"type": "slide", "operation": "push", "duration": 1, "direction": "sideways"}"#)
                == "\(at).direction: expected one of \"left\", \"right\", \"up\", \"down\", found \"sideways\"")
    }
}
