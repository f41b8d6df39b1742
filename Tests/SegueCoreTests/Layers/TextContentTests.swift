import SegueCore
import Testing

struct TextContentTests {
    @Test func defaultsAreUILabels() {
        let text = TextContent(string: "Hi")
        #expect(text.size == 17 && text.weight == .regular && text.font == nil && text.color == .black)
        #expect(text.alignment == .left && text.numberOfLines == 1 && text.lineBreakMode == .byTruncatingTail)
    }

    @Test func weightsRiseInUIKitsOrderByHundreds() {
        // UIFont.Weight: ultraLight −0.8 < thin −0.6 < light −0.4 < regular 0 < … < black 0.62,
        // so the weight classes are 100, 200, … 900 in that order (ultraLight lightest).
        #expect(FontWeight.allCases.map(\.value) == Array(stride(from: 100, through: 900, by: 100)))
        #expect(FontWeight.ultraLight.value == 100 && FontWeight.thin.value == 200 && FontWeight.regular.value == 400)
    }

    @Test func lineBreakModesAreNamedAsInTemplates() {
        #expect(LineBreakMode.allCases.map(\.rawValue)
                == ["wordWrapping", "charWrapping", "clipping", "truncatingHead", "truncatingTail", "truncatingMiddle"])
    }
}
