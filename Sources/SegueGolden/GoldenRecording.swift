import Foundation
import SegueCore
import SegueRender
import SegueTemplates

/// Who recorded a golden folder: its owner, whose orphan checks judge it
/// (`GoldenFiles.orphanFolders`). Recorded in `golden.json` as `"recordedBy"`, so folders from
/// `segue verify` and from Swift tests can share one goldens folder: a CLI run over a folder of
/// templates does not call a Swift test's folder an orphan, nor the reverse.
public enum GoldenRecorder: String, Hashable, Sendable, CaseIterable {
    /// `segue verify` recorded the folder (`"recordedBy": "segue verify"`).
    case segueVerify = "segue verify"
    /// A Swift test recorded it through the SegueGolden library (`"recordedBy": "SegueGolden"`).
    case segueGolden = "SegueGolden"
}

/// One of the settings a golden folder was recorded with, which a run must not contradict.
public enum GoldenSetting: String, Hashable, Sendable, CaseIterable {
    case sampling, scale, fps, appearance, contentSize, font
}

/// How the goldens of a folder were made: who recorded them, which frames, and the canvas they
/// were drawn on. Part of `golden.json` (`GoldenMeta.recording`).
///
/// A later run is checked against it (`conflicts(with:frameCount:)`): the goldens only mean
/// something at the sampling, scale, fps and appearance they were drawn with, so a run asking
/// for others is an error naming the recorded value (unless it re-records every golden, record
/// mode `all`); so does its text size (`contentSize`). The canvas size and device and the variant are kept for the reader; a changed
/// canvas shows as a changed pixel size, a variant is already in the folder's name.
public struct GoldenRecording: Hashable, Sendable {
    /// Who recorded the folder: it owns it.
    public var recordedBy: GoldenRecorder
    /// Which frames were recorded.
    public var sampling: GoldenSampling
    /// Pixels per point of the canvas.
    public var scale: Double
    /// Frames per second of the frame clock.
    public var fps: Int
    /// The canvas size in points.
    public var canvasSize: Size
    /// The device preset's name (`iPhone 16`), `nil` for a plain canvas.
    public var device: String?
    /// The appearance the screens' system colours were read in.
    public var appearance: Appearance
    /// The text size text styles and chrome were drawn at (`large`, iOS's default, unless the
    /// canvas or a `content-size` variant chose another).
    public var contentSize: ContentSizeCategory = .large
    /// The variant rendered (`rtl`, `dark+rtl`, …: `Variant.description`), `nil` for the template itself.
    public var variant: String?
    /// The font family text layers that name none were drawn in (`--font`, `GoldenSubject`'s
    /// `fontFamily`); `nil` in a file recorded before it was kept, which no font contradicts.
    public var font: String?

    /// How a golden folder was recorded, as `golden.json` keeps it.
    public init(recordedBy: GoldenRecorder, sampling: GoldenSampling, scale: Double, fps: Int, canvasSize: Size,
                device: String? = nil, appearance: Appearance = .light, variant: String? = nil, font: String? = nil) {
        self.recordedBy = recordedBy
        self.sampling = sampling
        self.scale = scale
        self.fps = fps
        self.canvasSize = canvasSize
        self.device = device
        self.appearance = appearance
        self.variant = variant
        self.font = font
    }

    /// The recording of `source` at `sampling`: its canvas's scale, fps, size, device and
    /// appearance, and its variant when it is a resolved scene rendered as one.
    public init(of source: any FrameSource, sampling: GoldenSampling, recordedBy recorder: GoldenRecorder,
                font: String = FrameRenderer.defaultFontFamily) {
        let canvas = source.canvas
        self.init(recordedBy: recorder, sampling: sampling, scale: canvas.scale, fps: canvas.fps, canvasSize: canvas.size,
                  device: canvas.device?.name, appearance: canvas.appearance,
                  variant: (source as? ResolvedScene)?.scene.variant?.description, font: font)
        contentSize = canvas.contentSize
    }

