import ArgumentParser

/// One measured configuration of the benchmark: what is done with each drawn frame, at which
/// scale, on how many threads, over how many passes of the standard set.
struct BenchConfiguration: ParsableArguments, Hashable {
    enum Mode: String, CaseIterable, ExpressibleByArgument {
        /// `cairo_surface_write_to_png`, one thread: the reference every ratio divides by.
        case baseline
        /// Evaluate and draw, no encoding or files: the limit the encoder is measured against.
        case drawOnly = "draw-only"
        case fast, balanced, small
        /// The `--gif` sink (ffmpeg as a subprocess), at its default width, the canvas's points.
        case gif
        /// The `--video mp4` sink (ffmpeg's libx264 as a subprocess), at the run's scale.
        case mp4
    }

    @Option(name: .long, help: "What is done with each frame: baseline, draw-only, fast, balanced, small, gif or mp4.")
    var mode: Mode = .balanced
    @Option(name: .long, help: "Pixels per point.")
    var scale: Double = 3
    @Option(name: .long, help: "Worker threads.")
    var jobs: Int = 1
    /// For the memory check: render only the circle reveal, at the frame rate that gives this
    /// many frames; nil renders the whole standard set.
    @Option(name: .customLong("memory-check-frames"), help: "Render only the circle reveal with this many frames.")
    var memoryCheckFrames: Int?
    /// For the per-template table: render only this template of the folder (e.g. `bench-blur`);
    /// nil renders the whole standard set.
    @Option(name: .long, help: "Render only this template of the folder (its name without .json).")
    var template: String?
    /// Threads a frame's encoding may use (`FrameRenderer.threadsPerFrame`): 1, so that every
    /// row's CPU is its jobs' own, except the rows that measure a frame spread over the cores.
    @Option(name: .customLong("threads-per-frame"), help: "Threads one frame's encoding may use (default 1).")
    var threadsPerFrame: Int = 1

    init() {}

    init(mode: Mode, scale: Double, jobs: Int, memoryCheckFrames: Int? = nil, template: String? = nil, threadsPerFrame: Int = 1) {
        self.threadsPerFrame = threadsPerFrame
        self.mode = mode
        self.scale = scale
        self.jobs = jobs
        self.memoryCheckFrames = memoryCheckFrames
        self.template = template
    }

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs: expected 1 or more, found \(jobs)") }
        guard threadsPerFrame >= 1 else { throw ValidationError("--threads-per-frame: expected 1 or more, found \(threadsPerFrame)") }
    }

    /// The command line a child process receives.
    var arguments: [String] {
        ["child", "--mode", mode.rawValue, "--scale", String(scale), "--jobs", String(jobs)]
            + (memoryCheckFrames.map { ["--memory-check-frames", String($0)] } ?? [])
            + (template.map { ["--template", $0] } ?? [])
            + (threadsPerFrame == 1 ? [] : ["--threads-per-frame", String(threadsPerFrame)])
    }

    var label: String { "\(mode.rawValue) ×\(jobs)" + (threadsPerFrame == 1 ? "" : ", \(threadsPerFrame) threads a frame") }

    static func == (a: BenchConfiguration, b: BenchConfiguration) -> Bool { a.arguments == b.arguments }
    func hash(into hasher: inout Hasher) { hasher.combine(arguments) }
}

/// What a child process measured, sent back to the parent as one line of numbers.
struct BenchResult {
    var frames: Int
    var wallSeconds: Double
    var evaluate: Double, draw: Double, encode: Double, write: Double
    var bytes: Int
    var reused: Int
    var peakKB: Int
    /// CPU seconds of the child processes (ffmpeg, for the GIF and MP4 modes), from
    /// `getrusage(RUSAGE_CHILDREN)` once they were reaped.
    var subprocess: Double = 0

    var line: String {
        "RESULT \(frames) \(wallSeconds) \(evaluate) \(draw) \(encode) \(write) \(bytes) \(reused) \(peakKB) \(subprocess)"
    }

    init(frames: Int, wallSeconds: Double, evaluate: Double, draw: Double, encode: Double, write: Double,
         bytes: Int, reused: Int, peakKB: Int) {
        self.frames = frames; self.wallSeconds = wallSeconds
        self.evaluate = evaluate; self.draw = draw; self.encode = encode; self.write = write
        self.bytes = bytes; self.reused = reused; self.peakKB = peakKB
    }

    init?(line: String) {
        let f = line.split(separator: " ").map(String.init)
        guard f.count == 11, f[0] == "RESULT", let subprocess = Double(f[10]), let frames = Int(f[1]), let wall = Double(f[2]),
              let e = Double(f[3]), let d = Double(f[4]), let c = Double(f[5]), let w = Double(f[6]),
              let bytes = Int(f[7]), let reused = Int(f[8]), let peak = Int(f[9]) else { return nil }
        self.init(frames: frames, wallSeconds: wall, evaluate: e, draw: d, encode: c, write: w,
                  bytes: bytes, reused: reused, peakKB: peak)
        self.subprocess = subprocess
    }

    var framesPerSecond: Double { Double(frames) / wallSeconds }
    /// CPU milliseconds per frame of a stage's seconds.
    func perFrame(_ seconds: Double) -> Double { seconds * 1000 / Double(frames) }
    var cpuPerFrame: Double { perFrame(evaluate + draw + encode + write) }
}
