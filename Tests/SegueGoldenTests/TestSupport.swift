import Foundation
import SegueTestSupport
import SegueCore
import SegueGolden
import SeguePNG

/// An image of `width × height` pixels filled by `pixel(x, y)`.
func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> RGBA8) -> RGBAImage {
    var out = RGBAImage(width: width, height: height, fill: RGBA8(r: 0, g: 0, b: 0))
    for y in 0..<height {
        for x in 0..<width { out[x, y] = pixel(x, y) }
    }
    return out
}

func grey(_ v: UInt8) -> RGBA8 { RGBA8(r: v, g: v, b: v) }

/// A fresh empty folder for one test's files.
func temporaryFolder(_ label: String) -> String {
    TemporaryFolders.make("segue-golden-\(label)")
}

/// An 8×8 pt, 1×, 4 fps scene: `to` fades in linearly over black during `duration` s; with
/// the default 1 s it has 5 frames (0, ¼ … 1 s) and frame k shows `to` at alpha k/4.
func fadeScene(to color: Color, name: String = "fade", duration: Double = 1) -> Scene {
    Scene(name: name, canvas: Canvas(size: Size(unchecked: 8, 8), scale: 1, fps: 4),
          from: Screen(background: .black), to: Screen(background: color),
          transition: Transition(effect: FadeEffect(), operation: .present, duration: duration, timing: .linear))
}

let red = Color(unchecked: 1, 0, 0)

/// The `golden.json` a Swift test records for the fade scene sampled at quarters: `frameCount`
/// frames of 8×8 px, at 1×, 4 fps, light (the scene's canvas).
func fadeMeta(frameCount: Int) -> String {
    GoldenMeta(frameCount: frameCount, pixelSize: PixelSize(width: 8, height: 8),
               recording: GoldenRecording(recordedBy: .segueGolden, sampling: .quarters, scale: 1, fps: 4,
                                          canvasSize: Size(unchecked: 8, 8), font: "Inter")).text
}

/// A `GoldenLog` that keeps the lines, for a test to read.
final class CollectedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []

    var lines: [String] { lock.withLock { kept } }

    var log: GoldenLog { GoldenLog { line in self.lock.withLock { self.kept.append(line) } } }
}

func bytes(_ path: String) -> [UInt8] {
    [UInt8](FileManager.default.contents(atPath: path) ?? Data())
}

func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