    /// The settings of `run` that differ from these, in `GoldenSetting` order. Samplings are the
    /// same when they pick the same frames of a render of `frameCount` frames (`--times 0,1`
    /// and `--frames 0,90` of a 91-frame render agree).
    public func conflicts(with run: GoldenRecording, frameCount: Int) -> [GoldenSetting] {
        var settings: [GoldenSetting] = []
        if !sampling.picksSameFrames(as: run.sampling, frameCount: frameCount) { settings.append(.sampling) }
        if scale != run.scale { settings.append(.scale) }
        if fps != run.fps { settings.append(.fps) }
        if appearance != run.appearance { settings.append(.appearance) }
        if contentSize != run.contentSize { settings.append(.contentSize) }
        if let font, let other = run.font, font != other { settings.append(.font) }
        return settings
    }

    /// `setting`'s value as the library's messages write it: `fractions 0, 0.25, 0.5`, `1`, `60`, `dark`.
    public func describe(_ setting: GoldenSetting) -> String {
        switch setting {
        case .sampling: sampling.description
        case .scale: JSONText.format(scale)
        case .fps: String(fps)
        case .appearance: appearance.rawValue
        case .contentSize: contentSize.rawValue
        case .font: font ?? "unrecorded"
        }
    }

    /// The keys after `frameCount` and `pixelSize` in `golden.json`, in this order: `recordedBy`,
    /// `sampling` (`"all"`, `{"fractions": […]}` or `{"frames": […]}`), `scale`, `fps`, `canvas`
    /// (`{"size": [w, h]}` in points, with `"device"` when there is one), `appearance`,
    /// `contentSize` when it is not `large` (so folders recorded before it keep their text),
    /// `variant` when there is one, and `font`.
    var fields: [(String, JSONText)] {
        var canvas: [(String, JSONText)] = [("size", .array([.number(canvasSize.width), .number(canvasSize.height)]))]
        if let device { canvas.append(("device", .string(device))) }
        var fields: [(String, JSONText)] = [
            ("recordedBy", .string(recordedBy.rawValue)),
            ("sampling", sampling.json),
            ("scale", .number(scale)),
            ("fps", .number(Double(fps))),
            ("canvas", .object(canvas)),
            ("appearance", .string(appearance.rawValue)),
        ]
        if contentSize != .large { fields.append(("contentSize", .string(contentSize.rawValue))) }
        if let variant { fields.append(("variant", .string(variant))) }
        if let font { fields.append(("font", .string(font))) }
        return fields
    }

    /// Reads the keys `fields` writes; an error names the key, what was expected and what was
    /// found. `scale` and `fps` follow the canvas rule with the words of `--scale` and `--fps`
    /// (`Canvas.scaleMismatch`, `fpsMismatch`): a run takes them when those flags are left out,
    /// so a value no flag could give is refused here, as that flag would be, not later as a canvas.
    init(json object: JSONValue) throws(GoldenError) {
        func found(_ key: String) -> String { object[key]?.summary ?? "nothing" }
        guard let by = object["recordedBy"]?.string, let recorder = GoldenRecorder(rawValue: by) else {
            throw GoldenError("recordedBy: expected \"segue verify\" or \"SegueGolden\", found \(found("recordedBy"))")
        }
        let sampling = try GoldenSampling(json: object["sampling"])
        guard let scale = object["scale"]?.number else { throw GoldenError("scale: expected a number, found \(found("scale"))") }
        if let mismatch = Canvas.scaleMismatch(scale) { throw GoldenError("scale: " + mismatch) }
        guard let fps = object["fps"]?.number else { throw GoldenError("fps: expected a number, found \(found("fps"))") }
        if let mismatch = Canvas.fpsMismatch(fps) { throw GoldenError("fps: " + mismatch) }
        guard let size = object["canvas"]?["size"]?.array, size.count == 2, let width = size[0].number, let height = size[1].number,
              width > 0, height > 0 else {
            throw GoldenError("canvas: expected {\"size\": [width, height]} in points, found \(object["canvas"]?["size"]?.literal ?? found("canvas"))")
        }
        let device = object["canvas"]?["device"]?.string
        guard let name = object["appearance"]?.string, let appearance = Appearance(rawValue: name) else {
            throw GoldenError("appearance: expected \"light\" or \"dark\", found \(found("appearance"))")
        }
        if let font = object["font"], font.string == nil { throw GoldenError("font: expected a font family name, found \(font.summary)") }
        self.init(recordedBy: recorder, sampling: sampling, scale: scale, fps: Int(fps), canvasSize: Size(unchecked: width, height),
                  device: device, appearance: appearance, variant: object["variant"]?.string, font: object["font"]?.string)
        if let category = object["contentSize"] {
            guard let name = category.string, let value = ContentSizeCategory(rawValue: name) else {
                throw GoldenError("contentSize: expected one of \(ContentSizeCategory.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), "
                    + "found \(category.summary)")
            }
            contentSize = value
        }
    }
}

