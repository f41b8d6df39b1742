import SegueCore

/// The `--plot` chart (`timing.png`): a scene's curves over its timeline, evaluated from the
/// model (never read off frames), for docs and for debugging a curve; for a recording, the
/// progress its frames recorded.
///
/// What it shows, in the chart (time across, 0 … duration; progress up, 0 = from, 1 = to):
/// - the transition's timing curve p = timing(f) (`ResolvedScene.timingProgress(at:)`), which
///   moves every layer a built-in effect drives; a spring's overshoot above the 1 line;
/// - each animated layer property's progress (`ResolvedScene.propertyProgress`), labelled
///   `layerId.keyPath`, e.g. `card.position.x`;
/// - for an interactive scene, the finger's percentComplete until the release (dashed), and the
///   release time as a vertical line;
/// - the sheet's frames (the times `--sheet`, `--sheet-frames`, `--sheet-times` pick) as dashed
///   vertical lines;
/// under it one tick per frame of the clock, the time axis, and a legend.
///
/// Curves are sampled twice per pixel column (`samplesPerPixel`) and drawn as polylines; the
/// progress range is −0.25 … 1.25, widened in steps of ¼ to hold every sampled value (at most
/// `maxRange`), so overshoot shows with headroom. Deterministic: fixed size, layout and font.
public struct TimingPlot: Sendable {
    /// The plot's layout in pixels, fixed so a reader (and a test) can find any value's place:
    /// x(t) = `plotLeft` + t / duration · `plotWidth`, y(v) = `chartTop` + (yMax − v) / (yMax −
    /// yMin) · `chartHeight`.
    public enum Layout {
        /// The whole image's width.
        public static let width = 1200
        /// The title band above the chart.
        public static let headerHeight = 44
        /// The chart's left edge (room for the progress labels) and right margin.
        public static let plotLeft = 64, rightMargin = 24
        /// The chart's width: 1200 − 64 − 24 = 1112.
        public static let plotWidth = width - plotLeft - rightMargin
        /// The chart's top (right under the header) and height.
        public static let chartTop = headerHeight, chartHeight = 360
        /// The frame ticks: one 1-px line per frame from the chart's bottom edge down this far.
        public static let tickLength = 8
        /// The band under the chart with the ticks and the time labels.
        public static let axisHeight = 36
        /// One legend row, and entries per row.
        public static let legendRowHeight = 22, legendColumns = 3
        /// Below the legend.
        public static let bottomMargin = 12
        /// The chart's bottom edge, chartTop + chartHeight = 404; the ticks run from it down.
        public static var chartBottom: Int { chartTop + chartHeight }
        /// The image's height for `entries` legend entries: header + chart + axis + ⌈entries / 3⌉
        /// rows + margin.
        public static func height(legendEntries entries: Int) -> Int {
            chartBottom + axisHeight + (entries + legendColumns - 1) / legendColumns * legendRowHeight + bottomMargin
        }
    }

    /// Curve samples per pixel column of the chart.
    public static let samplesPerPixel = 2
    /// The progress range shown at least, and the widest it grows to hold the values.
    public static let defaultRange = -0.25...1.25, maxRange = -2.0...3.0

    /// One curve: its legend label, colour and dash, and its value at each sample time (`nil`
    /// where it has none: a property before its animation, the finger after the release).
    public struct Curve: Sendable {
        /// The legend's words for the curve.
        public let label: String
        /// The curve's colour.
        public let color: Color
        /// True draws it dashed (the finger's percent beside the transition's).
        public let dashed: Bool
        /// Its value at each sample time, `nil` where it has none.
        public let values: [Double?]
        /// When `count` curves lie on one line (the timing curve under a zoom's frame, four
        /// properties sharing one animation), this one's place among them: each is drawn in
        /// turns of `stripeLength` pixels, so every colour shows instead of the last covering
        /// the others. `nil` for a curve no other coincides with.
        public var stripe: (index: Int, count: Int)? = nil
    }

    /// The length in pixels of each curve's turn on a line several curves share.
    public static let stripeLength = 8.0

    /// `curves` with a `stripe` on every curve that coincides with another (the same samples,
    /// within 1e-9, present at the same times), numbered in drawing order.
    static func striped(_ curves: [Curve]) -> [Curve] {
        func same(_ a: Curve, _ b: Curve) -> Bool {
            zip(a.values, b.values).allSatisfy { pair in
                switch pair {
                case (nil, nil): true
                case (let u?, let v?): abs(u - v) <= 1e-9 * max(1, abs(u))
                default: false
                }
            }
        }
        var group = Array(0..<curves.count)   // each curve's first coinciding curve
        for i in curves.indices {
            if let first = (0..<i).first(where: { group[$0] == $0 && same(curves[$0], curves[i]) }) { group[i] = first }
        }
        var result = curves
        for leader in Set(group) {
            let members = curves.indices.filter { group[$0] == leader }
            guard members.count > 1 else { continue }
            for (k, member) in members.enumerated() { result[member].stripe = (k, members.count) }
        }
        return result
    }

    /// The title: the scene's name, duration and frame rate.
    public let title: String
    /// The timeline's length in seconds (the x axis spans 0 … duration).
    public let duration: Double
    /// The sample times, 0 … duration, `samplesPerPixel` per column.
    public let times: [Double]
    /// The curves, drawn in order (the timing curve first, under the others).
    public let curves: [Curve]
    /// The time of every frame of the clock.
    public let frameTimes: [Double]
    /// The sheet's frame times.
    public let sheetTimes: [Double]
    /// When the finger lifts; `nil` for a scene that plays straight through.
    public let releaseTime: Double?
    /// The progress range shown (yMin … yMax).
    public let range: ClosedRange<Double>

