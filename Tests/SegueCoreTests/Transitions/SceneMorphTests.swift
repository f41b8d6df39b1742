#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SegueCore
import SegueTestSupport

/// Morphs as iOS draws them: they ride with the containers that carry their ends, and carry
/// rotation, shadow and blur from one end to the other.
@Suite struct SceneMorphTests {
    typealias F = EvaluationFixtures

    /// A 100 × 100 thumbnail at (20, 100) on the from-screen, a 300 × 200 photo at (50, 300) on
    /// the to-screen (400 × 800 canvas), matched as "photo".
    static func scene(_ effect: any TransitionEffect, thumb: (inout Layer) -> Void = { _ in }, photo: (inout Layer) -> Void = { _ in }) -> Scene {
        var from = Layer(id: "thumb", frame: Rect(20, 100, 100, 100), backgroundColor: .white)
        from.match = "photo"
        thumb(&from)
        var to = Layer(id: "photo", frame: Rect(50, 300, 300, 200), backgroundColor: .black)
        to.match = "photo"
        photo(&to)
        var transition = Transition(effect: effect, operation: .push, duration: 1, timing: .linear)
        transition.match = true
        return Scene(name: "morph", canvas: F.canvas, from: Screen(background: .white, layers: [from]),
                     to: Screen(background: .black, layers: [to]), transition: transition)
    }

    /// In a slide push the to-screen comes in from the right, so its photo is not at its resting
    /// place until the end. The morph flies between where each end is now: its centre at p is
    /// the lerp of the thumbnail's centre (70, 150) moved with the from-screen and the photo's
    /// (200, 400) moved with the to-screen, each screen's offset read from the tree.
    @Test func theMorphRidesWithTheScreensThatCarryItsEnds() throws {
        let resolved = try SceneMorphTests.scene(SlideEffect()).resolved()
        for f in [0.25, 0.5, 0.75] {
            let tree = resolved.renderTree(atFraction: f)
            let p = f // linear
            let fromDx = try #require(F.layer("from", in: tree)).bounds.x, toDx = try #require(F.layer("to", in: tree)).bounds.x
            #expect(toDx > 0 && toDx < 400, "the to-screen is part-way in at \(f): \(toDx)")
            let expected = Point((70 + fromDx) + ((200 + toDx) - (70 + fromDx)) * p, 150 + (400 - 150) * p)
            let morph = try #require(F.layer("match.photo", in: tree)).bounds
            expectClose(morph.x + morph.width / 2, expected.x, tolerance: 1e-7)
            expectClose(morph.y + morph.height / 2, expected.y, tolerance: 1e-7)
            expectClose(morph.width, 100 + 200 * p, tolerance: 1e-7)
        }
    }

    /// A mirrored end (scaleX −1: a half turn with y mirrored) keeps its mirror: at the start of
    /// the morph toward an unmirrored end the morph's determinant is still negative, so nothing
    /// jumps at f = 0⁺ (at f = 0.01 the y scale is −1 + 2·0.01 = −0.98).
    @Test func aMirroredEndStaysMirrored() throws {
        let tree = try SceneMorphTests.scene(MatchEffect(), thumb: { $0.transform.scaleX = -1 }).resolved().renderTree(atFraction: 0.01)
        let t = try #require(F.layer("match.photo", in: tree)).transform
        #expect(t.a * t.d - t.b * t.c < 0)
        expectClose(abs(t.a), 1.0, tolerance: 0.02)
    }

    /// The thumbnail turned by 0.4 rad, the photo by −0.2: halfway the morph is turned 0.1 (its
    /// transform's b/a is tan 0.1); and 3 rad to −3 rad turns the short way, through π, not through 0.
    @Test func theTurnGoesFromOneEndToTheOtherTheShortWay() throws {
        let tree = try SceneMorphTests.scene(MatchEffect(), thumb: { $0.transform.rotation = 0.4 }, photo: { $0.transform.rotation = -0.2 })
            .resolved().renderTree(atFraction: 0.5)
        let turn = try #require(F.layer("match.photo", in: tree)).transform
        expectClose(atan2(turn.b, turn.a), 0.1, tolerance: 1e-9)
        let around = try SceneMorphTests.scene(MatchEffect(), thumb: { $0.transform.rotation = 3 }, photo: { $0.transform.rotation = -3 })
            .resolved().renderTree(atFraction: 0.5)
        let half = try #require(F.layer("match.photo", in: around)).transform
        // 3 → −3 the short way is 2π − 6 = 0.283 of a turn forward: halfway, 3 + 0.1416 = π.
        expectClose(abs(atan2(half.b, half.a)), .pi, tolerance: 1e-9)
    }

