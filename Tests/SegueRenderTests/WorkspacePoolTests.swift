import CCairo
import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

@Suite struct WorkspacePoolTests {
    @Test func aWorkspaceGivenBackIsLentAgainUpToTheCapacity() {
        let pool = WorkspacePool(capacity: 1)
        var first: WorkspacePool.Loan? = pool.borrow()
        var second: WorkspacePool.Loan? = pool.borrow()
        let (a, b) = (first!.workspace, second!.workspace)
        // Two loans at once are two workspaces: one thread each.
        #expect(a !== b)
        first = nil
        second = nil
        // Capacity 1: the first given back is kept, the second freed.
        #expect(pool.idleCount == 1)
        let again = pool.borrow()
        #expect(again.workspace === a)
        #expect(pool.idleCount == 0)
    }

    @Test func aBorrowedWorkspaceEncodesWhatANewOneWould() throws {
        // A workspace that last encoded frames of another size and content (its buffers, zero
        // rows and segment cache left from them) gives the same bytes as a new one, whichever
        // compression: the pool changes no output.
        func surface(_ width: Int, _ height: Int, stripe: Int) throws -> FrameSurface {
            let made = try FrameSurface(pixelWidth: width, pixelHeight: height)
            let cr = cairo_create(made.surface)!
            defer { cairo_destroy(cr) }
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_set_source_rgb(cr, 0.2, 0.4, 0.8)
            cairo_rectangle(cr, 3, Double(stripe), Double(width - 6), 5)
            cairo_fill(cr)
            return made
        }
        let pool = WorkspacePool(capacity: 1)
        for compression in PNGEncoder.Compression.allCases {
            let encoder = PNGEncoder(compression: compression)
            do {
                let loan = pool.borrow()
                for stripe in [4, 9, 4] { _ = encoder.encode(try surface(97, 61, stripe: stripe), workspace: loan.workspace) }
            }
            let stripes = [4, 12]
            let frames = try stripes.map { try surface(40, 30, stripe: $0) }
            let reused = pool.borrow()
            let fresh = PNGWorkspace()
            for (frame, stripe) in zip(frames, stripes) {
                let expected = encoder.encode(frame, workspace: fresh)
                #expect(encoder.encode(frame, workspace: reused.workspace) == expected)
                // And it is the frame: the stripe's colour (0.2, 0.4, 0.8 of 255) inside it.
                #expect(try PNGDecoder.decode(expected)[20, stripe + 2] == RGBA8(r: 51, g: 102, b: 204))
            }
        }
    }
}
