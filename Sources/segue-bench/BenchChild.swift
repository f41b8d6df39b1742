import Foundation
import SegueCore
import SegueRender
import SeguePNG
import SegueTemplates

/// Runs one configuration in this (child) process and measures it through the frame
/// renderer's statistics: the same loop `segue render` runs, with the configuration's sink.
struct BenchChild {
    /// The standard set of issue 7, in `Templates/bench/`.
    static let templateNames = ["bench-fade", "bench-slide-up", "bench-zoom", "bench-circle-reveal"]

    var configuration: BenchConfiguration
    var templateFolder: String
    /// Where the parent collects every child's frames, deleted when it ends; `nil` (a child run
    /// by hand) deletes its own.
    var outputRoot: String? = nil

    func run() throws -> BenchResult {
        var total = BenchResult(frames: 0, wallSeconds: 0, evaluate: 0, draw: 0, encode: 0, write: 0,
                                bytes: 0, reused: 0, peakKB: 0)
        let names = configuration.template.map { [$0] }
            ?? (configuration.memoryCheckFrames == nil ? BenchChild.templateNames : ["memory/bench-memory-check"])
        // Nothing is deleted while a parent measures: see `BenchParent.outputRoot`.
        let out = URL(fileURLWithPath: outputRoot ?? NSTemporaryDirectory()).appendingPathComponent("segue-bench-\(getpid())").path
        defer { if outputRoot == nil { try? FileManager.default.removeItem(atPath: out) } }
        for name in names {
            let template = try TemplateLoader().load(file: templateFolder + "/" + name + ".json")
            // The memory check's circle reveal lasts 10 s: n frames are (n − 1)/10 frames per
            // second, within the canvas's 1…240 for n from 11 to 2401.
            let fps = configuration.memoryCheckFrames.map { max(1, Int((Double($0 - 1) / template.scene.duration).rounded())) }
            let scene = try template.scene.withCanvas(scale: configuration.scale, fps: fps)
            let folder = try OutputFolder(parent: out, name: scene.name)
            let (sinks, bytes) = self.sinks(scene, folder)
            let renderer = FrameRenderer(scene: scene, images: try ImageStore(encoded: template.images),
                                         jobs: configuration.mode == .baseline ? 1 : configuration.jobs,
                                         memory: nil, // a row's jobs are exactly what its label says
                                         threadsPerFrame: configuration.threadsPerFrame)
            let started = BenchParent.wallClock()
            let statistics = try renderer.run(sinks)
            total.wallSeconds += BenchParent.wallClock() - started
            total.frames += statistics.frames
            total.reused += statistics.reused
            total.evaluate += statistics.times.evaluate
            total.draw += statistics.times.draw
            total.encode += statistics.times.process
            total.write += statistics.times.consume
            total.bytes += bytes()
            // Kept for the parent to delete at its end (committed: an uncommitted folder deletes itself).
            if outputRoot == nil { folder.discard() } else { try folder.commit() }
        }
        total.peakKB = BenchChild.peakResidentKB()
        total.subprocess = BenchChild.childrenCPUSeconds()
        return total
    }

    /// The sinks of the configuration's mode and how to read the bytes it wrote: the reference
    /// and the drawing limit are the benchmark's own; the PNG, GIF and MP4 modes are what
    /// `segue render` writes (`RenderOutputs`), the media ones without frame files.
    private func sinks(_ scene: ResolvedScene, _ folder: OutputFolder) -> ([any FrameSink], () -> Int) {
        var outputs = RenderOutputs()
        switch configuration.mode {
        case .baseline:
            let sink = CairoBaselineSink(folder: folder, frameCount: scene.frameClock.frameCount)
            return ([sink], { sink.bytes })
        case .drawOnly:
            return ([DrawOnlySink()], { 0 })
        case .fast, .balanced, .small:
            outputs.compression = PNGEncoder.Compression(rawValue: configuration.mode.rawValue) ?? .balanced
            let sinks = outputs.sinks(for: scene, into: folder, ffmpeg: nil)
            let frames = sinks.last as! PNGFolderSink
            return (sinks, { frames.bytesWritten })
        case .gif:
            outputs.frames = .indices([])
            outputs.gif = RenderOutputs.GIF()
            let sinks = outputs.sinks(for: scene, into: folder, ffmpeg: BenchChild.ffmpeg)
            let gif = sinks.first as! GIFSink
            return (sinks, { BenchChild.fileSize(folder.stagingPath + "/" + gif.fileName) })
        case .mp4:
            outputs.frames = .indices([])
            outputs.video = .mp4
            let sinks = outputs.sinks(for: scene, into: folder, ffmpeg: BenchChild.ffmpeg)
            let video = sinks.first as! VideoSink
            return (sinks, { BenchChild.fileSize(folder.stagingPath + "/" + video.fileName) })
        }
    }

    /// The ffmpeg the GIF and MP4 modes run (`make deps` installs it).
    static let ffmpeg = FFmpeg.locate() ?? "ffmpeg"

    /// The size of the file at `path` in bytes; 0 if it is not there.
    static func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// User and system CPU seconds of this process's reaped children (ffmpeg).
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        guard getrusage(RUSAGE_CHILDREN.rawValue, &usage) == 0 else { return 0 }
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// This process's peak resident set (VmHWM in /proc/self/status), in KB; 0 if unreadable.
    static func peakResidentKB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
