import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

/// What layers in perspective inside layers in perspective cost, and what a frame does when a
/// surface for one cannot be had.
@Suite struct ProjectionMemoryTests {
    /// `depth` layers of 200 × 200 pt, each the only sublayer of the one before, each turned
    /// 0.15 rad about y under perspective 300; the innermost is red.
    func nested(_ depth: Int) -> RenderTree {
        var layer = Layer(id: "l\(depth - 1)", frame: Rect(0, 0, 200, 200), backgroundColor: hex("#FF0000"),
                          transform: LayerTransform(rotationY: 0.15, m34: -1.0 / 300))
        for k in stride(from: depth - 2, through: 0, by: -1) {
            var outer = Layer(id: "l\(k)", frame: Rect(k == 0 ? 50 : 0, k == 0 ? 50 : 0, 200, 200),
                              transform: LayerTransform(rotationY: 0.15, m34: -1.0 / 300))
            outer.sublayers = [layer]
            layer = outer
        }
        return RenderTree(size: Size(unchecked: 300, 300), background: .white,
                          nodes: [RenderNode(layer: layer, id: "l0", idPrefix: "l0", parentTransform: .identity)])
    }

    @Test func nestedLayersInPerspectiveAreRenderedNoFinerThanTheLevelAbove() throws {
        // Each turn magnifies its near edge by about 1.1, which the offscreen scale's ladder
        // rounds up to a quarter octave. Compounded level after level, the surfaces grew
        // 768, 768, 768, 1024, 1024, 1280 px wide (the sixth level at 2 × 2^(6/4) = 5.7 px a
        // point); each level is held to its parent's scale instead, never wider than the first.
        let rasterizer = Rasterizer(images: ImageStore(), scale: 2)
        let surface = try FrameSurface(pixelWidth: 600, pixelHeight: 600)
        rasterizer.draw(nested(6), into: surface)
        #expect(rasterizer.takeDrawingFailure() == nil)
        let widths = (0..<6).map { rasterizer.scratch.level($0).renderingSizes.map(\.width).max() ?? 0 }
        #expect(widths.dropFirst().allSatisfy { $0 > 0 && $0 <= widths[0] }, "\(widths)")
        // And the innermost layer is drawn where all six cover: the middle of the first one.
        #expect(surface[300, 300] == RGBA8(r: 255, g: 0, b: 0))
    }

    @Test func aSurfaceThatCannotBeAllocatedIsReportedNotSilentlyLeftOut() throws {
        // 4 KB a surface at most: the layer's flat rendering (about 238 × 238 px) cannot be had.
        let rasterizer = Rasterizer(images: ImageStore(), scale: 1)
        rasterizer.scratch.byteLimit = 4096
        let surface = try FrameSurface(pixelWidth: 300, pixelHeight: 300)
        rasterizer.draw(nested(1), into: surface)
        let failure = try #require(rasterizer.takeDrawingFailure())
        #expect(failure.hasPrefix("cannot allocate a ") && failure.hasSuffix(" px surface for a layer in perspective (its flat rendering)"),
                "\(failure)")
        // Asked once, forgotten: the next frame starts clean.
        #expect(rasterizer.takeDrawingFailure() == nil)
        // The layer is missing from the frame, which is why the renderer stops on it.
        #expect(surface[150, 150] == RGBA8(r: 255, g: 255, b: 255))
    }
}
