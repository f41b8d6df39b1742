#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import SegueCore
@testable import SegueTemplates

struct TemplateLoaderTests {
    static let shipped = [
        "card-present-reversed", "card-turn-present", "circle-reveal-pop", "circle-reveal-pop-inset", "circle-reveal-push",
        "circle-reveal-push-inset", "cube-push", "device-ipad-air-11", "device-iphone-16", "device-iphone-16-pro-max",
        "device-iphone-se", "fade-dismiss", "fade-present", "flick-finish", "flip-present", "matrix-push", "music-now-playing", "nav-push-title", "navigation-pop",
        "navigation-pop-interactive", "navigation-pop-interactive-cancel", "navigation-push", "navigation-push-inline",
        "pan-fade-present", "pan-present-cancel", "pan-present-finish", "photos-drag-dismiss", "photos-zoom", "settings-push-dark", "shadow-card-lift",
        "sheet-detent-dismiss", "sheet-detent-drag", "sheet-flick-dismiss", "sheet-flick-dismiss-page", "sheet-form-present", "sheet-fullscreen-present",
        "sheet-medium-present", "sheet-overfullscreen-present", "sheet-page-present", "sheet-present-blur",
        "slide-down-dismiss", "slide-pop", "slide-push", "slide-push-fixed-bar", "slide-up-spring",
        "slide-up-spring-undimmed", "stick-figure", "tab-custom", "tab-fade", "tab-slide", "tab-slide-back",
        "today-card", "variants-slide-push", "zoom-pop", "zoom-pop-frame", "zoom-pop-frame-interactive",
        "zoom-pop-interactive", "zoom-push", "zoom-push-crossfade", "zoom-push-frame", "zoom-push-resize",
    ]

    /// The .json files directly in Templates/, sorted.
    static func templateFiles() -> [String] {
        guard let dir = opendir(templatesDirectory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(".json") { names.append(String(name.dropLast(5))) }
        }
        return names.sorted()
    }

    @Test func theListOfShippedTemplatesIsComplete() {
        #expect(TemplateLoaderTests.templateFiles() == TemplateLoaderTests.shipped)
    }

    @Test(arguments: shipped)
    func everyShippedTemplateLoads(name: String) throws {
        let file = templatesDirectory + "/" + name + ".json"
        let loaded = try TemplateLoader().load(file: file)
        #expect(loaded.file == file)
        #expect(loaded.scene.name == name)
        let canvas = loaded.scene.canvas
        if let device = canvas.device {
            // A device template draws at the device's own size and scale.
            #expect(canvas.size == device.size && canvas.scale == device.scale && canvas.fps == 60)
        } else {
            #expect(canvas.size == Size(unchecked: 390, 844) && canvas.scale == 2 && canvas.fps == 60)
        }
    }

    @Test func seedParametersOfTheShippedTemplates() throws {
        let loader = TemplateLoader()
        func scene(_ name: String) throws -> Scene { try loader.load(file: templatesDirectory + "/" + name + ".json").scene.scene }
        let spring = try scene("slide-up-spring").transition
        #expect(spring.duration == 0.5 && spring.timing == .spring(.dampingRatio(0.6, initialVelocity: 0)) && spring.operation == .present)
        let reveal = try scene("circle-reveal-push").transition
        #expect(reveal.effect as? CircleRevealEffect == CircleRevealEffect(origin: .layer("button")) && reveal.duration == 1 && reveal.timing == .easeInEaseOut)
        let finish = try #require(try scene("pan-present-finish").interaction)
        guard case .pan(let translation, let distance) = finish.gesture else { Issue.record("not a pan"); return }
        #expect(translation.last!.value / distance == 0.45 && finish.release.threshold == 0.4) // 180 / 400
        let cancel = try #require(try scene("pan-present-cancel").interaction)
        guard case .pan(let t2, let d2) = cancel.gesture else { Issue.record("not a pan"); return }
        #expect(t2.last!.value / d2 == 0.3) // 120 / 400
        let flick = try #require(try scene("flick-finish").interaction)
        #expect(flick.release.velocity! > flick.release.velocityThreshold!)
    }

    @Test func aMissingTemplateIsAOneLineError() {
        #expect(throws: TemplateError(file: "nope/x.json", path: "", message: "expected a readable template file, found no such file")) {
            try TemplateLoader().load(file: "nope/x.json")
        }
    }

    @Test func errorsInAScreenFileNameThatFileAfterTheTemplate() throws {
        let dir = "/tmp/segue-templates-test-\(getpid())"
        mkdir(dir, 0o755)
        defer { unlink(dir + "/bad.json"); unlink(dir + "/t.json"); rmdir(dir) }
        try write(dir + "/bad.json", #"{"layers": [{"id": "a", "frame": [0, 0, 1]}]}"#)
        try write(dir + "/t.json", template(from: #""bad.json""#))
        // The template that named it comes first: two templates sharing a broken screen say
        // which of them was being read.
        let error = TemplateError(file: dir + "/bad.json", path: "layers[0].frame", message: "expected an array [x, y, width, height], found an array of 3",
                                  namedBy: TemplateError.Reference(file: dir + "/t.json", path: "from"))
        #expect(throws: error) { try TemplateLoader().load(file: dir + "/t.json") }
        #expect(error.description == "\(dir)/t.json: from: \(dir)/bad.json: layers[0].frame: expected an array [x, y, width, height], found an array of 3")
        try write(dir + "/u.json", template(to: #""bad.json""#))
        defer { unlink(dir + "/u.json") }
        #expect(throws: TemplateError(file: dir + "/bad.json", path: "layers[0].frame", message: error.message,
                                      namedBy: TemplateError.Reference(file: dir + "/u.json", path: "to"))) {
            try TemplateLoader().load(file: dir + "/u.json")
        }
    }

    func write(_ path: String, _ text: String) throws {
        guard let f = fopen(path, "wb") else { throw TemplateError(file: path, path: "", message: "cannot write") }
        _ = text.utf8CString.withUnsafeBufferPointer { fputs($0.baseAddress!, f) }
        fclose(f)
    }
}
