import Testing
import SegueCore
@testable import SegueTemplates

struct NamedColorsTests {
    @Test func everyNameIsAValidColour() {
        for (name, hex) in NamedColors.table {
            #expect(NamedColors.color(named: name) != nil, "\(name) = \(hex)")
        }
    }

    @Test func systemColoursHaveUIKitsLightValues() throws {
        // systemBlue #007AFF = (0, 122, 255)/255; separator #3C3C4349 has alpha 0x49 = 73 → 73/255.
        #expect(NamedColors.color(named: "systemBlue") == Color(unchecked: 0, 122.0 / 255, 1, 1))
        #expect(NamedColors.color(named: "separator")?.alpha == 73.0 / 255)
        #expect(NamedColors.color(named: "clear") == .clear)
        #expect(NamedColors.color(named: "systemblue") == nil) // names are case-sensitive, as in UIKit
    }

    @Test func templatesAcceptNamesAndHex() throws {
        let layer = try decodeLayer(##"{"id": "a", "frame": [0, 0, 1, 1], "backgroundColor": "#FF000080", "borderColor": "systemGray6"}"##)
        #expect(layer.backgroundColor == Color(unchecked: 1, 0, 0, 128.0 / 255)) // 0x80 = 128
        #expect(layer.borderColor == (try Color(hex: "#F2F2F7")))
    }
}
