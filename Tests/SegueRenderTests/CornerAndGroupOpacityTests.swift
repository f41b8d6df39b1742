import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

/// `maskedCorners` rounds only some corners; `allowsGroupOpacity` false blends each part alone.
@Suite struct CornerAndGroupOpacityTests {
    @Test func onlyTheMaskedCornersAreRounded() throws {
        // A red 20 × 20 node with a radius of 10 rounding the top-left corner only: the pixel at
        // (1, 1) lies outside the quarter circle (its centre is √(8.5² · 2) ≈ 12 from (10, 10)),
        // so it is white; the same pixel of each other corner is red.
        var node = rectNode(0, 0, 20, 20, color: hex("#FF0000"))
        node.cornerRadius = 10
        node.maskedCorners = .minXMinY
        let surface = try render(20, 20, [node])
        #expect(surface[1, 1] == white)
        #expect(surface[18, 1] == RGBA8(r: 255, g: 0, b: 0) && surface[1, 18] == RGBA8(r: 255, g: 0, b: 0)
                && surface[18, 18] == RGBA8(r: 255, g: 0, b: 0))
        // Mirrored for right to left, the rounded corner is the top-right one.
        #expect(CornerMask.minXMinY.mirrored == .maxXMinY && CornerMask.all.mirrored == .all)
    }

    @Test func withoutGroupOpacityOverlappingChildrenShowThroughEachOther() throws {
        // A node at opacity 0.5 holding a red and, over it, a blue opaque child on white. As a
        // group the overlap is blue at 0.5 over white: (127, 127, 255). Without group opacity the
        // red is blended at 0.5, then the blue at 0.5 over that: red (255, 127, 127), then
        // (127, 63, 191) (Cairo's 8-bit alpha 128/255 rounds each step).
        func overlap(group: Bool) throws -> RGBA8 {
            var parent = rectNode(0, 0, 10, 10, opacity: 0.5,
                                  children: [rectNode(0, 0, 10, 10, color: hex("#FF0000")), rectNode(0, 0, 10, 10, color: hex("#0000FF"))])
            parent.allowsGroupOpacity = group
            return try render(10, 10, [parent])[5, 5]
        }
        let grouped = try overlap(group: true), separate = try overlap(group: false)
        #expect(abs(Int(grouped.r) - 127) <= 1 && abs(Int(grouped.g) - 127) <= 1 && grouped.b == 255)
        #expect(abs(Int(separate.r) - 127) <= 1 && abs(Int(separate.g) - 63) <= 1 && abs(Int(separate.b) - 191) <= 1)
    }
}

extension CornerAndGroupOpacityTests {
    @Test func aContinuousCornerEasesInWhereACircularOneHasAlreadyMet() throws {
        // r = 100 on a red 400 × 400 node: 80 px from the corner along the top edge, the circle
        // is 2.02 px below the edge and the continuous corner 3.22 px (its curve, evaluated from
        // the measured points), so the pixel (80, 2), rows 2 to 3, is red for the circular corner
        // and white for the continuous one. At the corner's diagonal the two nearly agree.
        func pixel(_ curve: CornerCurve) throws -> RGBA8 {
            var node = rectNode(0, 0, 400, 400, color: hex("#FF0000"))
            node.cornerRadius = 100
            node.cornerCurve = curve
            return try render(400, 400, [node])[80, 2]
        }
        let circular = try pixel(.circular), continuous = try pixel(.continuous)
        #expect(circular.r == 255 && circular.g <= 10)
        #expect(continuous.g >= 245)
    }
}
