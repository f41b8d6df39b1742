/// A scene evaluated at one instant: when, how far along, in which phase, and what it shows.
///
/// This is what `segue sample` prints and what one rendered frame is drawn from.
public struct Snapshot: Hashable, Sendable {
    /// Seconds since the transition began.
    public var time: Double
    /// The elapsed fraction f of the transition (0 at the start, 1 at the end), before timing.
    public var progress: Double
    /// What drives the transition at `time`: `animating`, or a phase of the interaction.
    public var phase: Phase
    /// What the screen shows, ready for the rasterizer.
    public var tree: RenderTree

    public init(time: Double, progress: Double, phase: Phase, tree: RenderTree) {
        self.time = time
        self.progress = progress
        self.phase = phase
        self.tree = tree
    }
}