extension GoldenSampling: CustomStringConvertible {
    /// `fractions 0, 0.25, 0.5, 0.75, 1`, `frames 0, 30` or `every frame`, as messages write it
    /// (values cut after `MessageText.maxLength` characters, as any value a message echoes).
    public var description: String {
        switch self {
        case .fractions: "fractions " + values(separator: ", ")
        case .frames: "frames " + values(separator: ", ")
        case .everyFrame: "every frame"
        }
    }

    /// The fractions or frame indices joined by `separator` (empty for every frame), cut after
    /// `MessageText.maxLength` characters with "…": golden.json may hold thousands.
    public func values(separator: String) -> String {
        let texts: [String]
        switch self {
        case .fractions(let fractions): texts = fractions.map(JSONText.format)
        case .frames(let frames): texts = frames.map(String.init)
        case .everyFrame: texts = []
        }
        var out = ""
        for (i, text) in texts.enumerated() {
            let piece = (i == 0 ? "" : separator) + text
            if out.count + piece.count > MessageText.maxLength { return out + "…" }
            out += piece
        }
        return out
    }

    /// Whether both pick the same frames of a render of `frameCount` frames (the same values
    /// when either is invalid for it).
    public func picksSameFrames(as other: GoldenSampling, frameCount: Int) -> Bool {
        guard let mine = try? frameIndices(frameCount: frameCount), let theirs = try? other.frameIndices(frameCount: frameCount) else {
            return self == other
        }
        return mine == theirs
    }

    /// `"all"`, `{"fractions": […]}` or `{"frames": […]}`.
    var json: JSONText {
        switch self {
        case .everyFrame: .string("all")
        case .fractions(let fractions): .object([("fractions", .array(fractions.map(JSONText.number)))])
        case .frames(let frames): .object([("frames", .array(frames.map { .number(Double($0)) }))])
        }
    }

    init(json value: JSONValue?) throws(GoldenError) {
        let expected = GoldenError("sampling: expected \"all\", {\"fractions\": [0 to 1, …]} or {\"frames\": [index, …]}, "
            + "found \(value?.literal ?? "nothing")")
        if let text = value?.string {
            guard text == "all" else { throw expected }
            self = .everyFrame
        } else if let members = value?.members, members.count == 1, let items = members[0].value.array, !items.isEmpty {
            let numbers = items.compactMap(\.number)
            guard numbers.count == items.count else { throw expected }
            if members[0].key == "fractions", numbers.allSatisfy({ (0...1).contains($0) }) {
                self = .fractions(numbers)
            } else if members[0].key == "frames", numbers.allSatisfy({ $0 == $0.rounded() && (0...Double(Int32.max)).contains($0) }) {
                self = .frames(numbers.map { Int($0) })
            } else {
                throw expected
            }
        } else {
            throw expected
        }
    }
}
