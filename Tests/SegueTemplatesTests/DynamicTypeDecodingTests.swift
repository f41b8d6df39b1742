import Testing
import SegueCore
@testable import SegueTemplates

/// The canvas's `contentSize` and text layers that name a `textStyle`: the point size and weight
/// `UIFont.preferredFont(forTextStyle:)` has at that text size, from Apple's table (`TextStyle`).
struct DynamicTypeDecodingTests {
    /// A template whose to-screen has one text layer with `text`, on a canvas of `canvas`.
    private func textTemplate(_ text: String, canvas: String = "") -> String {
        template(to: screen(#"{"id": "t", "frame": [0, 0, 200, 40], "text": \#(text)}"#),
                 extra: canvas.isEmpty ? "" : #", "canvas": \#(canvas)"#)
    }

    private func text(_ json: String, loader: TemplateLoader = TemplateLoader()) throws -> TextContent {
        let scene = try loader.decode(json: json, file: "t.json", directory: templatesDirectory).scene.scene
        guard case .text(let text)? = scene.to.layers.first?.content else { throw TemplateError(file: "t.json", path: "", message: "no text") }
        return text
    }

    /// Body at each of the twelve sizes, smallest first: HIG › Typography › Dynamic Type sizes.
    @Test func bodyTakesUIKitsSizeAtEveryCategory() throws {
        let expected: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        for (category, size) in zip(ContentSizeCategory.allCases, expected) {
            let body = try text(textTemplate(#"{"string": "Body", "textStyle": "body"}"#, canvas: #"{"contentSize": "\#(category.rawValue)"}"#))
            #expect(body.size == size && body.weight == .regular, "\(category)")
        }
    }

    @Test func theDefaultIsLargeAndTheHeadlineIsSemibold() throws {
        let headline = try text(textTemplate(#"{"string": "Inbox", "textStyle": "headline"}"#))
        #expect(headline.size == 17 && headline.weight == .semibold)
        // A weight beside the style is the style's size in that weight, as UIFont.withWeight gives.
        let bold = try text(textTemplate(#"{"string": "Inbox", "textStyle": "largeTitle", "weight": "bold"}"#))
        #expect(bold.size == 34 && bold.weight == .bold)
    }

    @Test func theLoadersTextSizeWinsAndIsRecordedInTheCanvas() throws {
        let json = textTemplate(#"{"string": "Title", "textStyle": "title1"}"#, canvas: #"{"contentSize": "xSmall"}"#)
        let loader = TemplateLoader(contentSize: .accessibilityXXXLarge)
        #expect(try text(json, loader: loader).size == 58)
        let scene = try loader.decode(json: json, file: "t.json", directory: templatesDirectory).scene.scene
        #expect(scene.canvas.contentSize == .accessibilityXXXLarge)
        #expect(try text(json).size == 25)
    }

    @Test func aSizeBesideATextStyleAndUnknownNamesAreErrorsAtTheirPaths() {
        #expect(errorLine(textTemplate(#"{"string": "x", "textStyle": "body", "size": 20}"#))
                == "t.json: to.layers[0].text.size: expected no size beside a textStyle (body is 17 pt at large), found one")
        #expect(errorLine(textTemplate(#"{"string": "x", "textStyle": "title"}"#))?
            .hasPrefix(#"t.json: to.layers[0].text.textStyle: expected one of "largeTitle", "title1""#) == true)
        #expect(errorLine(textTemplate(#"{"string": "x"}"#, canvas: #"{"contentSize": "huge"}"#))?
            .hasPrefix(#"t.json: canvas.contentSize: expected one of "xSmall", "small""#) == true)
    }
}

/// The canvas's `orientation` and the loader's override.
struct OrientationDecodingTests {
    @Test func aDeviceTurnsAndAPlainCanvasSwapsItsSides() throws {
        let device = try decodeScene(template(extra: #", "canvas": {"device": "iPhone 16", "orientation": "landscape"}"#)).canvas
        #expect(device.size == Size(unchecked: 852, 393) && device.device?.orientation == .landscape)
        let plain = try decodeScene(template(extra: #", "canvas": {"size": [390, 844], "orientation": "landscape"}"#)).canvas
        #expect(plain.size == Size(unchecked: 844, 390))
        let turned = try TemplateLoader(orientation: .landscape)
            .decode(json: template(extra: #", "canvas": {"device": "iPad Air 11-inch"}"#), file: "t.json", directory: templatesDirectory)
        #expect(turned.scene.canvas.size == Size(unchecked: 1180, 820))
        #expect(errorLine(template(extra: #", "canvas": {"orientation": "sideways"}"#))
                == #"t.json: canvas.orientation: expected one of "portrait", "landscape", found "sideways""#)
    }
}
