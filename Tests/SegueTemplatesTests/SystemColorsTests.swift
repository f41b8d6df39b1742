import Testing
import SegueCore
@testable import SegueTemplates

struct SystemColorsTests {
    @Test func everyNameIsAValidColour() {
        for name in SystemColors.names {
            let hex = SystemColors.table[name]!
            #expect(SystemColors.color(named: name) != nil, "\(name) = \(hex.light)")
            #expect(SystemColors.color(named: name, appearance: .dark) != nil, "\(name) = \(hex.dark)")
        }
    }

    @Test func systemColoursHaveUIKitsLightValues() throws {
        // systemBlue #007AFF = (0, 122, 255)/255; separator #3C3C4349 has alpha 0x49 = 73 → 73/255.
        #expect(SystemColors.color(named: "systemBlue") == Color(unchecked: 0, 122.0 / 255, 1, 1))
        #expect(SystemColors.color(named: "separator")?.alpha == 73.0 / 255)
        #expect(SystemColors.color(named: "clear") == .clear)
        #expect(SystemColors.color(named: "systemblue") == nil) // names are case-sensitive, as in UIKit
        // iOS 15's mint (0, 199, 190) and cyan (50, 173, 230), as the HIG gives them.
        #expect(SystemColors.color(named: "systemMint") == Color(unchecked: 0, 199.0 / 255, 190.0 / 255, 1))
        #expect(SystemColors.color(named: "systemCyan", appearance: .dark) == Color(unchecked: 100.0 / 255, 210.0 / 255, 1, 1))
    }

    @Test func systemColoursHaveUIKitsDarkValues() throws {
        // Apple's HIG dark values: systemBlue #0A84FF = (10, 132, 255); secondaryLabel #EBEBF5 at
        // 0x99 = 153 → 60 %; systemGray6 #1C1C1E = (28, 28, 30); systemBackground black.
        #expect(SystemColors.color(named: "systemBlue", appearance: .dark) == Color(unchecked: 10.0 / 255, 132.0 / 255, 1, 1))
        #expect(SystemColors.color(named: "secondaryLabel", appearance: .dark)
                == Color(unchecked: 235.0 / 255, 235.0 / 255, 245.0 / 255, 153.0 / 255))
        #expect(SystemColors.color(named: "systemGray6", appearance: .dark) == Color(unchecked: 28.0 / 255, 28.0 / 255, 30.0 / 255, 1))
        #expect(SystemColors.color(named: "systemBackground", appearance: .dark) == .black)
        // Colours that are not dynamic keep their value.
        #expect(SystemColors.color(named: "white", appearance: .dark) == .white)
        #expect(SystemColors.color(named: "clear", appearance: .dark) == .clear)
    }

    @Test func templatesAcceptNamesAndHex() throws {
        let layer = try decodeLayer(##"{"id": "a", "frame": [0, 0, 1, 1], "backgroundColor": "#FF000080", "borderColor": "systemGray6"}"##)
        #expect(layer.backgroundColor == Color(unchecked: 1, 0, 0, 128.0 / 255)) // 0x80 = 128
        #expect(layer.borderColor == (try Color(hex: "#F2F2F7")))
    }
}
