import SegueCore
import SeguePNG

/// `segue render --viewer`: `viewer.html` beside the frames, a static page to scrub and play them
/// with the timing plot's cursor, an onion skin of the neighbouring frames and, under the mouse,
/// the evaluated model of the layer there (what `segue sample` prints). Its data is
/// `viewer-data.js`, loaded by a script element (a page opened from `file://` may load a script
/// beside it, not fetch a file), so that under `--watch` the page can load it again and see a
/// new render: the data's `version` is a hash of every frame's pixels and of the data itself.
/// Both files are written into the render's staging folder and listed in the manifest.
public final class ViewerSink: FrameSink, ManifestListed {
    /// The page's file name in the output folder.
    public static let fileName = "viewer.html"
    /// The file beside it holding each frame's layers, which the page loads as a script.
    public static let dataFileName = "viewer-data.js"

    private let folder: OutputFolder
    private let source: any FrameSource
    private let selection: FrameSelection
    private let plotted: Bool
    private let watching: Bool
    private var hashes: [Int: UInt64] = [:]

    /// A viewer of `source`'s frames that `selection` writes, in `folder`; `plotted` when
    /// `timing.png` is beside them (its cursor is drawn), `watching` when the page should look
    /// for a new render every second (`--watch`).
    public init(folder: OutputFolder, source: any FrameSource, frames selection: FrameSelection, plotted: Bool, watching: Bool) {
        self.folder = folder
        self.source = source
        self.selection = selection
        self.plotted = plotted
        self.watching = watching
    }

    public func frames(of frameCount: Int) -> FrameSelection { selection }

    public func makeWorker() -> Worker { Worker() }

    /// Hashes a frame's pixels (FNV-1a over 64-bit words): the version a watching page compares.
    public struct Worker: FrameSinkWorker {
        public mutating func process(_ frame: DrawnFrame) -> UInt64 {
            frame.surface.withPixelRows { rows in
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                let words = rows.width * 4 / 8
                for y in 0..<rows.height {
                    let row = rows.base + y * rows.stride
                    for k in 0..<words {
                        hash = (hash ^ row.loadUnaligned(fromByteOffset: k * 8, as: UInt64.self)) &* 0x100_0000_01b3
                    }
                    for k in (words * 8)..<(rows.width * 4) { hash = (hash ^ UInt64(row.load(fromByteOffset: k, as: UInt8.self))) &* 0x100_0000_01b3 }
                }
                return hash
            }
        }
    }

    public func consume(_ frame: RenderedFrame, _ hash: UInt64) { hashes[frame.index] = hash }

    public var manifestEntry: ManifestEntry { ManifestEntry(file: ViewerSink.fileName, kind: "viewer") }

    /// Writes `viewer-data.js` (every written frame's time, file and layers) and `viewer.html`.
    public func finish() throws {
        let count = source.frameCount
        let indices = hashes.keys.sorted()
        let canvas = source.canvas
        var fields: [(String, JSONText)] = [
            ("name", .string(source.name)),
            ("fps", .number(Double(canvas.fps))),
            ("duration", .number(source.duration)),
            ("size", .array([.number(canvas.size.width), .number(canvas.size.height)])),
            ("watching", .bool(watching)),
        ]
        if plotted {
            typealias Layout = TimingPlot.Layout
            fields.append(("plot", .object([
                ("file", .string(PlotSink.fileName)), ("width", .number(Double(Layout.width))),
                ("left", .number(Double(Layout.plotLeft))), ("plotWidth", .number(Double(Layout.plotWidth))),
            ])))
        }
        fields.append(("frames", .array(indices.map { index in
            let snapshot = source.snapshot(ofFrame: index)
            return .object([
                ("index", .number(Double(index))), ("time", .number(snapshot.time)),
                ("file", .string(OutputFolder.frameFileName(index, frameCount: count))),
                ("layers", .array(snapshot.tree.flattened().map(\.sampleJSON))),
            ])
        })))
        let body = JSONText.object(fields).rendered()
        // The version: the frames' hashes and the data, so a page sees any change to either.
        var version: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in indices { version = (version ^ hashes[index]!) &* 0x100_0000_01b3 }
        for byte in body.utf8 { version = (version ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let script = "window.segueViewer = " + body.dropLast() + ",\n  \"version\": \"" + String(version, radix: 16) + "\"\n};\n"
        try folder.write(text: script, to: ViewerSink.dataFileName)
        try folder.write(text: ViewerPage.html, to: ViewerSink.fileName)
    }
}
