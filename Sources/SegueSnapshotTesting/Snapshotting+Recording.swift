#if SnapshotTesting
import Foundation
import SegueCore
import SegueGolden
import SegueKit
import SegueRender
import SeguePNG
import SnapshotTesting
#if canImport(Testing)
import Testing
#endif
import XCTest

/// Strategies for pointfreeco's swift-snapshot-testing, so a team that keeps its screens'
/// snapshots with `assertSnapshot` keeps its transitions beside them:
/// `assertSnapshot(of: recording, as: .frames(at: .quarters))`, `.sheet` and `.gif`. The
/// snapshot files live where that library puts them (`__Snapshots__/<test file>/`), and its
/// record modes (`.missing`, `.all`, `.failed`, `.never`, `SNAPSHOT_TESTING_RECORD`) and failure
/// artifacts (`SNAPSHOT_ARTIFACTS`) apply as to any other snapshot.
///
/// Built only with the package trait `SnapshotTesting` (`.package(…, traits: ["SnapshotTesting"])`):
/// a package that does not ask for it neither fetches nor builds swift-snapshot-testing.
extension Snapshotting where Value == Recording, Format == RGBAImage {
    /// The frames at `sampling`'s instants side by side in one PNG (full size, in time order),
    /// compared pixel by pixel with Segue's `ImageDiff` under `options` (exact by default); a
    /// failure names the frames that differ and attaches the three-panel diff image.
    public static func frames(at sampling: GoldenSampling = .quarters, options: DiffOptions = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .segueImage(options: options)) { recording in
            do {
                let indices = try sampling.frameIndices(frameCount: recording.frameCount)
                return SnapshotRender.strip(try SnapshotRender.frames(of: recording, at: indices))
            } catch {
                return SnapshotRender.failed(recording, "\(error)")
            }
        }
    }

    /// The contact sheet `segue render --sheet` writes (`Recording.writeFrames(to:sheet:)`):
    /// thumbnails at 0, ¼, ½, ¾ and 1 of the timeline with their times, small files for a quick
    /// look in a pull request.
    public static var sheet: Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .segueImage(options: .exact)) { recording in
            do {
                let bytes = try SnapshotRender.written(recording, file: "sheet.png") { try recording.writeFrames(to: $0, sheet: true) }
                return try PNGDecoder.decode([UInt8](bytes))
            } catch {
                return SnapshotRender.failed(recording, "\(error)")
            }
        }
    }
}

extension Snapshotting where Value == Recording, Format == Data {
    /// The GIF `segue render --gif` writes (ffmpeg, at most 50 fps), compared byte for byte:
    /// Segue's frames are deterministic, so any difference is a change, as long as the same
    /// ffmpeg writes it (another version encodes the same frames into other bytes). Needs ffmpeg;
    /// without it the test fails saying so.
    public static var gif: Snapshotting {
        Snapshotting(pathExtension: "gif", diffing: Diffing.diff(
            toData: { $0 }, fromData: { $0 },
            diffV2: { old, new in
                old == new ? nil : ("The GIF differs: \(old.count) bytes recorded, \(new.count) now.", [.data(new, name: "actual.gif")])
            })) { recording in
            do {
                return try SnapshotRender.written(recording, file: recording.name + ".gif") { try recording.writeFrames(to: $0, gif: true) }
            } catch {
                SnapshotRender.report(recording, "\(error)")
                return Data()
            }
        }
    }
}

extension Diffing where Value == RGBAImage {
    /// PNG files of straight RGBA, compared decoded with `ImageDiff` under `options`.
    static func segueImage(options: DiffOptions) -> Diffing {
        .diff(
            toData: { image in Data((try? PNGEncoder(compression: .small).encode(image)) ?? []) },
            fromData: { data in (try? PNGDecoder.decode([UInt8](data))) ?? RGBAImage(width: 0, height: 0, pixels: []) },
            diffV2: { expected, actual in
                let diff = ImageDiff(expected: expected, actual: actual, options: options)
                guard !diff.passed else { return nil }
                let summary = diff.summary
                let message = diff.sizesMatch
                    ? "\(summary.differingPixels) pixels differ (largest distance \(String(format: "%.4f", summary.maxDistance)))"
                    : "the size differs: \(summary.expectedSize) recorded, \(summary.actualSize) now"
                let panels = (try? PNGEncoder(compression: .fast).encode(diff.image)).map { [DiffAttachment.data(Data($0), name: "difference.png")] } ?? []
                return (message, panels)
            })
    }
}

/// Drawing a recording's frames for the strategies.
enum SnapshotRender {
    /// The frames at `indices`, drawn as `segue render` draws them.
    static func frames(of recording: Recording, at indices: [Int]) throws -> [RGBAImage] {
        let sink = CollectingSink(indices: indices)
        _ = try FrameRenderer(source: recording, images: try recording.images()).run([sink])
        return indices.compactMap { sink.images[$0] }
    }

    /// `frames` left to right, top-aligned, on transparent pixels where one is shorter.
    static func strip(_ frames: [RGBAImage]) -> RGBAImage {
        let width = frames.reduce(0) { $0 + $1.width }, height = frames.map(\.height).max() ?? 0
        var out = RGBAImage(width: width, height: height, fill: RGBA8(r: 0, g: 0, b: 0, a: 0))
        var x0 = 0
        for frame in frames {
            for y in 0..<frame.height {
                let from = y * frame.width * 4, to = (y * width + x0) * 4
                out.pixels.replaceSubrange(to..<(to + frame.width * 4), with: frame.pixels[from..<(from + frame.width * 4)])
            }
            x0 += frame.width
        }
        return out
    }

    /// The bytes of `file` that `write` puts into a temporary folder (removed after).
    static func written(_ recording: Recording, file: String, _ write: (String) throws -> Void) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-snapshot-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try write(folder + "/frames")
        guard let bytes = FileManager.default.contents(atPath: folder + "/frames/" + file) else {
            throw SegueSnapshotError("\(recording.name): \(file) was not written")
        }
        return bytes
    }

    /// Fails the running test with why the snapshot could not be drawn (Swift Testing's
    /// `Issue.record`, else XCTest's `XCTFail`), so a failed drawing is never taken for a snapshot.
    static func report(_ recording: Recording, _ why: String) {
        let message = "SegueSnapshotTesting: \(recording.name) could not be drawn: \(why)"
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
            return
        }
        #endif
        XCTFail(message)
    }

    /// `report` the failure and stand a 1 × 1 image in for the snapshot.
    static func failed(_ recording: Recording, _ why: String) -> RGBAImage {
        report(recording, why)
        return RGBAImage(width: 1, height: 1, fill: RGBA8(r: 255, g: 0, b: 255))
    }

    /// Keeps the drawn frames it is given, by index.
    final class CollectingSink: FrameSink, @unchecked Sendable {
        let indices: [Int]
        private(set) var images: [Int: RGBAImage] = [:]
        init(indices: [Int]) { self.indices = indices }
        func frames(of frameCount: Int) -> FrameSelection { .indices(Set(indices)) }
        func makeWorker() -> Worker { Worker() }
        func consume(_ frame: RenderedFrame, _ image: RGBAImage) { images[frame.index] = image }

        struct Worker: FrameSinkWorker {
            mutating func process(_ frame: DrawnFrame) -> RGBAImage { frame.surface.image() }
        }
    }
}
/// Why a snapshot could not be drawn.
struct SegueSnapshotError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
#endif
