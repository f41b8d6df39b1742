import SegueCore
@testable import SegueKit

/// A SegueKit session for a test: a fresh virtual clock at 0 s (the runtime's epoch), advanced
/// by the test, and a window of 100 × 100 points to put views in.
@MainActor
struct KitClock {
    let runtime: Runtime
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    /// Seconds since the session began.
    var time: Double { runtime.now - Runtime.epoch }

    /// Moves the clock to `seconds` after the session began, running what is due on the way.
    func advance(to seconds: Double) { runtime.advance(to: Runtime.epoch + seconds) }

    /// Runs `body` in a fresh session (sessions are serialised across threads).
    static func run(_ body: (KitClock) throws -> Void) rethrows {
        try Runtime.session { runtime in try body(KitClock(runtime: runtime)) }
    }
}

import SegueRender

extension KitClock {
    /// The window as drawn now, at 1× on black (what a recording's frame at this instant shows).
    func drawn() throws -> FrameSurface {
        let node = window.layer.renderNode(at: runtime.now, id: "window", parent: .identity)
        let tree = RenderTree(size: Size(unchecked: 100, 100), nodes: node.map { [$0] } ?? [])
        let surface = try FrameSurface(pixelWidth: 100, pixelHeight: 100)
        Rasterizer(images: ImageStore(), scale: 1).draw(tree, into: surface)
        return surface
    }
}

/// Whether two rectangles agree to 1e-9 point: a view's frame round-trips through its layer's
/// position and bounds, which may change the last bit.
func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}
