import SegueCore

/// Which frames of a render are kept as goldens: a few chosen instants keep goldens small and
/// the suite fast, while still catching a change anywhere in the timing.
public enum GoldenSampling: Hashable, Sendable {
    /// Fractions 0…1 of the timeline; fraction f is frame round(f · (frameCount − 1)), the
    /// frames `segue render --sheet` shows.
    case fractions([Double])
    /// Frame indices of the frame clock.
    case frames([Int])
    /// Every frame.
    case everyFrame

    /// 0, ¼, ½, ¾ and 1 of the timeline: the start and end states and three in between.
    public static let quarters = GoldenSampling.fractions(FrameClock.quarterFractions)

    /// The sampled frame indices of a render of `frameCount` frames, increasing, each once.
    /// Throws for a fraction outside 0…1 or an index outside the render.
    public func frameIndices(frameCount: Int) throws(GoldenError) -> [Int] {
        switch self {
        case .everyFrame:
            return Array(0..<frameCount)
        case .fractions(let fractions):
            var indices: Set<Int> = []
            for f in fractions {
                guard f >= 0 && f <= 1 else { throw GoldenError("time fraction \(f) is outside 0…1") }
                indices.insert(FrameClock.frame(atFraction: f, frameCount: frameCount))
            }
            return indices.sorted()
        case .frames(let frames):
            for i in frames where i < 0 || i >= frameCount {
                throw GoldenError("frame \(i) is outside the render's frames 0-\(frameCount - 1)")
            }
            return Set(frames).sorted()
        }
    }
}