    /// The thumbnail casts a shadow (opacity 0.4, radius 10, offset (0, 6)); the photo none. At ½
    /// the morph's shadow layer casts (0.2, 10, (0, 6)) from the morph's rounded frame, below it.
    @Test func aShadowFadesAcrossTheMorphFromItsOwnLayer() throws {
        let tree = try SceneMorphTests.scene(MatchEffect(), thumb: {
            $0.shadow = LayerShadow(color: .black, opacity: 0.4, radius: 10, offset: Vector(0, 6))
        }).resolved().renderTree(atFraction: 0.5)
        #expect(F.rootIDs(tree).suffix(2) == ["match.photo.shadow", "match.photo"])
        let caster = try #require(F.layer("match.photo.shadow", in: tree))
        let shadow = try #require(caster.shadow)
        expectClose(shadow.opacity, 0.2, tolerance: 1e-12)
        expectClose(shadow.radius, 10, tolerance: 1e-12)
        expectClose(shadow.offset.dy, 6, tolerance: 1e-12)
        #expect(shadow.path?.bounds == Rect(0, 0, 200, 150))
        // The clipping morph itself casts none (its clip would hide it).
        #expect(F.layer("match.photo", in: tree)?.shadow == nil)
    }

    /// Both ends frosted (radius 30 and 10): halfway the morph blurs at 20, so a matched sheet
    /// keeps its material through the flight.
    @Test func aBlurStaysOnThroughTheMorph() throws {
        let tree = try SceneMorphTests.scene(MatchEffect(), thumb: { $0.blur = LayerBlur(material: .systemMaterial, radius: 30) },
                                             photo: { $0.blur = LayerBlur(material: .systemMaterial, radius: 10) })
            .resolved().renderTree(atFraction: 0.5)
        expectClose(try #require(F.layer("match.photo", in: tree)?.blur).radius, 20, tolerance: 1e-12)
    }

    /// An opaque from-end (a white background) and a to-end whose content covers its box (an
    /// aspect-filled photo): the from-content stays at 1 under the to-content at p, the end state
    /// over the start state. A to-end opaque only by its background (black, no content) would
    /// not hide the from-content by the end (the background is the morph frame's, below both
    /// contents): those cross-fade, as does a title (text, no background), 1 − p and p.
    @Test func opaqueEndsKeepTheStartUnderTheEndAndTitlesCrossFade() throws {
        let photo = LayerContent.image(ImageContent(file: "photo.jpg", contentMode: .scaleAspectFill))
        let tree = try SceneMorphTests.scene(MatchEffect(), photo: { $0.content = photo }).resolved().renderTree(atFraction: 0.25)
        expectClose(try #require(F.layer("match.photo.from", in: tree)).opacity, 1, tolerance: 1e-12)
        expectClose(try #require(F.layer("match.photo.to", in: tree)).opacity, 0.25, tolerance: 1e-12)
        let cards = try SceneMorphTests.scene(MatchEffect()).resolved().renderTree(atFraction: 0.25)
        expectClose(try #require(F.layer("match.photo.from", in: cards)).opacity, 0.75, tolerance: 1e-12)
        let title = LayerContent.text(TextContent(string: "Title"))
        let titles = try SceneMorphTests.scene(MatchEffect(), thumb: { $0.backgroundColor = nil; $0.content = title },
                                               photo: { $0.backgroundColor = nil; $0.content = title })
            .resolved().renderTree(atFraction: 0.25)
        expectClose(try #require(F.layer("match.photo.from", in: titles)).opacity, 0.75, tolerance: 1e-12)
    }

    /// A photo layer (image content, no sublayers) is laid out at the morph's size with its own
    /// content mode, not scaled by width: halfway from 100 × 100 centred at (70, 150) to
    /// 300 × 200 centred at (200, 400), the morph is 200 × 150 centred at (135, 275), and each
    /// content layer is that box.
    @Test func anImageEndIsLaidOutAtTheMorphsSize() throws {
        let image = LayerContent.image(ImageContent(file: "photo.png", contentMode: .scaleAspectFill))
        let tree = try SceneMorphTests.scene(MatchEffect(), thumb: { $0.content = image }, photo: { $0.content = image })
            .resolved().renderTree(atFraction: 0.5)
        let morph = try #require(F.layer("match.photo", in: tree)).bounds
        for name in ["from", "to"] {
            let content = try #require(F.layer("match.photo." + name, in: tree)).bounds
            expectClose(content, morph, tolerance: 1e-9)
        }
        expectClose(morph, Rect(35, 200, 200, 150), tolerance: 1e-9)
    }
}
