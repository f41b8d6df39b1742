/// One instant of a verified run: the golden and the actual frame shown at `time`, paired by
/// time (`verifyGoldens` pairs frame i with golden i when the frame count and fps are the ones
/// recorded, otherwise frames within half a frame interval). Either side is `nil` at an instant
/// only the other has: a changed duration or fps gained or lost it.
public struct GoldenInstant: Hashable, Sendable {
    /// Seconds from the start of the render.
    public var time: Double
    /// The golden frame's file, when the goldens have one at this instant.
    public var golden: String?
    /// The actual frame's file: the artifact a failing frame left, or the golden it matched.
    public var actual: String?
    /// The compared frame's result, when the render has a frame at this instant.
    public var frame: GoldenFrameResult?
    /// The three-panel diff image (`frame-NNNN-diff.png`) of a frame that differs.
    public var diff: String?

    /// One instant of a verification, with the files each side has there.
    public init(time: Double, golden: String?, actual: String?, frame: GoldenFrameResult?, diff: String?) {
        self.time = time
        self.golden = golden
        self.actual = actual
        self.frame = frame
        self.diff = diff
    }
}
