import SegueCore

/// Which frames a sheet shows (`--sheet-frames`, `--sheet-times`; by default the quarters).
public enum ContactSheetSampling: Hashable, Sendable {
    /// The frames at 0, ¼, ½, ¾ and 1 of the timeline (`FrameClock.quarterFractions`), the
    /// instants goldens keep by default.
    case quarters
    /// `n` (≥ 1) frames spread evenly over the timeline, first and last included: the frames
    /// nearest the fractions i / (n − 1) (`FrameClock.frame(atFraction:frameCount:)`); one
    /// frame is the start.
    case frames(Int)
    /// The frames nearest these times in seconds (each within 0...duration), in the order
    /// given; a tie between two frames goes to the earlier.
    case times([Double])

    /// How many thumbnails the sheet holds.
    public var count: Int {
        switch self {
        case .quarters: FrameClock.quarterFractions.count
        case .frames(let n): n
        case .times(let times): times.count
        }
    }

    /// The frame indices shown, in order (a short render may show a frame twice).
    public func frames(of source: any FrameSource) -> [Int] {
        let count = source.frameCount
        switch self {
        case .quarters:
            return FrameClock.quarterFractions.map { FrameClock.frame(atFraction: $0, frameCount: count) }
        case .frames(let n):
            guard n > 1 else { return [0] }
            return (0..<n).map { FrameClock.frame(atFraction: Double($0) / Double(n - 1), frameCount: count) }
        case .times(let times):
            return times.map { ContactSheetSampling.nearestFrame(to: $0, in: source) }
        }
    }

    /// The times of the frames shown, in seconds: what the timing plot marks.
    public func times(of source: any FrameSource) -> [Double] {
        frames(of: source).map { source.time(ofFrame: $0) }
    }

    /// The frame whose time is nearest `time` (frame times never decrease with the index).
    static func nearestFrame(to time: Double, in source: any FrameSource) -> Int {
        var low = 0, high = source.frameCount - 1
        while low < high {   // the first frame at or after `time`
            let middle = (low + high) / 2
            if source.time(ofFrame: middle) < time { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        let before = time - source.time(ofFrame: low - 1), after = source.time(ofFrame: low) - time
        return before <= after ? low - 1 : low
    }
}

/// How a sheet looks: thumbnail width, grid, labels and background (`segue render`'s
/// `--thumb-width`, `--sheet-columns`, `--sheet-rows`, `--[no-]sheet-labels`,
/// `--sheet-background`). The default is the sheet Segue always drew: 200 px thumbnails in one
/// row, labelled, on iOS's systemGray6.
public struct ContactSheetLayout: Hashable, Sendable {
    /// The frames shown.
    public var sampling: ContactSheetSampling
    /// The widest a thumbnail may be, in pixels (`Thumbnail`); ≥ 1.
    public var thumbWidth: Int
    /// Thumbnails per row; `nil`: all in one row, or as many as `rows` needs.
    public var columns: Int?
    /// Rows; `nil`: as many as `columns` needs (one when neither is given).
    public var rows: Int?
    /// True writes each frame's time under it.
    public var labels: Bool
    /// The sheet behind the thumbnails.
    public var background: Color

    /// The thumbnail width Segue always used.
    public static let defaultThumbWidth = Int(Thumbnail.maxWidth)

    /// A sheet of the frames `sampling` picks, thumbnails `thumbWidth` pixels wide in a grid of
    /// `columns` × `rows` (a row of them all when neither is given).
    public init(sampling: ContactSheetSampling = .quarters, thumbWidth: Int = ContactSheetLayout.defaultThumbWidth, columns: Int? = nil,
                rows: Int? = nil, labels: Bool = true, background: Color = ContactSheetImage.sheetColor) {
        self.sampling = sampling
        self.thumbWidth = thumbWidth
        self.columns = columns
        self.rows = rows
        self.labels = labels
        self.background = background
    }

    /// Thumbnails per row for `count` thumbnails: `columns`, else ⌈count / rows⌉, else count.
    /// (The command line rejects a grid of both that cannot hold them all.)
    public func columns(for count: Int) -> Int {
        if let columns { return max(1, columns) }
        if let rows { return max(1, (count + rows - 1) / max(1, rows)) }
        return max(1, count)
    }
}
