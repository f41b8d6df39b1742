import Testing
import SegueCore
@testable import SegueTemplates

/// A template loaded from an in-memory folder: every file the loader needs (the template, a
/// screen file, images) comes through its `TemplateResources`, and none of these paths exists
/// on disk, so a load that succeeds opened no files.
struct InMemoryResourcesTests {
    static let folder = "/segue-in-memory"
    /// Stand-ins for PNG data: the loader passes image bytes on without decoding them.
    static let background: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let icon: [UInt8] = [0, 1, 2, 255]

    /// The template's to-screen shows art/bg.png and has a layer drawing it again; its
    /// from-screen is screens/list.json, whose layer draws art/icon.png, relative to the screen
    /// file: screens/art/icon.png.
    static let zoomTemplate = #"""
        {"name": "memory", "from": "screens/list.json",
         "to": {"image": "art/bg.png", "layers": [{"id": "again", "frame": [0, 0, 1, 1], "image": {"file": "art/bg.png"}}]},
         "transition": {"type": "zoom", "operation": "push", "duration": 1, "source": "icon"}}
        """#
    static let listScreen = #"""
        {"layers": [{"id": "icon", "frame": [10, 20, 30, 40], "image": {"file": "art/icon.png"}}]}
        """#

    func files(adding extra: [String: [UInt8]] = [:]) -> InMemoryResources {
        let f = InMemoryResourcesTests.folder
        var files: [String: [UInt8]] = [
            "\(f)/t.json": Array(InMemoryResourcesTests.zoomTemplate.utf8),
            "\(f)/screens/list.json": Array(InMemoryResourcesTests.listScreen.utf8),
            "\(f)/art/bg.png": InMemoryResourcesTests.background,
            "\(f)/screens/art/icon.png": InMemoryResourcesTests.icon,
        ]
        files.merge(extra) { $1 }
        return InMemoryResources(files: files)
    }

    func loadError(_ resources: InMemoryResources) -> String? {
        do { _ = try TemplateLoader(resources: resources).load(file: "\(InMemoryResourcesTests.folder)/t.json"); return nil } catch {
            return error.description
        }
    }

    @Test func aTemplateLoadsEntirelyFromMemory() throws {
        let f = InMemoryResourcesTests.folder
        let loaded = try TemplateLoader(resources: files()).load(file: "\(f)/t.json")
        #expect(loaded.file == "\(f)/t.json" && loaded.scene.name == "memory")
        // The screen file was read and decoded: the zoom source found its layer in it.
        #expect(loaded.scene.scene.from.layers.map(\.id) == ["icon"])
        #expect(loaded.scene.scene.to.image == "\(f)/art/bg.png")
        #expect(loaded.scene.scene.from.layers[0].content == .image(ImageContent(file: "\(f)/screens/art/icon.png")))
        // Every image the scene draws, by resolved path, with its bytes; bg.png once, though drawn twice.
        #expect(loaded.images == ["\(f)/art/bg.png": InMemoryResourcesTests.background,
                                  "\(f)/screens/art/icon.png": InMemoryResourcesTests.icon])
    }

    @Test func everyFileIsReadThroughTheResourcesOnce() throws {
        let f = InMemoryResourcesTests.folder
        let log = ReadLog()
        _ = try TemplateLoader(resources: Recording(files: files(), log: log)).load(file: "\(f)/t.json")
        // bg.png is drawn twice (the to-screen's image and a layer) and read once.
        #expect(log.paths.sorted() == ["\(f)/art/bg.png", "\(f)/screens/art/icon.png", "\(f)/screens/list.json", "\(f)/t.json"])
    }

    /// A screen in `screens/` naming `../images/a.jpg` reads `images/a.jpg`, as on disk.
    @Test func dotDotComponentsResolveAsOnDisk() throws {
        let resources = InMemoryResources(files: ["/m/images/a.jpg": [1, 2, 3]])
        #expect(try resources.read("/m/screens/../images/a.jpg").get() == [1, 2, 3])
        #expect(try resources.read("/m/screens/./../images/a.jpg").get() == [1, 2, 3])
        #expect(InMemoryResources.lexical("../a/../b") == "../b")
        #expect(InMemoryResources.lexical("/m/x/y/../../z") == "/m/z")
    }

    @Test func textsAreUTF8Files() throws {
        // `InMemoryResources(texts:)` holds each text's UTF-8 bytes: "é" is two of them.
        let resources = InMemoryResources(texts: ["a.json": "é"])
        #expect(try resources.read("a.json").get() == [0xC3, 0xA9])
        #expect(resources.read("b.json") == .failure(.missing))
        // A whole template from texts, with no files referenced.
        #expect(try TemplateLoader(resources: InMemoryResources(texts: ["m/x.json": template()])).load(file: "m/x.json").scene.name == "x")
    }

    @Test func aMissingFileInTheFolderNamesItsJSONPathAndResolvedPath() {
        let f = InMemoryResourcesTests.folder
        // The screen file.
        var resources = files()
        resources.files["\(f)/screens/list.json"] = nil
        #expect(loadError(resources)
                == "\(f)/t.json: from: expected a readable screen file, found \"screens/list.json\" (\(f)/screens/list.json: no such file)")
        // An image of the template.
        resources = files()
        resources.files["\(f)/art/bg.png"] = nil
        #expect(loadError(resources) == "\(f)/t.json: to.image: expected an existing file, found \"art/bg.png\" (no file at \(f)/art/bg.png)")
        // An image of the screen file: the error names the template and path that named the
        // screen, then that file and the path in it.
        resources = files()
        resources.files["\(f)/screens/art/icon.png"] = nil
        #expect(loadError(resources)
                == "\(f)/t.json: from: \(f)/screens/list.json: layers[0].image.file: expected an existing file, found \"art/icon.png\" (no file at \(f)/screens/art/icon.png)")
        // The template itself.
        #expect(loadError(InMemoryResources(files: [:])) == "\(f)/t.json: expected a readable template file, found no such file")
    }

    @Test func textFilesMustBeUTF8() {
        let f = InMemoryResourcesTests.folder
        // 0xFF never occurs in UTF-8.
        #expect(loadError(files(adding: ["\(f)/t.json": [0x7B, 0xFF, 0x7D]]))
                == "\(f)/t.json: expected a readable template file, found bytes that are not UTF-8 text")
        #expect(loadError(files(adding: ["\(f)/screens/list.json": [0xFF]]))
                == "\(f)/t.json: from: expected a readable screen file, found \"screens/list.json\" (\(f)/screens/list.json: bytes that are not UTF-8 text)")
    }
}

/// The paths a load read, in order. A class so that `Recording` (a `Sendable` value) can log
/// from its non-mutating `read`; one load reads on one thread, so no lock is needed.
final class ReadLog: @unchecked Sendable {
    var paths: [String] = []
}

/// In-memory files that log every read.
struct Recording: TemplateResources {
    let files: InMemoryResources
    let log: ReadLog

    func read(_ path: String) -> Result<[UInt8], ResourceFailure> {
        log.paths.append(path)
        return files.read(path)
    }
}
