@testable import SegueCore
import Testing

/// The navigation shadow of a slide push or pop (`SlideEffect.navigationShadow`).
struct SlideShadowTests {
    @Test func aPushCastsAStripAlongTheLeadingEdge() {
        // Travelling left (a push): the strip is 4 points wide left of the screen, 20 points past
        // each end, at opacity 0.2·q: 0.1 at q = ½.
        let shadow = SlideEffect.navigationShadow(size: Size(unchecked: 390, 844), step: Vector(-390, 0), openness: 0.5)
        #expect(shadow.path?.bounds == Rect(-4, -20, 4, 884))
        #expect(abs(shadow.opacity - 0.1) < 1e-12)
        #expect(shadow.radius == 3 && shadow.offset == Vector(0, -3)) // CALayer's defaults
    }

    @Test func travellingUpTheStripIsAboveTheScreen() {
        let shadow = SlideEffect.navigationShadow(size: Size(unchecked: 390, 844), step: Vector(0, -844), openness: 1)
        #expect(shadow.path?.bounds == Rect(-20, -4, 430, 4))
        #expect(abs(shadow.opacity - 0.2) < 1e-12)
    }
}
