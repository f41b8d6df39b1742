/// Frames already evaluated, one `Snapshot` each: an animation recorded tick by tick (by code
/// driving layers, not a template) rendered, previewed and golden-tested as a scene is.
///
/// Guarantees from construction: at least one snapshot; the canvas passes `Canvas.validate()`;
/// every time and progress is finite, times start at 0 or later and never decrease (a
/// recording's last frame may come sooner than 1 / fps after the one before, at the moment its
/// transition completed); every tree is the canvas's size.
public struct SnapshotSequence: FrameSource, Hashable {
    /// The render and golden folders are named after it.
    public var name: String
    /// The drawing surface; its `fps` is the rate the frames were taken at, which a preview plays.
    public let canvas: Canvas
    /// The frames in order: frame i is `snapshots[i]`.
    public let snapshots: [Snapshot]
    /// How an interactive transition was released; `nil` when it played straight through.
    public let interactionRelease: InteractionRelease?
    /// The deepest node nesting of any frame's tree (see `depth(of:)`).
    public let groupDepth: Int

    /// The frames `snapshots` on `canvas`, checked as the type's doc says; the error's path is
    /// `canvas…` or `snapshots[i]…`.
    public init(name: String, canvas: Canvas, snapshots: [Snapshot],
                interactionRelease: InteractionRelease? = nil) throws(SceneError) {
        try canvas.validate()
        guard !snapshots.isEmpty else {
            throw SceneError(path: "snapshots", message: "expected at least one snapshot, found none")
        }
        var previous = 0.0
        for (i, snapshot) in snapshots.enumerated() {
            try SnapshotSequence.check(snapshot, after: previous, canvas: canvas, path: "snapshots[\(i)]")
            previous = snapshot.time
        }
        self.name = name
        self.canvas = canvas
        self.snapshots = snapshots
        self.interactionRelease = interactionRelease
        groupDepth = snapshots.map { SnapshotSequence.depth(of: $0.tree) }.max() ?? 0
    }

    /// `snapshots.count`.
    public var frameCount: Int { snapshots.count }

    /// The last snapshot's time.
    public var duration: Double { snapshots[snapshots.count - 1].time }

    /// `snapshots[index]`, the index clamped to the frames.
    public func snapshot(ofFrame index: Int) -> Snapshot { snapshots[min(max(0, index), snapshots.count - 1)] }

    /// The time of `snapshot(ofFrame: index)`.
    public func time(ofFrame index: Int) -> Double { snapshot(ofFrame: index).time }

    /// How deep `tree`'s nodes nest: 0 without nodes, 1 for top-level nodes only, one more per
    /// level of children. Every level counts, leaves too: any node drawing two parts (a
    /// background and a border, or children) at less than full opacity is composited in a group,
    /// so this bounds the groups a frame of the tree nests.
    public static func depth(of tree: RenderTree) -> Int {
        // A masked node draws in two groups more (its drawing and its mask), its mask's subtree in the second.
        func depth(_ nodes: [RenderNode]) -> Int {
            nodes.map { node in 1 + max(depth(node.children), node.maskNode.map { 2 + depth([$0]) } ?? 0) }.max() ?? 0
        }
        return depth(tree.nodes)
    }

    private static func check(_ snapshot: Snapshot, after previous: Double, canvas: Canvas,
                              path: String) throws(SceneError) {
        guard snapshot.time.isFinite, snapshot.time >= previous else {
            throw SceneError(path: path + ".time", message: "expected a finite time of at least "
                + "\(previous.messageText) s (times never decrease), found \(snapshot.time.messageText)")
        }
        guard snapshot.progress.isFinite else {
            throw SceneError(path: path + ".progress", message: "expected a finite number, found \(snapshot.progress.messageText)")
        }
        guard snapshot.tree.size == canvas.size else {
            let (found, expected) = (snapshot.tree.size, canvas.size)
            throw SceneError(path: path + ".tree.size", message: "expected the canvas's size "
                + "\(expected.width.messageText)×\(expected.height.messageText), found \(found.width.messageText)×\(found.height.messageText)")
        }
    }
}
