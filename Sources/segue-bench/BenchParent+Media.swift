import Foundation

extension BenchParent {
    /// The GIF and MP4 sinks over the standard set, one job: the GIF at its default width (the
    /// canvas's 390 points, 390×844 px), the MP4 at 1170×2532 and 390×844. Per frame written:
    /// the worker's conversion to straight RGBA and ffmpeg's CPU (palette, dithering and LZW;
    /// or RGB→YUV and x264), which runs in a subprocess beside the drawing.
    func media() throws {
        print("\n### GIF and MP4, the standard set, one job\n")
        print("| output | px | frames in the file | draw ms/frame | RGBA ms/frame | ffmpeg CPU ms/frame | wall ms/frame | KB/frame |")
        print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for (mode, scale) in [(BenchConfiguration.Mode.gif, 1.0), (.mp4, 3), (.mp4, 1)] {
            let r = try measure(BenchConfiguration(mode: mode, scale: scale, jobs: 1))
            let size = "\(Int(390 * scale))×\(Int(844 * scale))"
            let n = Double(max(1, r.frames))
            let cells = [mode.rawValue, size, String(r.frames), f1(r.draw / n * 1000), f1((r.encode + r.write) / n * 1000),
                         f1(r.subprocess / n * 1000), f1(r.wallSeconds / n * 1000), f1(Double(r.bytes) / 1024 / n)]
            print("| " + cells.joined(separator: " | ") + " |")
        }
    }

    private func f1(_ x: Double) -> String { String(format: "%.1f", x) }
}
