import Foundation
import SeguePNG
import Testing

/// `segue render --watch`: a running watch renders again when the template, or a screen file it
/// references, changes, and keeps watching through a template that fails to load.
@Suite struct RenderWatchTests {
    /// A 40×40 pt fade whose from-screen is the file `screens/a.json`, rendered at frame 0 only:
    /// frame 0 of a fade shows the from-screen, so its pixel (20, 20) is that screen's background.
    static let template = """
        { "canvas": { "size": [40, 40], "scale": 1, "fps": 10 },
          "from": "screens/a.json",
          "to": { "background": "black" },
          "transition": { "type": "fade", "operation": "push", "duration": 0.2 } }
        """

    @Test func aWatchRendersAgainWhenTheTemplateOrItsScreenChanges() throws {
        let folder = try CLI.temporaryFolder("watch")
        try FileManager.default.createDirectory(atPath: folder + "/screens", withIntermediateDirectories: true)
        try #"{ "background": "white" }"#.write(toFile: folder + "/screens/a.json", atomically: true, encoding: .utf8)
        let file = try Fixtures.write(Self.template, as: "t.json", in: folder)
        let frame = folder + "/out/t/frame-0000.png"
        // stderr into a file the test reads while the watch runs.
        let log = folder + "/watch.err"
        FileManager.default.createFile(atPath: log, contents: nil)
        let watch = Process()
        watch.executableURL = URL(fileURLWithPath: CLI.binary)
        watch.arguments = ["render", file, "--out", folder + "/out", "--frames", "0", "--watch", "--quiet"]
        watch.standardOutput = FileHandle.nullDevice
        watch.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        try watch.run()
        defer {
            // SIGTERM stops a watch (it unblocks the signal the test runner's thread blocks);
            // SIGKILL only so that a failure here cannot hang the suite.
            watch.terminate()
            let stopped = Self.waitUntil { !watch.isRunning }
            if !stopped { kill(watch.processIdentifier, SIGKILL) }
            watch.waitUntilExit()
            #expect(stopped)
        }

        #expect(Self.waitFor(frame) { $0[20, 20] == RGBA8(r: 255, g: 255, b: 255) })
        // The screen saved as an editor saves (a new file renamed over the old): rendered red.
        try ##"{ "background": "#FF0000" }"##.write(toFile: folder + "/screens/a.json", atomically: true, encoding: .utf8)
        #expect(Self.waitFor(frame) { $0[20, 20] == RGBA8(r: 255, g: 0, b: 0) })
        // A broken screen is reported and the watch goes on; mending it renders again.
        try "{".write(toFile: folder + "/screens/a.json", atomically: false, encoding: .utf8)
        let line = "segue: \(file): from: \(folder)/screens/a.json: line 1, column 2: expected a key in double quotes, found the end of the document\n"
        #expect(Self.waitUntil { (try? String(contentsOfFile: log, encoding: .utf8)) == line })
        #expect(watch.isRunning)
        try ##"{ "background": "#0000FF" }"##.write(toFile: folder + "/screens/a.json", atomically: false, encoding: .utf8)
        #expect(Self.waitFor(frame) { $0[20, 20] == RGBA8(r: 0, g: 0, b: 255) })
        // The template itself changed: a 30 pt canvas gives a 30 px frame.
        try Self.template.replacingOccurrences(of: "[40, 40]", with: "[30, 30]").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Self.waitFor(frame) { $0.width == 30 })
    }

    /// A fade from a screen of `background` to black, 40 × 40 pt; frame 0 shows the background.
    static func fade(from background: String) -> String {
        Self.template.replacingOccurrences(of: #""screens/a.json""#, with: #"{ "background": "\#(background)" }"#)
    }

    /// Starts `segue render FILE --out OUT --frames 0 --watch --quiet`, its stderr into `log`;
    /// `stop` ends it (SIGTERM, then SIGKILL so that a failure cannot hang the suite).
    static func startWatch(_ file: String, out: String, log: String) throws -> (process: Process, stop: () -> Bool) {
        FileManager.default.createFile(atPath: log, contents: nil)
        let watch = Process()
        watch.executableURL = URL(fileURLWithPath: CLI.binary)
        watch.arguments = ["render", file, "--out", out, "--frames", "0", "--watch", "--quiet"]
        watch.standardOutput = FileHandle.nullDevice
        watch.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        try watch.run()
        return (watch, {
            watch.terminate()
            let stopped = Self.waitUntil { !watch.isRunning }
            if !stopped { kill(watch.processIdentifier, SIGKILL) }
            watch.waitUntilExit()
            return stopped
        })
    }

    @Test func aNamedTemplateThatGoesAwayIsReportedAndRenderedWhenItIsBack() throws {
        let folder = try CLI.temporaryFolder("watch-gone")
        let file = try Fixtures.write(Self.fade(from: "white"), as: "t.json", in: folder)
        let frame = folder + "/out/t/frame-0000.png", log = folder + "/watch.err"
        let (watch, stop) = try Self.startWatch(file, out: folder + "/out", log: log)
        defer { #expect(stop()) }
        #expect(Self.waitFor(frame) { $0[20, 20] == RGBA8(r: 255, g: 255, b: 255) })
        // Moved away: one line, and the watch goes on (it once ended: "none of the templates'
        // folders can be watched", status 1).
        try FileManager.default.moveItem(atPath: file, toPath: folder + "/t.json.moved")
        #expect(Self.waitUntil { (try? String(contentsOfFile: log, encoding: .utf8)) == "segue: \(file): no such template file\n" })
        Thread.sleep(forTimeInterval: 0.3)
        #expect(watch.isRunning)
        // Back, red: rendered again.
        try Self.fade(from: "#FF0000").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Self.waitFor(frame) { $0[20, 20] == RGBA8(r: 255, g: 0, b: 0) })
    }

    @Test func aMissingTemplateIsOneLineAndWaitedFor() throws {
        let folder = try CLI.temporaryFolder("watch-missing")
        let file = folder + "/later.json", frame = folder + "/out/later/frame-0000.png", log = folder + "/watch.err"
        let (watch, stop) = try Self.startWatch(file, out: folder + "/out", log: log)
        defer { #expect(stop()) }
        // `segue:` as every error, not ArgumentParser's `Error:`; the watch waits for the file.
        #expect(Self.waitUntil { (try? String(contentsOfFile: log, encoding: .utf8)) == "segue: \(file): no such template file\n" })
        #expect(watch.isRunning)
        try Self.fade(from: "#0000FF").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Self.waitFor(frame) { $0[20, 20] == RGBA8(r: 0, g: 0, b: 255) })
    }

    /// Polls the PNG at `path` until `condition` holds of it, for at most 30 s.
    static func waitFor(_ path: String, _ condition: (RGBAImage) -> Bool) -> Bool {
        waitUntil { (try? PNGDecoder.decode(file: path)).map(condition) ?? false }
    }

    /// Polls `condition` every 50 ms until it holds, for at most 30 s.
    static func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }
}
