import Foundation
import SegueCore
import SegueFiles

/// What a golden folder was recorded from: the render's frame count and pixel size, kept in
/// `DIR/<name>/golden.json` beside the frames.
///
/// Sampling by fractions maps a shorter render onto other frame indices, so without this file a
/// changed duration would only look like new frames (recorded when missing) and old ones
/// (orphans). With it, a changed frame count or size is a failure that says so. A folder without
/// the file (recorded by an older Segue) is "unknown": nothing is checked, and the file is
/// written the next time the folder is recorded into.
public struct GoldenMeta: Hashable, Sendable, CustomStringConvertible {
    /// The file's name in a golden folder.
    public static let fileName = "golden.json"

    /// Frames in the whole render (not only the sampled ones).
    public var frameCount: Int
    /// The size of every frame.
    public var pixelSize: PixelSize

    public init(frameCount: Int, pixelSize: PixelSize) {
        self.frameCount = frameCount
        self.pixelSize = pixelSize
    }

    /// The frame count and pixel size `source` renders with.
    public init(of source: any FrameSource) {
        self.init(frameCount: source.frameCount,
                  pixelSize: PixelSize(width: source.canvas.pixelWidth, height: source.canvas.pixelHeight))
    }

    /// The file's text, one line, the same for the same values: `{"frameCount": 91, "pixelSize": [390, 844]}`.
    public var text: String {
        "{\"frameCount\": \(frameCount), \"pixelSize\": [\(pixelSize.width), \(pixelSize.height)]}\n"
    }

    /// `91 frames of 390×844 px`.
    public var description: String { "\(frameCount) frames of \(pixelSize) px" }

    /// What changed from `self` (the recorded values) to `rendered`, e.g. `the frame count
    /// changed from 91 to 73`; `nil` when nothing did.
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
    /// regular file of at most `RegularFile.maximumTextBytes` (`RegularFile.read`).
    static func read(folder: String) throws(GoldenError) -> GoldenMeta? {
        let path = folder + "/" + fileName
        let data: Data
        switch RegularFile.read(path, maximumBytes: RegularFile.maximumTextBytes) {
        case .success(let bytes): data = Data(bytes)
        case .failure(.missing): return nil
        case .failure(let failure): throw GoldenError("\(path): \(failure.reason)")
        }
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        guard let count = object?["frameCount"] as? Int, count >= 0,
              let size = object?["pixelSize"] as? [Int], size.count == 2, size.allSatisfy({ $0 >= 0 }) else {
            throw GoldenError("\(path): expected {\"frameCount\": N, \"pixelSize\": [width, height]}; "
                + "delete it and it is written again on the next record")
        }
        return GoldenMeta(frameCount: count, pixelSize: PixelSize(width: size[0], height: size[1]))
    }

    /// Writes `folder/golden.json`.
    func write(folder: String) throws(GoldenError) {
        try GoldenFiles.write(Array(text.utf8), to: folder + "/" + GoldenMeta.fileName)
    }
}
