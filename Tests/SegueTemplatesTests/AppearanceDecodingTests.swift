import Testing
import SegueCore
@testable import SegueTemplates

/// The canvas's `appearance` and the loader's override: which value every system colour takes.
struct AppearanceDecodingTests {
    /// A template whose to-screen has one layer with a systemBlue background and label-coloured border.
    private func blueLayerTemplate(canvas: String = "") -> String {
        template(to: screen(#"{"id": "a", "frame": [0, 0, 1, 1], "backgroundColor": "systemBlue", "borderColor": "label"}"#),
                 extra: canvas.isEmpty ? "" : #", "canvas": \#(canvas)"#)
    }

    @Test func darkGivesSystemColoursTheirDarkValues() throws {
        let scene = try decodeScene(blueLayerTemplate(canvas: #"{"appearance": "dark"}"#))
        #expect(scene.canvas.appearance == .dark)
        // systemBlue in dark is #0A84FF = (10, 132, 255); label is white.
        #expect(scene.to.layers[0].backgroundColor == Color(unchecked: 10.0 / 255, 132.0 / 255, 1, 1))
        #expect(scene.to.layers[0].borderColor == .white)
        // A screen without a background shows systemBackground: black in dark.
        #expect(scene.to.background == .black)
    }

    @Test func lightIsTheDefault() throws {
        let scene = try decodeScene(blueLayerTemplate())
        #expect(scene.canvas.appearance == .light)
        // systemBlue in light is #007AFF = (0, 122, 255); label is black; systemBackground white.
        #expect(scene.to.layers[0].backgroundColor == Color(unchecked: 0, 122.0 / 255, 1, 1))
        #expect(scene.to.layers[0].borderColor == .black)
        #expect(scene.to.background == .white)
    }

    @Test func theLoadersOverrideWinsAndIsRecordedInTheCanvas() throws {
        let loader = TemplateLoader(appearance: .dark)
        let scene = try loader.decode(json: blueLayerTemplate(canvas: #"{"appearance": "light"}"#),
                                      file: "t.json", directory: templatesDirectory).scene.scene
        #expect(scene.canvas.appearance == .dark)
        #expect(scene.to.layers[0].backgroundColor == Color(unchecked: 10.0 / 255, 132.0 / 255, 1, 1))
        let light = try TemplateLoader(appearance: .light)
            .decode(json: blueLayerTemplate(canvas: #"{"appearance": "dark"}"#), file: "t.json", directory: templatesDirectory)
        #expect(light.scene.canvas.appearance == .light)
    }

    @Test func hexColoursAndFixedNamesDoNotChange() throws {
        let scene = try decodeScene(template(to: screen(##"{"id": "a", "frame": [0, 0, 1, 1], "backgroundColor": "#336699", "borderColor": "white"}"##),
                                             extra: #", "canvas": {"appearance": "dark"}"#))
        #expect(scene.to.layers[0].backgroundColor == (try Color(hex: "#336699")))
        #expect(scene.to.layers[0].borderColor == .white)
    }

    @Test func anUnknownAppearanceIsAnErrorAtItsPath() {
        #expect(errorLine(template(extra: #", "canvas": {"appearance": "night"}"#))
                == #"t.json: canvas.appearance: expected one of "light", "dark", found "night""#)
        #expect(errorLine(template(extra: #", "canvas": {"appearance": true}"#))
                == #"t.json: canvas.appearance: expected one of "light", "dark", found true"#)
    }
}

extension AppearanceDecodingTests {
    @Test func aBlurTakesItsMaterialsTintInTheAppearance() throws {
        let layer = #"{"id": "glass", "frame": [0, 0, 10, 10], "blur": "systemMaterial"}"#
        let light = try decodeScene(template(to: screen(layer))).to.layers[0].blur
        let dark = try decodeScene(template(to: screen(layer), extra: #", "canvas": {"appearance": "dark"}"#)).to.layers[0].blur
        // systemMaterial: #F2F2F2 at 0xCC (80 %) in light, #1E1E1E at 0xBF (75 %) in dark.
        #expect(light?.tint == BlurMaterial.systemMaterial.tint(dark: false))
        #expect(dark?.tint == BlurMaterial.systemMaterial.tint(dark: true))
        #expect(dark?.tint.red == 30.0 / 255)
    }
}
