import Testing
import SegueCore
@testable import SegueTemplates

/// The `sheet` transition's keys: style, detents, detent, grabber, cornerRadius, and UIKit's
/// duration and spring when the template gives none.
struct SheetDecodingTests {
    func sheet(_ keys: String, operation: String = "present") -> String {
        template(transition: #"{"type": "sheet", "operation": "\#(operation)"\#(keys)}"#)
    }

    @Test func aBareSheetIsALargePageSheetOnUIKitsSpring() throws {
        let transition = try decodeScene(sheet("")).transition
        #expect(transition.effect as? SheetEffect == SheetEffect(style: .pageSheet, detents: [.large]))
        #expect(transition.duration == 0.5)
        #expect(transition.timing == SheetEffect.defaultTiming)
        #expect(transition.effect.presentationStyle == "pageSheet")
    }

    @Test func fromDetentStartsAPresentedSheetAtADetent() throws {
        let effect = try decodeScene(sheet(#", "detents": ["medium", "large"], "fromDetent": "medium", "detent": "large""#))
            .transition.effect as? SheetEffect
        #expect(effect?.fromDetent == .medium && effect?.detent == .large)
        #expect(errorLine(sheet(#", "detents": ["large"], "fromDetent": "medium""#))
                == "t.json: transition.fromDetent: expected one of the detents (large), found medium")
        #expect(errorLine(sheet(#", "style": "fullScreen", "fromDetent": "medium""#))
                == #"t.json: transition.fromDetent: expected no fromDetent with style "fullScreen" (detents and the grabber belong to "pageSheet" and "formSheet")"#)
        #expect(errorLine(sheet(#", "detents": ["medium", "large"], "fromDetent": "medium""#, operation: "dismiss"))
                == #"t.json: transition.fromDetent: expected a sheet style's present (a sheet moving between its detents), found "pageSheet" "dismiss""#)
    }

    @Test func modalInPresentationKeepsADraggedSheetFromBeingDismissed() throws {
        let effect = try decodeScene(sheet(#", "detents": ["medium", "large"], "fromDetent": "medium", "detent": "large", "modalInPresentation": true"#))
            .transition.effect as? SheetEffect
        #expect(effect?.modalInPresentation == true)
        #expect((try decodeScene(sheet("")).transition.effect as? SheetEffect)?.modalInPresentation == false)
        #expect(errorLine(sheet(#", "modalInPresentation": 1"#)) == "t.json: transition.modalInPresentation: expected true or false, found 1")
        #expect(errorLine(sheet(#", "style": "fullScreen", "modalInPresentation": true"#))
                == #"t.json: transition.modalInPresentation: expected no modalInPresentation with style "fullScreen" (detents and the grabber belong to "pageSheet" and "formSheet")"#)
    }

    @Test func everyKeyDecodes() throws {
        let effect = try decodeScene(sheet(#", "style": "formSheet", "detents": ["medium", 300, "large"], "detent": 300, "grabber": true, "cornerRadius": 16"#))
            .transition.effect as? SheetEffect
        #expect(effect == SheetEffect(style: .formSheet, detents: [.medium, .height(300), .large], detent: .height(300),
                                      grabber: true, cornerRadius: 16))
        // A custom detent may also be written as UIKit's `.custom` resolver's result, {"height": points}.
        let custom = try decodeScene(sheet(#", "detents": [{"height": 250}, "large"], "detent": 250"#)).transition.effect as? SheetEffect
        #expect(custom?.detents == [.height(250), .large] && custom?.detent == .height(250))
        #expect(errorLine(sheet(#", "detents": [{"hight": 250}]"#))
                == #"t.json: transition.detents[0].hight: expected a key among height, found unknown key "hight""#)
    }

    @Test func badValuesNameTheirPath() {
        #expect(errorLine(sheet(#", "style": "popover""#))
                == #"t.json: transition.style: expected one of "pageSheet", "formSheet", "fullScreen", "overFullScreen", found "popover""#)
        #expect(errorLine(sheet(#", "detents": ["medium"], "detent": "large""#))
                == #"t.json: transition.detent: expected one of the detents (medium), found large"#)
        #expect(errorLine(sheet(#", "detents": [-200]"#))
                == #"t.json: transition.detents[0]: expected a positive number at most 10000, found -200"#)
        #expect(errorLine(sheet(#", "detents": []"#)) == #"t.json: transition.detents: expected 1 to 8 detents, found 0"#)
        #expect(errorLine(sheet(#", "detents": ["small"]"#))
                == #"t.json: transition.detents[0]: expected "medium", "large", or a height in points, found "small""#)
        #expect(errorLine(sheet(#", "style": "fullScreen", "grabber": true"#))
                == #"t.json: transition.grabber: expected no grabber with style "fullScreen" (detents and the grabber belong to "pageSheet" and "formSheet")"#)
    }

    @Test func aPushIsAnErrorAtTheOperation() {
        #expect(errorLine(sheet("", operation: "push"))
                == #"t.json: transition.operation: expected "present" or "dismiss" for a sheet transition, found "push""#)
    }
}
