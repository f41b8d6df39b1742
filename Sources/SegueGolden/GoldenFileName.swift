import SegueRender

/// The names of golden and artifact files: those of `segue render`, so a golden folder looks like
/// a render's output folder.
public enum GoldenFileName {
    /// `frame-0000.png`: at least four digits, more when the render has 10 000 frames or more.
    public static func frame(_ index: Int, frameCount: Int) -> String {
        OutputFolder.frameFileName(index, frameCount: frameCount)
    }

    /// `frame-0000-diff.png`: the three-panel diff image of a failing frame.
    public static func diff(_ index: Int, frameCount: Int) -> String {
        String(frame(index, frameCount: frameCount).dropLast(4)) + "-diff.png"
    }

    /// Whether `name` is a frame file (`frame-` digits `.png`), to find orphan goldens.
    public static func isFrame(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}
