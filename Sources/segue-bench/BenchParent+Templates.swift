import Foundation

extension BenchParent {
    /// The effect templates measured one by one beside the standard set (issue 14's bound: one
    /// full-screen blur at 1170×2532 renders at 30 frames per second per core or more, fast), and
    /// two system transitions in their chrome on an iPhone 16 (1179×2556): a navigation push
    /// (material bars, shadow) and a page sheet; and a cube push, two full-screen layers in
    /// perspective every frame (issue 27's bound: no more than 3× a flat frame's drawing,
    /// against `bench-slide-up`, whose two full-screen screens move flat).
    static let effectTemplateNames = ["bench-blur", "bench-shadow", "bench-navigation", "bench-sheet", "bench-cube"]

    /// Each template of the standard set and the effect templates alone, fast, one job, at
    /// 1170×2532 (the system transitions at their device's 1179×2556): per-frame draw and encode
    /// milliseconds, and frames per second on that core, each from its median run (`measureInRounds`).
    func perTemplate() throws {
        print("\n### Per template, fast ×1 at 1170×2532 px (median runs)\n")
        print("| template | frames | draw ms/frame | encode ms/frame | fps per core |")
        print("| --- | ---: | ---: | ---: | ---: |")
        var drawPerFrame: [String: Double] = [:]
        let names = BenchChild.templateNames + BenchParent.effectTemplateNames
        let results = try measureInRounds(names.map { BenchConfiguration(mode: .fast, scale: 3, jobs: 1, template: $0) })
        for (name, r) in zip(names, results) {
            let n = Double(max(1, r.frames))
            drawPerFrame[name] = r.draw / n
            print("| \(name) | \(r.frames) | \(String(format: "%.1f", r.draw / n * 1000)) | "
                  + "\(String(format: "%.1f", r.encode / n * 1000)) | \(String(format: "%.1f", r.framesPerSecond)) |")
        }
        if let cube = drawPerFrame["bench-cube"], let flat = drawPerFrame["bench-slide-up"], flat > 0 {
            print("\n3-D: a cube frame (two full-screen layers in perspective) draws in "
                  + "\(String(format: "%.2f", cube / flat))× the time of a flat slide frame (bench-slide-up).")
        }
    }
}
