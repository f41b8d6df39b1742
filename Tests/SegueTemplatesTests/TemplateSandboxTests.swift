import Foundation
import Testing
@testable import SegueTemplates

/// Templates on disk in a fresh temporary folder: `root/` holds the template, `outside.png`
/// sits beside `root/`, so `../outside.png` leaves the template's folder.
struct TemplateSandboxTests {
    let base = NSTemporaryDirectory() + "segue-sandbox-tests-\(UUID().uuidString)"
    var root: String { base + "/root" }

    init() throws {
        try FileManager.default.createDirectory(atPath: base + "/root/art", withIntermediateDirectories: true)
        try write("art/in.png", "png bytes")
    }

    func write(_ name: String, _ text: String, in folder: String? = nil) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: (folder ?? root) + "/" + name))
    }

    /// The error of loading `root/t.json`, whose to-screen shows `image`, or nil when it loads.
    func loadError(image: String, sandboxed: Bool = true) throws -> String? {
        try write("t.json", template(to: #"{"image": "\#(image)"}"#))
        do { _ = try TemplateLoader(sandboxed: sandboxed).load(file: root + "/t.json"); return nil } catch { return error.description }
    }

    func refusal(_ relative: String) -> String {
        "\(root)/t.json: to.image: expected a relative path inside the template's folder (sandboxed), found \"\(relative)\""
    }

    @Test func pathsInsideTheFolderLoad() throws {
        #expect(try loadError(image: "art/in.png") == nil)
        #expect(try loadError(image: "art/../art/in.png") == nil)
        #expect(try loadError(image: "./art/none.png")
                == "\(root)/t.json: to.image: expected an existing file, found \"./art/none.png\" (no file at \(root)/./art/none.png)")
    }

    @Test func climbingOutIsRefusedTheSameWayWhetherOrNotTheFileExists() throws {
        #expect(try loadError(image: "../outside.png") == refusal("../outside.png"))
        try write("outside.png", "secret", in: base)
        #expect(try loadError(image: "../outside.png") == refusal("../outside.png"))
        #expect(try loadError(image: "art/../../outside.png") == refusal("art/../../outside.png"))
    }

    @Test func absolutePathsAreRefusedTheSameWayWhetherOrNotTheFileExists() throws {
        #expect(try loadError(image: "/etc/passwd") == refusal("/etc/passwd"))
        #expect(try loadError(image: "/etc/no-such-file") == refusal("/etc/no-such-file"))
        #expect(try loadError(image: "\(root)/art/in.png") == refusal("\(root)/art/in.png"))
    }

    @Test func symlinksThatLeadOutAreRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/link.png", withDestinationPath: "../outside.png")
        try FileManager.default.createSymbolicLink(atPath: root + "/etc", withDestinationPath: "/etc")
        #expect(try loadError(image: "link.png") == refusal("link.png")) // dangling: outside.png does not exist
        try write("outside.png", "secret", in: base)
        #expect(try loadError(image: "link.png") == refusal("link.png"))
        #expect(try loadError(image: "etc/passwd") == refusal("etc/passwd"))
        #expect(try loadError(image: "etc/no-such-file") == refusal("etc/no-such-file"))
    }

    @Test func screenFilesAreSandboxedToo() throws {
        try write("t.json", template(from: #""../s.json""#))
        #expect(throws: TemplateError(file: root + "/t.json", path: "from",
                                      message: "expected a relative path inside the template's folder (sandboxed), found \"../s.json\"")) {
            try TemplateLoader(sandboxed: true).load(file: root + "/t.json")
        }
    }

    @Test func withoutTheSandboxPathsOutsideLoadAsBefore() throws {
        #expect(try loadError(image: "../outside.png", sandboxed: false)
                == "\(root)/t.json: to.image: expected an existing file, found \"../outside.png\" (no file at \(root)/../outside.png)")
        try write("outside.png", "bytes", in: base)
        #expect(try loadError(image: "../outside.png", sandboxed: false) == nil)
    }

    @Test func aFIFOScreenIsRefusedWithoutWaiting() throws {
        #expect(mkfifo(root + "/pipe.json", 0o600) == 0)
        try write("t.json", template(from: #""pipe.json""#))
        #expect(throws: TemplateError(file: root + "/t.json", path: "from",
                                      message: "expected a readable screen file, found \"pipe.json\" (\(root)/pipe.json: a FIFO, not a regular file)")) {
            try TemplateLoader().load(file: root + "/t.json")
        }
    }

    @Test func anOversizeTemplateIsRefusedBeforeReading() throws {
        let path = root + "/huge.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 1 << 40) == 0) // sparse: 1 TiB that takes no space and would take minutes to read
        #expect(throws: TemplateError(file: path, path: "",
                                      message: "expected a readable template file, found a file of 1099511627776 bytes, over the cap of 16777216 bytes")) {
            try TemplateLoader().load(file: path)
        }
    }
}
