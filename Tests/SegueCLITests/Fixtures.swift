import Foundation

/// Small templates written into temporary folders, so end-to-end tests render in milliseconds
/// and their expected values can be derived by hand.
enum Fixtures {
    /// A 100×200 pt canvas at 1×, 10 fps: a white list screen with a 20×20 button centred at
    /// (50, 150), revealing a black screen through a circle from the button over 1 s
    /// (easeInEaseOut). The far corners are (0, 0) and (100, 0): R = √(50² + 150²) = 158.113883.
    static let reveal = """
        { "canvas": { "size": [100, 200], "scale": 1, "fps": 10 },
          "from": { "background": "white",
                    "layers": [ { "id": "button", "frame": [40, 140, 20, 20], "cornerRadius": 10, "backgroundColor": "systemBlue" } ] },
          "to": { "background": "black" },
          "transition": { "type": "circleReveal", "operation": "push", "duration": 1.0, "origin": "button" } }
        """

    /// A folder of three templates: `a.json` the reveal, `b.json` with 0 fps, `c.json` with its
    /// origin misspelt "buton"; and the two lines that name what is wrong with b and c.
    static func folderWithTwoBadTemplates() throws -> (folder: String, errors: String) {
        let folder = try CLI.temporaryFolder("bad")
        _ = try write(reveal, as: "a.json", in: folder)
        let b = try write(reveal.replacingOccurrences(of: "\"fps\": 10", with: "\"fps\": 0"), as: "b.json", in: folder)
        let c = try write(reveal.replacingOccurrences(of: "\"origin\": \"button\"", with: "\"origin\": \"buton\""), as: "c.json", in: folder)
        return (folder, """
            segue: \(b): canvas.fps: expected an integer in 1...240, found 0
            segue: \(c): transition.origin: expected the id of a layer of the from screen (the list screen of a push), found "buton"; did you mean "button"?

            """)
    }

    /// Writes `text` as `name` into a new temporary folder and returns the file's path.
    static func write(_ text: String, as name: String = "reveal.json", in folder: String? = nil) throws -> String {
        let folder = try folder ?? CLI.temporaryFolder("fixture")
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The names of the files in `folder`, sorted.
    static func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// The bytes of `path`.
    static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The number of frames of the render output at `folder` when it is whole: its manifest.json
    /// parses, and the files its frames name, all non-empty, and the manifest are exactly the
    /// folder's files. `nil` for anything else: missing, half written, or a mix of two renders.
    static func wholeOutputFrameCount(_ folder: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: folder + "/manifest.json"),
              let manifest = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let frames = manifest["frames"] as? [[String: Any]],
              let files = try? Fixtures.files(in: folder)
        else { return nil }
        let named = frames.compactMap { $0["file"] as? String }
        let sizes = named.map { (try? FileManager.default.attributesOfItem(atPath: folder + "/" + $0)[.size] as? Int) ?? 0 }
        guard named.count == frames.count, sizes.allSatisfy({ $0 > 0 }), files == (named + ["manifest.json"]).sorted() else { return nil }
        return frames.count
    }
}