    /// Colours of the property curves in turn (iOS's system blue, red, green, orange, purple,
    /// brown, teal, pink: hues far apart on white); past eight they repeat, dashed.
    static let palette: [Color] = [0x007AFF, 0xFF3B30, 0x34C759, 0xFF9500, 0xAF52DE, 0xA2845E, 0x30B0C7, 0xFF2D55].map(rgb)
    /// The transition's timing curve: near-black (#1C1C1E).
    public static let timingColor = rgb(0x1C1C1E)
    /// The finger: systemGray (#8E8E93), dashed.
    public static let fingerColor = rgb(0x8E8E93)

    /// The plot of `source` with the sheet's frames at `sheetTimes`: a template's scene as
    /// `init(scene:sheetTimes:)` draws it; a recording (any other source) by the progress its
    /// frames recorded (`Snapshot.progress`: the interactive transition's percent complete, or
    /// the elapsed fraction), held from each frame to the next, since only the frames are known.
    public init(source: any FrameSource, sheetTimes: [Double]) {
        if let scene = source as? ResolvedScene {
            self.init(scene: scene, sheetTimes: sheetTimes)
            return
        }
        let duration = source.duration
        let times = TimingPlot.sampleTimes(duration: duration)
        let frameTimes = (0..<source.frameCount).map { source.time(ofFrame: $0) }
        let progress = times.map { t -> Double? in
            // The last frame at or before t (frame times never decrease).
            var low = 0, high = frameTimes.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if frameTimes[middle] <= t { low = middle } else { high = middle - 1 }
            }
            return source.snapshot(ofFrame: low).progress
        }
        let curves = [Curve(label: "progress (recorded)", color: TimingPlot.timingColor, dashed: false, values: progress)]
        self.init(title: TimingPlot.title(name: source.name, duration: duration, fps: source.canvas.fps), duration: duration,
                  times: times, curves: curves, frameTimes: frameTimes, sheetTimes: sheetTimes,
                  releaseTime: source.interactionRelease?.time)
    }

    private init(title: String, duration: Double, times: [Double], curves: [Curve], frameTimes: [Double], sheetTimes: [Double],
                 releaseTime: Double?) {
        self.title = title
        self.duration = duration
        self.times = times
        self.curves = TimingPlot.striped(curves)
        self.frameTimes = frameTimes
        self.sheetTimes = sheetTimes
        self.releaseTime = releaseTime
        range = TimingPlot.range(holding: curves.flatMap { $0.values.compactMap { $0 } })
    }

    /// 0 … `duration`, `samplesPerPixel` samples per column of the chart.
    static func sampleTimes(duration: Double) -> [Double] {
        let count = Layout.plotWidth * TimingPlot.samplesPerPixel
        return (0...count).map { duration * Double($0) / Double(count) }
    }

    /// The duration to the hundredth, as the sheet's labels: an interaction's computed end
    /// (1.107583 s) reads as 1.11 s.
    static func title(name: String, duration: Double, fps: Int) -> String {
        "\(name) · \(JSONText.format((duration * 100).rounded() / 100)) s at \(fps) fps"
    }

    /// The plot of `scene` with the sheet's frames at `sheetTimes`.
    public init(scene: ResolvedScene, sheetTimes: [Double]) {
        let duration = scene.duration
        let times = TimingPlot.sampleTimes(duration: duration)
        var curves = [Curve(label: "timing (transition)", color: TimingPlot.timingColor, dashed: false,
                            values: times.map { scene.timingProgress(at: $0) })]
        if scene.interaction != nil {
            curves.append(Curve(label: "finger (percentComplete)", color: TimingPlot.fingerColor, dashed: true,
                                values: times.map { scene.fingerPercent(at: $0) }))
        }
        for (i, property) in scene.propertyProgress.enumerated() {
            let palette = TimingPlot.palette
            curves.append(Curve(label: property.label, color: palette[i % palette.count], dashed: i >= palette.count,
                                values: times.map { property.progress(atElapsed: scene.elapsed(at: $0)) }))
        }
        self.init(title: TimingPlot.title(name: scene.name, duration: duration, fps: scene.canvas.fps), duration: duration,
                  times: times, curves: curves, frameTimes: (0..<scene.frameCount).map { scene.time(ofFrame: $0) },
                  sheetTimes: sheetTimes, releaseTime: scene.interaction?.releaseTime)
    }

    /// `defaultRange` widened in steps of ¼ to hold `values`, within `maxRange`.
    static func range(holding values: [Double]) -> ClosedRange<Double> {
        let finite = values.filter(\.isFinite)
        let low = min(defaultRange.lowerBound, ((finite.min() ?? 0) * 4).rounded(.down) / 4)
        let high = max(defaultRange.upperBound, ((finite.max() ?? 1) * 4).rounded(.up) / 4)
        return max(low, maxRange.lowerBound)...min(high, maxRange.upperBound)
    }

    /// The legend's entries: every curve, then the markers.
    var legendCount: Int { curves.count + 1 + (releaseTime == nil ? 0 : 1) }

    /// The x pixel coordinate of time `t` (seconds).
    public func x(_ t: Double) -> Double {
        Double(Layout.plotLeft) + (duration > 0 ? t / duration : 0) * Double(Layout.plotWidth)
    }

    /// The y pixel coordinate of progress `v`.
    public func y(_ v: Double) -> Double {
        Double(Layout.chartTop) + (range.upperBound - v) / (range.upperBound - range.lowerBound) * Double(Layout.chartHeight)
    }

    private static func rgb(_ hex: Int) -> Color {
        Color(unchecked: Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }
}
