import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

/// A photo zoom as iOS draws it: a 100 × 100 `scaleAspectFill` grid cell opens into the
/// 390 × 292.5 (4:3) image of the viewer, and the morph is the photo, opaque, all the way.
struct MorphRasterTests {
    /// A 40 × 30 (4:3) photo: grey, with a green 8 × 6 block at its centre (x 16 … 23, y 12 … 17).
    static func photo() throws -> String {
        var image = RGBAImage(width: 40, height: 30, fill: RGBA8(r: 128, g: 128, b: 128))
        for y in 12..<18 { for x in 16..<24 { image[x, y] = RGBA8(r: 0, g: 200, b: 0) } }
        let file = temporaryDirectory() + "/photo.png"
        write(try PNGEncoder().encode(image), to: file)
        return file
    }

    /// At ½ (linear) the morph is halfway between the cell (20, 100, 100 × 100) and the image
    /// (0, 275.75, 390 × 292.5): 245 × 196.25 centred at ((70 + 195)/2, (150 + 422)/2) = (132.5, 286).
    /// Both contents are the photo laid out aspect-fill in that box: scaled by
    /// max(245/40, 196.25/30) = 6.5417, 261.7 × 196.25, centred, so the box is covered by
    /// photo wherever it is, and its centre is the photo's centre: green. Drawn alone on a
    /// transparent canvas, every pixel inside the box has alpha 255 (the from-photo opaque, the
    /// to-photo over it at ½), where two cross-fading copies at ½ would leave 191.
    @Test func aPhotoZoomsOpaqueWithItsCentreAtTheCentre() throws {
        let file = try MorphRasterTests.photo()
        let fill = LayerContent.image(ImageContent(file: file, contentMode: .scaleAspectFill))
        var cell = Layer(id: "cell", frame: Rect(20, 100, 100, 100), content: fill)
        cell.match = "photo"
        var viewer = Layer(id: "image", frame: Rect(0, 275.75, 390, 292.5), content: fill)
        viewer.match = "photo"
        var transition = Transition(effect: MatchEffect(), operation: .push, duration: 1, timing: .linear)
        transition.match = true
        let scene = Scene(name: "zoom", canvas: Canvas(size: Size(unchecked: 390, 844), scale: 1, fps: 10),
                          from: Screen(background: .white, layers: [cell]), to: Screen(background: .black, layers: [viewer]),
                          transition: transition)
        let tree = try scene.resolved().renderTree(atFraction: 0.5)
        let morph = tree.nodes.filter { $0.id.hasPrefix("match.") }
        #expect(morph.map(\.id) == ["match.photo"])
        let surface = try FrameSurface(pixelWidth: 390, pixelHeight: 844)
        Rasterizer(images: try ImageStore(files: [file]), scale: 1)
            .draw(RenderTree(size: tree.size, background: Color(unchecked: 0, 0, 0, 0), nodes: morph), into: surface)
        // The box is x 10 … 255, y 187.875 … 384.125: on whole pixels, columns 10 … 254, rows 188 … 383.
        var translucent = 0
        for y in 188...383 { for x in 10...254 where surface[x, y].a != 255 { translucent += 1 } }
        #expect(translucent == 0)
        #expect(surface[9, 286].a == 0 && surface[255, 286].a == 0 && surface[132, 187].a == 0 && surface[132, 384].a == 0)
        #expect(surface[132, 286] == RGBA8(r: 0, g: 200, b: 0))
    }
}
