/// How a golden folder keeps its frames, chosen in its `golden.json` (`"layout": "apng"`; no key
/// means `frames`). Both are compared frame by frame, decoded pixels against the render, exactly
/// as each other: the layout changes how many files a repository holds, never what passes.
///
/// Switching is a conversion, not a re-recording: a run that may record (any mode but `never`)
/// with another layout than the folder holds (`verifyGoldens(…, layout:)`, `segue verify
/// --golden-layout`, or the key edited by hand) verifies the goldens the folder holds, then
/// writes them in the new layout and removes the old files.
public enum GoldenLayout: String, Sendable, Hashable, CaseIterable {
    /// One PNG a sampled frame, `frame-NNNN.png`, the names `segue render` writes: a changed
    /// frame is a changed file in a code review.
    case frames
    /// One animated PNG, `frames.png`, holding every sampled frame in order, each frame's index in
    /// the render in its tEXt chunk `Segue frames` and the time to the next sampled frame as its
    /// delay, so a browser plays the goldens at the render's pace. One file a template and variant,
    /// and one zlib dictionary's setup fewer a frame.
    case apng

    /// The animated PNG's name in a golden folder of layout `apng`.
    public static let packedFileName = "frames.png"

    /// The tEXt keyword under which `frames.png` lists its frames' indices, separated by spaces.
    static let indexKeyword = "Segue frames"

    /// The largest `frames.png` read: 1 GiB, sixteen times a single image's cap
    /// (`RegularFile.maximumImageBytes`), since it holds every sampled frame.
    static let maximumPackedBytes = 1 << 30
}
