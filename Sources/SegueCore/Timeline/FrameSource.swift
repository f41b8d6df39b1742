/// Frames ready to draw, one `Snapshot` per index: what the frame renderer, its sinks and the
/// golden comparisons take. A template's `ResolvedScene` evaluates each frame on demand; a
/// `SnapshotSequence` (an animation recorded tick by tick) holds them already evaluated.
///
/// The source owns its frame times: a scene's are k / fps on its `FrameClock`, a recording's
/// last frame is the moment its transition completed. Frame `index` is a function of the index
/// alone, so frames drawn in parallel and in any order are the same.
public protocol FrameSource: Sendable {
    /// The render and golden folders are named after it.
    var name: String { get }
    /// The drawing surface: size in points, pixel scale, and the frame rate a preview plays at.
    var canvas: Canvas { get }
    /// Frames in all, at least 1 (the start and the end state both included).
    var frameCount: Int { get }
    /// The timeline's length in seconds: the time of the last frame.
    var duration: Double { get }
    /// The time of frame `index` in seconds, never decreasing with the index; indices outside
    /// 0..<frameCount are clamped to it.
    func time(ofFrame index: Int) -> Double
    /// Frame `index`, at `time(ofFrame: index)`; indices outside 0..<frameCount are clamped.
    func snapshot(ofFrame index: Int) -> Snapshot
    /// The deepest nesting of offscreen groups any frame may need (a translucent node drawing
    /// more than one part is composited in a canvas-sized group): the memory budget charges a
    /// worker one surface of 4 bytes a pixel per level. An overestimate only lowers the workers.
    var groupDepth: Int { get }
    /// How an interactive transition was released, for the manifest; `nil` when it played
    /// straight through.
    var interactionRelease: InteractionRelease? { get }
    /// The variant the frames render (a combination of appearance, text size, right-to-left,
    /// Prefer Cross-Fade Transitions, Reduce Motion), for the manifest; `nil` (the default) for
    /// a source rendered as described.
    var variant: Variant? { get }
}

extension FrameSource {
    public var variant: Variant? { nil }
}
