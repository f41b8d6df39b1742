import Foundation
import Testing
@testable import SegueCore
import SegueTestSupport

/// How a layer with a 3-D transform lands on the canvas (`RenderNode(layer:…)`), against the
/// projection worked by hand. For a layer rotated θ about y with m34 = −1/d, a point u from the
/// anchor along x goes to x = u·cos θ, z = −u·sin θ (`Transform3D.rotation`), and is seen at
/// W = 1 + z·m34 = 1 + u·sin θ/d: x' = u·cos θ / (1 + u·sin θ / d), and a vertical edge of
/// height h at u is h / W tall. For positive θ the left edge (u < 0) has W < 1: it is the near
/// edge, drawn larger, as on iOS.
@Suite struct LayerProjectionTests {
    /// A 100 × 100 layer centred on a 300 × 300 canvas with `transform`, placed as its screen's root places it.
    func node(_ transform: LayerTransform, doubleSided: Bool = true) -> RenderNode {
        var card = Layer(id: "card", frame: Rect(100, 100, 100, 100), backgroundColor: .white, transform: transform)
        card.isDoubleSided = doubleSided
        return RenderNode(layer: card, id: "card", idPrefix: "card", parentTransform: .identity)
    }

    @Test func sixtyDegreesAboutYWithPerspective500() throws {
        let theta = Double.pi / 3, d = 500.0
        let h = try #require(node(LayerTransform(rotationY: theta, m34: -1 / d)).projection)
        // u = −50 (left, near): W = 1 − 50·sin 60°/500 = 0.913397; x' = −25 / 0.913397 = −27.370.
        // u = +50 (right, far): W = 1.086603; x' = 25 / 1.086603 = 23.007.
        let wNear = 1 - 50 * sin(theta) / d, wFar = 1 + 50 * sin(theta) / d
        for (u, w) in [(-50.0, wNear), (50.0, wFar)] {
            let top = try #require(h.apply(to: Point(50 + u, 0))), bottom = try #require(h.apply(to: Point(50 + u, 100)))
            expectClose(top.x, 150 + u * cos(theta) / w, tolerance: 1e-9)
            expectClose(bottom.x, top.x, tolerance: 1e-9)
            expectClose(bottom.y - top.y, 100 / w, tolerance: 1e-9)
            expectClose((top.y + bottom.y) / 2, 150, tolerance: 1e-9)
        }
        expectClose(150 - 25 / wNear, 122.6297, tolerance: 1e-4)
        expectClose(100 / wNear, 109.4814, tolerance: 1e-4) // the near edge is taller than the layer
        expectClose(100 / wFar, 92.0299, tolerance: 1e-4)
    }

    @Test func sampleReportsTheProjectedBoxAndMap() throws {
        // The flattened layer (what `segue sample` prints) of the 60° card: its box spans the
        // near edge's x and height, and it carries the projection instead of an affine transform.
        let tree = RenderTree(size: Size(unchecked: 300, 300), nodes: [node(LayerTransform(rotationY: .pi / 3, m34: -1.0 / 500))])
        let flat = try #require(tree.flattened().first)
        #expect(flat.projection != nil && flat.transform == .identity)
        expectClose(flat.bounds.x, 122.6297, tolerance: 1e-4)
        expectClose(flat.bounds.maxX, 173.0074, tolerance: 1e-4)
        expectClose(flat.bounds.height, 109.4814, tolerance: 1e-4)
        expectClose(flat.position, Point(150, 150), tolerance: 1e-9)
    }

