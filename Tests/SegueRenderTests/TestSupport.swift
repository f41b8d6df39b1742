import Foundation
import SegueTestSupport
import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

/// A colour from `#RRGGBB` (test literals are valid).
func hex(_ s: String) -> Color { try! Color(hex: s) }

/// A node of `w × h` points whose top-left is at (x, y) on the canvas.
func rectNode(_ x: Double, _ y: Double, _ w: Double, _ h: Double, color: Color? = nil,
              opacity: Double = 1, children: [RenderNode] = []) -> RenderNode {
    RenderNode(id: "n", size: Size(unchecked: w, h), transform: .translation(x, y), opacity: opacity,
               backgroundColor: color, children: children)
}

/// `nodes` drawn on a `w × h` point canvas over `background` at `scale`.
func render(_ w: Double, _ h: Double, scale: Double = 1, background: Color = .white,
            images: ImageStore = ImageStore(), _ nodes: [RenderNode]) throws -> FrameSurface {
    let surface = try FrameSurface(pixelWidth: Int(w * scale), pixelHeight: Int(h * scale))
    let tree = RenderTree(size: Size(unchecked: w, h), background: background, nodes: nodes)
    Rasterizer(images: images, scale: scale).draw(tree, into: surface)
    return surface
}

/// Draws `trees` in turn with one rasterizer at `scale`, as a render's worker does, expecting
/// each frame to have the pixels a fresh rasterizer draws; returns the blurs its `BlurCache`
/// had made and reused after each frame.
func blurCounts(drawing trees: [RenderTree], scale: Double, sourceLocation: SourceLocation = #_sourceLocation) throws -> [(made: Int, reused: Int)] {
    let kept = Rasterizer(images: ImageStore(), scale: scale)
    var counts: [(made: Int, reused: Int)] = []
    for tree in trees {
        let (w, h) = (Int(tree.size.width * scale), Int(tree.size.height * scale))
        let surface = try FrameSurface(pixelWidth: w, pixelHeight: h)
        kept.draw(tree, into: surface)
        let fresh = try FrameSurface(pixelWidth: w, pixelHeight: h)
        Rasterizer(images: ImageStore(), scale: scale).draw(tree, into: fresh)
        #expect(surface.image() == fresh.image(), sourceLocation: sourceLocation)
        counts.append((kept.blurs.madeCount, kept.blurs.reusedCount))
    }
    return counts
}

let white = RGBA8(r: 255, g: 255, b: 255)
let black = RGBA8(r: 0, g: 0, b: 0)

/// A fresh empty directory for one test's files.
func temporaryDirectory() -> String {
    TemporaryFolders.make("segue-render-tests")
}

/// Writes `bytes` to `path`.
func write(_ bytes: [UInt8], to path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
}

extension PNGEncoder {
    /// The PNG of `surface`'s pixels: `encode` of its pixel rows.
    func encode(_ surface: FrameSurface, workspace: PNGWorkspace = PNGWorkspace()) -> [UInt8] {
        surface.withPixelRows { encode($0, workspace: workspace) }
    }
}

/// The bytes of the file at `path` (none when it cannot be read).
func bytesOf(_ path: String) -> [UInt8] {
    [UInt8](FileManager.default.contents(atPath: path) ?? Data())
}
