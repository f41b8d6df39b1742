import Foundation
import SegueTestSupport
import Testing

/// `segue render --viewer`, opened in Debian's headless Chromium (`Tests/Checks/viewer_browser.py`).
@Suite struct ViewerTests {
    @Test func theViewerScrubsPlotsAndNamesTheLayerUnderTheMouse() throws {
        // The reveal fixture: 100 × 200 pt at 10 fps, 1 s, so 11 frames at 0, 0.1 … 1 s; a blue
        // 20 × 20 button at (40, 140) on a white screen. Frame 5 is at 0.5 s: the plot's cursor is
        // at x = 64 + 0.5 · 1112 = 620 of its 1200 px. At frame 0 the point (50, 150) is on the
        // button (topmost there), and the frame has no previous frame for the onion skin.
        let folder = try CLI.temporaryFolder("viewer")
        let template = try Fixtures.write(Fixtures.reveal, as: "reveal.json", in: folder)
        let render = try CLI.run(["render", template, "--out", folder + "/out", "--viewer", "--quiet"])
        #expect(render.status == 0)
        let files = try Fixtures.files(in: folder + "/out/reveal")
        #expect(files.contains("viewer.html") && files.contains("viewer-data.js") && files.contains("timing.png"))
        let manifest = try String(contentsOfFile: folder + "/out/reveal/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"viewer.html\"") && manifest.contains("\"viewer\""))
        let page = folder + "/out/reveal/viewer.html"
        func look(_ frame: Int, _ point: String) throws -> [String: Any] {
            try #require(try PythonCheck.json("viewer_browser", [page, String(frame), point]) as? [String: Any])
        }
        let middle = try look(5, "50,150")
        #expect(middle["title"] as? String == "reveal")
        #expect(middle["frame"] as? String == "frame-0005.png")
        #expect((middle["time"] as? String)?.hasPrefix("frame 5 · 0.500 s of 1.000 s") == true)
        #expect(abs((middle["cursor"] as? Double ?? 0) - 620.0 / 1200) < 0.003)
        #expect(middle["onion"] as? Int == 2)
        #expect(middle["errors"] as? [String] == [])
        let first = try look(0, "50,150")
        #expect(first["onion"] as? Int == 1)
        #expect(first["layer"] as? String == "from.button")
        // The same render again writes the same data, byte for byte.
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/out/reveal/viewer-data.js"))
        _ = try CLI.run(["render", template, "--out", folder + "/out", "--viewer", "--quiet"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/out/reveal/viewer-data.js")) == data)
    }

    @Test func aLayerInPerspectiveIsUnderTheMouseOnlyWithinItsProjectedOutline() throws {
        // A 60 × 60 card at (20, 50) turned 60° about y under perspective 100, about its centre
        // (50, 80): u = ±30 from it lands at 50 + u·cos 60°/(1 + u·sin 60°/100). The near left
        // edge (w = 0.740192) at x = 29.74, from y = 80 − 30/w = 39.47 to 120.53; the far right
        // edge (w = 1.259808) at x = 61.91, from 56.19 to 103.81. The top edge passes x = 60 at
        // y = 39.47 + (60 − 29.74)/(61.91 − 29.74)·(56.19 − 39.47) = 55.2: (60, 42) is inside the
        // card's box but above that edge, on the screen; (45, 80) is on the card.
        let folder = try CLI.temporaryFolder("viewer-3d")
        let template = try Fixtures.write("""
            { "canvas": { "size": [100, 200], "scale": 1, "fps": 10 },
              "from": { "background": "white", "layers": [ { "id": "card", "frame": [20, 50, 60, 60], "backgroundColor": "systemBlue",
                                                             "transform": { "rotationY": 1.0471975511965976, "perspective": 100 } } ] },
              "to": { "background": "black" },
              "transition": { "type": "fade", "operation": "push", "duration": 1.0 } }
            """, as: "turned.json", in: folder)
        let render = try CLI.run(["render", template, "--out", folder + "/out", "--viewer", "--quiet"])
        #expect(render.status == 0, "\(render.stderr)")
        let page = folder + "/out/turned/viewer.html"
        func layer(at point: String) throws -> String? {
            (try #require(try PythonCheck.json("viewer_browser", [page, "0", point]) as? [String: Any]))["layer"] as? String
        }
        #expect(try layer(at: "45,80") == "from.card")
        #expect(try layer(at: "60,42") == "from")
    }

    @Test func underWatchTheOpenViewerFollowsEachNewRender() throws {
        // `render --watch --viewer`: the page, left open, loads its data again every second; the
        // template's button turned red makes a new render, which the page shows without a reload
        // (its data's version and the frame's address change; what the page set on window stays).
        let folder = try CLI.temporaryFolder("viewer-watch")
        let template = try Fixtures.write(Fixtures.reveal, as: "reveal.json", in: folder)
        let page = folder + "/out/reveal/viewer.html"
        let watch = Process()
        watch.executableURL = URL(fileURLWithPath: CLI.binary)
        watch.arguments = ["render", template, "--out", folder + "/out", "--viewer", "--watch", "--quiet"]
        watch.standardOutput = FileHandle.nullDevice
        watch.standardError = FileHandle.nullDevice
        try watch.run()
        defer {
            watch.terminate()
            let deadline = Date().addingTimeInterval(30)
            while watch.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if watch.isRunning { kill(watch.processIdentifier, SIGKILL) }
            watch.waitUntilExit()
        }
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: page) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let seen = try #require(try PythonCheck.json("viewer_watch", [page, template, "systemBlue", "systemRed"]) as? [String: Any])
        let (before, after) = (seen["versionBefore"] as? String, seen["versionAfter"] as? String)
        #expect(before != nil && after != nil && before != after)
        #expect((seen["srcBefore"] as? String)?.hasPrefix("frame-0000.png?v=") == true)
        #expect(seen["srcAfter"] as? String == "frame-0000.png?v=" + (after ?? ""))
        #expect(seen["kept"] as? Bool == true)
        #expect(seen["errors"] as? [String] == [])
    }
}
