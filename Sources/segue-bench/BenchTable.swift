import Foundation

/// One resolution's results as a Markdown table, every figure also as a ratio to the baseline
/// (the first row). "per core" divides frames/s by the jobs before comparing.
struct BenchTable {
    var rows: [(BenchConfiguration, BenchResult)]

    var text: String {
        guard let base = rows.first?.1 else { return "" }
        var lines = [
            "| setting | frames/s | ×base | per core ×base | CPU ms/frame: eval / draw / encode / write | KB/frame | ×base | reused | peak MB | ×base |",
            "| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        for (configuration, r) in rows {
            let perCore = r.framesPerSecond / Double(configuration.jobs) / base.framesPerSecond
            let kb = Double(r.bytes) / 1024 / Double(r.frames), baseKB = Double(base.bytes) / 1024 / Double(base.frames)
            let split = [r.evaluate, r.draw, r.encode, r.write].map { f2(r.perFrame($0)) }.joined(separator: " / ")
            let cells = [
                configuration.label, f1(r.framesPerSecond), f2(r.framesPerSecond / base.framesPerSecond), f2(perCore),
                f2(r.cpuPerFrame) + " = " + split,
                r.bytes == 0 ? "–" : f1(kb), r.bytes == 0 ? "–" : f2(kb / baseKB),
                String(r.reused), String(r.peakKB / 1024), f2(Double(r.peakKB) / Double(base.peakKB)),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    private func f1(_ x: Double) -> String { String(format: "%.1f", x) }
    private func f2(_ x: Double) -> String { String(format: "%.2f", x) }
}