    @Test func sampleReportsATransformLayerWhereItsBoundsLand() throws {
        // The 60° card as a transform layer (it draws nothing, its sublayers keep their 3-D
        // places): `segue sample` reports it where its bounds land, the same box, anchor and
        // outline as the ordinary card, not at its parent's origin untransformed.
        var card = Layer(id: "card", frame: Rect(100, 100, 100, 100), transform: LayerTransform(rotationY: .pi / 3, m34: -1.0 / 500),
                         sublayers: [Layer(id: "face", frame: Rect(0, 0, 100, 100), backgroundColor: .white)])
        card.isTransformLayer = true
        let tree = RenderTree(size: Size(unchecked: 300, 300), nodes: [RenderNode(layer: card, id: "card", idPrefix: "card", parentTransform: .identity)])
        let flat = tree.flattened()
        let reported = try #require(flat.first), face = try #require(flat.last)
        expectClose(reported.bounds.x, 122.6297, tolerance: 1e-4)
        expectClose(reported.bounds.maxX, 173.0074, tolerance: 1e-4)
        expectClose(reported.bounds.height, 109.4814, tolerance: 1e-4)
        expectClose(reported.position, Point(150, 150), tolerance: 1e-9)
        // The face, at the card's place, reports the same outline.
        let (a, b) = (try #require(reported.quad), try #require(face.quad))
        #expect(a.count == 4 && b.count == 4)
        for (p, q) in zip(a, b) { expectClose(p, q, tolerance: 1e-9) }
    }

    @Test func aTransformLayerWithOnlyPerspectiveKeepsItsPlaceAndDepth() throws {
        // A transform layer at (100, 100) whose transform is perspective 500 alone (2-D on its
        // own plane, the usual cube set-up at rest), holding a 100 × 100 face at zPosition 50:
        // the face is not flattened, so it is seen at W = 1 − 50/500 = 0.9 about the holder's
        // centre (150, 150): 111.1 wide, from 94.44 to 205.56.
        var face = Layer(id: "face", frame: Rect(0, 0, 100, 100))
        face.zPosition = 50
        var holder = Layer(id: "t", frame: Rect(100, 100, 100, 100), transform: LayerTransform(m34: -1.0 / 500), sublayers: [face])
        holder.isTransformLayer = true
        let drawn = RenderNode(layer: holder, id: "t", idPrefix: "t", parentTransform: .identity)
        let box = try #require(drawn.children.first).transform.apply(to: Rect(0, 0, 100, 100))
        expectClose(box, Rect(150 - 50 / 0.9, 150 - 50 / 0.9, 100 / 0.9, 100 / 0.9), tolerance: 1e-9)
    }

    @Test func aLayerBehindTheViewerIsNotDrawn() throws {
        // Pushed 600 toward a viewer 500 away, every point has W = 1 − 600/500 < 0: no affine
        // shortcut (which would draw it upside down and magnified), a projection with nothing visible.
        let n = node(LayerTransform(translationZ: 600, m34: -1.0 / 500))
        let h = try #require(n.projection)
        #expect(h.mappedBounds(of: Rect(0, 0, 100, 100)) == nil)
    }

    @Test func aQuarterTurnAboutYLeavesNoWidth() throws {
        // cos 90° ≈ 6e-17: both edges land on x = 150; nothing of the layer has width.
        let h = try #require(node(LayerTransform(rotationY: .pi / 2, m34: -1.0 / 500)).projection)
        let box = try #require(h.mappedBounds(of: Rect(0, 0, 100, 100)))
        #expect(box.width < 1e-9)
    }

    @Test func aSingleSidedLayerShowingItsBackIsNotDrawn() throws {
        // Turned 120° about y its back faces the viewer: the map reverses orientation.
        let turned = LayerTransform(rotationY: 2 * .pi / 3, m34: -1.0 / 500)
        #expect(try #require(node(turned).projection).determinant < 0)
        #expect(node(turned).opacity == 1)
        #expect(node(turned, doubleSided: false).opacity == 0)
        // At 60° it faces the viewer and is drawn.
        #expect(node(LayerTransform(rotationY: .pi / 3, m34: -1.0 / 500), doubleSided: false).opacity == 1)
    }

    @Test func aSingleSidedSublayerIsJudgedInThePlaneItIsFlattenedInto() throws {
        // A card of two single-sided faces, the back turned 180° about y, the card turned 160°
        // about y (its own back towards the viewer), with perspective and without. An ordinary
        // card flattens its faces into its plane first: there the front faces forward and the
        // back away, so the back is hidden and the front is drawn, and the card's plane then
        // shows it mirrored. As a transform layer the faces keep their 3-D places: the back (at
        // 340°) faces the viewer, the front (at 160°) does not. A card mirrored in its plane
        // (scale −1 in x) is the ordinary card's case too: its faces' sides are judged before.
        func card(_ transform: LayerTransform, transformLayer: Bool = false) -> RenderNode {
            var back = Layer(id: "back", frame: Rect(0, 0, 100, 100), backgroundColor: .white, transform: LayerTransform(rotationY: .pi))
            var front = Layer(id: "front", frame: Rect(0, 0, 100, 100), backgroundColor: .white)
            (back.isDoubleSided, front.isDoubleSided) = (false, false)
            var card = Layer(id: "card", frame: Rect(100, 100, 100, 100), transform: transform, sublayers: [back, front])
            card.isTransformLayer = transformLayer
            return RenderNode(layer: card, id: "card", idPrefix: "card", parentTransform: .identity)
        }
        let turned = 160 * Double.pi / 180
        for m34 in [-1.0 / 500, 0] {
            #expect(card(LayerTransform(rotationY: turned, m34: m34)).children.map(\.opacity) == [0, 1], "m34 \(m34)")
            #expect(card(LayerTransform(rotationY: turned, m34: m34), transformLayer: true).children.map(\.opacity) == [1, 0], "m34 \(m34)")
        }
        #expect(card(LayerTransform(scaleX: -1)).children.map(\.opacity) == [0, 1])
    }

    @Test func aMirrorInThePlaneIsNotTheBack() {
        // Transform3D.showsBack: the normal's z after the inverse transpose, minor over
        // determinant. A half turn about y: minor −1, determinant +1, the back. A mirror in x:
        // minor −1, determinant −1, the front (reversed, not turned over). 60° with perspective
        // 500: the front. A scale of 0 in z has no inverse: no back.
        #expect(Transform3D.rotation(.pi, 0, 1, 0).showsBack)
        #expect(!Transform3D.scale(-1, 1, 1).showsBack)
        #expect(!Transform3D.perspective(distance: 500).concatenating(.rotation(.pi / 3, 0, 1, 0)).showsBack)
        #expect(Transform3D.rotation(2 * .pi / 3, 0, 1, 0).concatenating(.perspective(distance: 500)).showsBack)
        #expect(!Transform3D.scale(1, 1, 0).showsBack)
        // A single-sided layer mirrored by its own scale of −1 is drawn.
        var mirrored = Layer(id: "m", frame: Rect(100, 100, 100, 100), backgroundColor: .white, transform: LayerTransform(scaleX: -1))
        mirrored.isDoubleSided = false
        #expect(RenderNode(layer: mirrored, id: "m", idPrefix: "m", parentTransform: .identity).opacity == 1)
    }

    @Test func twoDimensionalLayersKeepTheAffineArithmetic() {
        // No x or y rotation: no projection, and the transform is exactly transformToParent's.
        let layer = Layer(id: "a", frame: Rect(10, 20, 30, 40), transform: LayerTransform(scaleX: 2, rotation: 0.4, m34: -0.002))
        let n = RenderNode(layer: layer, id: "a", idPrefix: "a", parentTransform: .translation(5, 5))
        #expect(n.projection == nil)
        #expect(n.transform == layer.transformToParent.concatenating(.translation(5, 5)))
    }

    @Test func aSublayerTransformGivesEverySublayerThePerspectiveAboutTheAnchor() throws {
        // A 300 × 300 container with perspective 500 as its sublayerTransform, and the card of
        // the first test as its sublayer with rotationY = 60° and no m34 of its own: the vanishing
        // point is the container's anchor (150, 150), the card's centre, so the card lands exactly
        // where its own perspective put it.
        var container = Layer(id: "c", frame: Rect(0, 0, 300, 300))
        container.sublayerTransform = LayerTransform(m34: -1.0 / 500)
        container.sublayers = [Layer(id: "card", frame: Rect(100, 100, 100, 100), transform: LayerTransform(rotationY: .pi / 3))]
        let root = RenderNode(layer: container, id: "c", idPrefix: "c", parentTransform: .identity)
        let h = try #require(root.children.first?.projection)
        let own = try #require(node(LayerTransform(rotationY: .pi / 3, m34: -1.0 / 500)).projection)
        for p in Rect(0, 0, 100, 100).corners {
            expectClose(try #require(h.apply(to: p)), try #require(own.apply(to: p)), tolerance: 1e-9)
        }
    }

    @Test func anchorPointZMovesWhatTheTransformTurnsAbout() throws {
        // A cube's face: 100 × 100 at the centre of a 300 × 300 container with perspective 500,
        // its anchor 50 behind it (anchorPointZ −50). Unturned, the face is 50 in front of the
        // anchor, which sits at z = 0: drawn 500/450 = 1.111× its size, as zPosition 50 draws it.
        // Turned 90° about y, the face's centre, (0, 0, 50) from the anchor, goes to (50, 0, 0):
        // the cube's right side, at canvas x = 150 + 50 = 200, at the vanishing point's depth.
        func face(_ transform: LayerTransform) -> RenderNode {
            var face = Layer(id: "face", frame: Rect(100, 100, 100, 100), backgroundColor: .white, transform: transform)
            face.anchorPointZ = -50
            var root = Layer(id: "root", frame: Rect(0, 0, 300, 300), sublayers: [face])
            root.sublayerTransform = LayerTransform(m34: -1.0 / 500)
            return RenderNode(layer: root, id: "root", idPrefix: "root", parentTransform: .identity).children[0]
        }
        expectClose(face(.identity).transform.a, 500.0 / 450, tolerance: 1e-12)
        expectClose(face(.identity).transform.apply(to: Point(50, 50)), Point(150, 150), tolerance: 1e-9)
        let side = try #require(face(LayerTransform(rotationY: .pi / 2)).projection)
        expectClose(try #require(side.apply(to: Point(50, 50))), Point(200, 150), tolerance: 1e-9)
        // The face's own perspective 500 and no turn: the plane it draws in is 50 in front of
        // the anchor, so the same 1.111×, not the 2-D shortcut's 1×.
        var own = Layer(id: "face", frame: Rect(100, 100, 100, 100), transform: LayerTransform(m34: -1.0 / 500))
        own.anchorPointZ = -50
        let node = RenderNode(layer: own, id: "face", idPrefix: "face", parentTransform: .identity)
        expectClose(node.transform.a, 500.0 / 450, tolerance: 1e-12)
    }

    @Test func theSublayerTransformsRotationKeyPathTurnsTheSublayers() throws {
        // "sublayerTransform.rotation.y" set to 60° on the container of the test above, whose
        // sublayerTransform holds only the perspective: the card (not turned itself) lands where
        // its own 60° turn with perspective 500 puts it, as the vanishing point and the turn's
        // centre are both the container's anchor, the card's centre.
        var container = Layer(id: "c", frame: Rect(0, 0, 300, 300))
        container.sublayerTransform = LayerTransform(m34: -1.0 / 500)
        container.sublayers = [Layer(id: "card", frame: Rect(100, 100, 100, 100))]
        container.set(.sublayerTransformRotationY, to: .number(.pi / 3))
        #expect(container.value(for: .sublayerTransformRotationY) == .number(.pi / 3) && container.transform == .identity)
        let h = try #require(RenderNode(layer: container, id: "c", idPrefix: "c", parentTransform: .identity).children.first?.projection)
        let own = try #require(node(LayerTransform(rotationY: .pi / 3, m34: -1.0 / 500)).projection)
        for p in Rect(0, 0, 100, 100).corners {
            expectClose(try #require(h.apply(to: p)), try #require(own.apply(to: p)), tolerance: 1e-9)
        }
    }

    @Test func animatingZPositionReordersSiblingsAsItPasses() {
        // Two siblings at zPosition 0: b is drawn over a. The key path "zPosition" set on a to
        // 1 (an animation's value past b's) draws a over b; at 0 again, the order is theirs.
        var parent = Layer(id: "p", frame: Rect(0, 0, 10, 10),
                           sublayers: [Layer(id: "a", frame: Rect(0, 0, 10, 10)), Layer(id: "b", frame: Rect(0, 0, 10, 10))])
        func order() -> [String] { RenderNode(layer: parent, id: "p", idPrefix: "p", parentTransform: .identity).children.map(\.id) }
        #expect(order() == ["p.a", "p.b"])
        parent.sublayers[0].set(.zPosition, to: .number(1))
        #expect(order() == ["p.b", "p.a"])
        parent.sublayers[0].set(.zPosition, to: .number(0))
        #expect(order() == ["p.a", "p.b"])
    }

    @Test func siblingsDrawInOrderOfZPositionAndATransformLayerByDepth() {
        // Ordinary parent: a (z 5) above b (z 0) whatever their order; equal z keeps the order.
        var a = Layer(id: "a", frame: Rect(0, 0, 10, 10)), b = Layer(id: "b", frame: Rect(0, 0, 10, 10))
        let c = Layer(id: "c", frame: Rect(0, 0, 10, 10))
        a.zPosition = 5
        let parent = Layer(id: "p", frame: Rect(0, 0, 10, 10), sublayers: [a, b, c])
        #expect(RenderNode(layer: parent, id: "p", idPrefix: "p", parentTransform: .identity).children.map(\.id) == ["p.b", "p.c", "p.a"])
        // In a transform layer turned 180° about y, the sublayer nearest before the turn (z 5) is
        // now farthest: depth decides, so it is drawn first.
        var cube = Layer(id: "t", frame: Rect(0, 0, 10, 10), transform: LayerTransform(rotationY: .pi, m34: -1.0 / 500), sublayers: [a, b])
        cube.isTransformLayer = true
        let drawn = RenderNode(layer: cube, id: "t", idPrefix: "t", parentTransform: .identity)
        #expect(drawn.children.map(\.id) == ["t.a", "t.b"])
        // Without the turn, a (z 5) is nearer and drawn last.
        cube.transform = .identity
        #expect(RenderNode(layer: cube, id: "t", idPrefix: "t", parentTransform: .identity).children.map(\.id) == ["t.b", "t.a"])
    }

    @Test func aTransformLayerKeepsItsSublayersDepthUnderItsParentsPerspective() throws {
        // A transform layer holding a face pushed 50 toward the viewer (zPosition 50): under the
        // parent's perspective 500 it is drawn 500/450 = 1.111× its size. Flattened into an
        // ordinary layer instead, the z would be dropped and it would stay 1×.
        var face = Layer(id: "face", frame: Rect(0, 0, 100, 100))
        face.zPosition = 50
        var holder = Layer(id: "t", frame: Rect(100, 100, 100, 100), sublayers: [face])
        holder.isTransformLayer = true
        var root = Layer(id: "root", frame: Rect(0, 0, 300, 300), sublayers: [holder])
        root.sublayerTransform = LayerTransform(m34: -1.0 / 500)
        let drawn = RenderNode(layer: root, id: "root", idPrefix: "root", parentTransform: .identity)
        let faceNode = try #require(drawn.children.first?.children.first)
        expectClose(faceNode.transform.a, 500.0 / 450, tolerance: 1e-12)
        holder.isTransformLayer = false
        root.sublayers = [holder]
        let flat = RenderNode(layer: root, id: "root", idPrefix: "root", parentTransform: .identity)
        #expect(try #require(flat.children.first?.children.first).transform.a == 1)
    }
}
