import Foundation
import SegueCore
import SegueFiles
import SegueRender
import SegueTemplates

/// What a golden folder was recorded from, kept in `DIR/<name>/golden.json` beside the frames:
/// the render's frame count and pixel size, and how the goldens were made (`GoldenRecording`:
/// who recorded them, the sampling, scale, fps, canvas, appearance and variant).
///
/// Sampling by fractions maps a shorter render onto other frame indices, so without this file a
/// changed duration would only look like new frames (recorded when missing) and old ones
/// (orphans). With it, a changed frame count or size is a failure that says so, `segue verify`
/// renders with the recorded settings when no flag names them, and a setting that contradicts
/// the recorded one is an error naming both.
///
/// Older files are still read. A folder without the file is "unknown": nothing is checked, and
/// the file is written the next time the folder is recorded into. A file with only
/// `frameCount` and `pixelSize` (written before Segue recorded how goldens were made) has
/// `recording == nil`: the frame count and size are checked, no setting is, anyone's orphan
/// checks judge the folder, and a run that may record writes the full file.
public struct GoldenMeta: Hashable, Sendable, CustomStringConvertible {
    /// The file's name in a golden folder.
    public static let fileName = "golden.json"

    /// Frames in the whole render (not only the sampled ones).
    public var frameCount: Int
    /// The size of every frame.
    public var pixelSize: PixelSize
    /// How the goldens were made; `nil` for a file written before Segue recorded it.
    public var recording: GoldenRecording?
    /// How the folder keeps its frames: `"layout": "apng"` in the file, else `frames`.
    public var layout: GoldenLayout = .frames

    /// What `golden.json` says of a render of `frameCount` frames of `pixelSize`.
    public init(frameCount: Int, pixelSize: PixelSize, recording: GoldenRecording? = nil) {
        self.frameCount = frameCount
        self.pixelSize = pixelSize
        self.recording = recording
    }

    /// The frame count and pixel size `source` renders with (no recording).
    public init(of source: any FrameSource) {
        self.init(frameCount: source.frameCount,
                  pixelSize: PixelSize(width: source.canvas.pixelWidth, height: source.canvas.pixelHeight))
    }

    /// What a run of `recorder` sampling `source` at `sampling` records: its frame count, pixel
    /// size and `GoldenRecording(of:sampling:recordedBy:font:)`.
    public init(of source: any FrameSource, sampling: GoldenSampling, recordedBy recorder: GoldenRecorder,
                font: String = FrameRenderer.defaultFontFamily) {
        self.init(of: source)
        recording = GoldenRecording(of: source, sampling: sampling, recordedBy: recorder, font: font)
    }

    /// The file's text, the same for the same values. With a recording, a JSON object with keys
    /// in a fixed order (`GoldenRecording.fields`); without one, the older one-line form
    /// `{"frameCount": 91, "pixelSize": [390, 844]}`.
    /// `layout` follows `pixelSize` only when it is `apng`, so a folder of frame files keeps the
    /// text it had before layouts existed.
    public var text: String {
        let layoutKey = layout == .frames ? "" : ", \"layout\": \"\(layout.rawValue)\""
        guard let recording else {
            return "{\"frameCount\": \(frameCount), \"pixelSize\": [\(pixelSize.width), \(pixelSize.height)]\(layoutKey)}\n"
        }
        var fields: [(String, JSONText)] = [
            ("frameCount", .number(Double(frameCount))),
            ("pixelSize", .array([.number(Double(pixelSize.width)), .number(Double(pixelSize.height))])),
        ]
        if layout != .frames { fields.append(("layout", .string(layout.rawValue))) }
        return JSONText.object(fields + recording.fields).rendered() + "\n"
    }

    /// `91 frames of 390×844 px`.
    public var description: String { "\(frameCount) frames of \(pixelSize) px" }

    /// What changed from `self` (the recorded values) to `rendered`, e.g. `the frame count
    /// changed from 91 to 73`; `nil` when nothing did. Only the frame count and pixel size are
    /// compared: the settings are checked before anything renders (`GoldenRecording.conflicts`).
    public func change(to rendered: GoldenMeta) -> String? {
        var parts: [String] = []
        if frameCount != rendered.frameCount {
            parts.append("the frame count changed from \(frameCount) to \(rendered.frameCount)")
        }
        if pixelSize != rendered.pixelSize {
            parts.append("the pixel size changed from \(pixelSize) to \(rendered.pixelSize)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    /// The values in `folder/golden.json`; `nil` when there is no such file. The file must be a
    /// regular file of at most `RegularFile.maximumTextBytes` (`RegularFile.read`); a file
    /// without `recordedBy` is an older one and has no recording.
    public static func read(folder: String) throws(GoldenError) -> GoldenMeta? {
        let path = folder + "/" + fileName
        let data: Data
        switch RegularFile.read(path, maximumBytes: RegularFile.maximumTextBytes) {
        case .success(let bytes): data = Data(bytes)
        case .failure(.missing): return nil
        case .failure(let failure): throw GoldenError("\(path): \(failure.reason)")
        }
        let expected = "expected {\"frameCount\": N, \"pixelSize\": [width, height], …}"
        let delete = "; delete it and it is written again on the next record"
        let object: JSONValue
        do { object = try JSONParser.parse(String(decoding: data, as: UTF8.self)) } catch {
            throw GoldenError("\(path): \(error.description)\(delete)")
        }
        guard object.members != nil else { throw GoldenError("\(path): \(expected), found \(object.summary)\(delete)") }
        let frameCount = object["frameCount"], pixelSize = object["pixelSize"]
        guard let count = GoldenMeta.count(frameCount?.number) else {
            throw GoldenError("\(path): frameCount: expected a whole number of frames, found \(frameCount?.summary ?? "nothing")\(delete)")
        }
        let sides = pixelSize?.array ?? []
        guard sides.count == 2, let width = GoldenMeta.count(sides[0].number), let height = GoldenMeta.count(sides[1].number) else {
            throw GoldenError("\(path): pixelSize: expected [width, height] in whole pixels, found \(pixelSize?.literal ?? "nothing")\(delete)")
        }
        var meta = GoldenMeta(frameCount: count, pixelSize: PixelSize(width: width, height: height))
        if let layout = object["layout"] {
            guard let name = layout.string, let value = GoldenLayout(rawValue: name) else {
                let names = GoldenLayout.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
                throw GoldenError("\(path): layout: expected \(names), found \(layout.summary)")
            }
            meta.layout = value
        }
        if object["recordedBy"] != nil {
            do { meta.recording = try GoldenRecording(json: object) } catch {
                throw GoldenError("\(path): \(error.message)\(delete)")
            }
        }
        return meta
    }

    /// `value` as a count (a whole number from 0 to 2³¹), or `nil`.
    private static func count(_ value: Double?) -> Int? {
        guard let value, value == value.rounded(), (0...Double(Int32.max)).contains(value) else { return nil }
        return Int(value)
    }

    /// Writes `folder/golden.json`.
    func write(folder: String) throws(GoldenError) {
        try GoldenFiles.write(Array(text.utf8), to: folder + "/" + GoldenMeta.fileName)
    }
}
