/// One measured configuration of the benchmark: what is done with each drawn frame, at which
/// scale, on how many threads, over how many passes of the standard set.
struct BenchConfiguration: Hashable {
    enum Mode: String, CaseIterable {
        /// `cairo_surface_write_to_png`, one thread: the reference every ratio divides by.
        case baseline
        /// Evaluate and draw, no encoding or files: the limit the encoder is measured against.
        case drawOnly = "draw-only"
        case fast, balanced, small
    }

    var mode: Mode
    var scale: Double
    var jobs: Int
    /// For the memory check: render only the circle reveal, at the frame rate that gives this
    /// many frames; nil renders the whole standard set.
    var memoryCheckFrames: Int?

    /// The command-line form a child process receives.
    var arguments: [String] {
        ["--child", mode.rawValue, String(scale), String(jobs), memoryCheckFrames.map(String.init) ?? "all"]
    }

    init(mode: Mode, scale: Double, jobs: Int, memoryCheckFrames: Int? = nil) {
        self.mode = mode
        self.scale = scale
        self.jobs = jobs
        self.memoryCheckFrames = memoryCheckFrames
    }

    /// Parses `arguments` (after `--child`); nil when malformed.
    init?(arguments: [String]) {
        guard arguments.count == 4, let mode = Mode(rawValue: arguments[0]), let scale = Double(arguments[1]),
              let jobs = Int(arguments[2]), jobs >= 1 else { return nil }
        self.init(mode: mode, scale: scale, jobs: jobs, memoryCheckFrames: Int(arguments[3]))
    }

    var label: String { "\(mode.rawValue) ×\(jobs)" }
}

/// What a child process measured, sent back to the parent as one line of numbers.
struct BenchResult {
    var frames: Int
    var wallSeconds: Double
    var evaluate: Double, draw: Double, encode: Double, write: Double
    var bytes: Int
    var reused: Int
    var peakKB: Int

    var line: String {
        "RESULT \(frames) \(wallSeconds) \(evaluate) \(draw) \(encode) \(write) \(bytes) \(reused) \(peakKB)"
    }

    init(frames: Int, wallSeconds: Double, evaluate: Double, draw: Double, encode: Double, write: Double,
         bytes: Int, reused: Int, peakKB: Int) {
        self.frames = frames; self.wallSeconds = wallSeconds
        self.evaluate = evaluate; self.draw = draw; self.encode = encode; self.write = write
        self.bytes = bytes; self.reused = reused; self.peakKB = peakKB
    }

    init?(line: String) {
        let f = line.split(separator: " ").map(String.init)
        guard f.count == 10, f[0] == "RESULT", let frames = Int(f[1]), let wall = Double(f[2]),
              let e = Double(f[3]), let d = Double(f[4]), let c = Double(f[5]), let w = Double(f[6]),
              let bytes = Int(f[7]), let reused = Int(f[8]), let peak = Int(f[9]) else { return nil }
        self.init(frames: frames, wallSeconds: wall, evaluate: e, draw: d, encode: c, write: w,
                  bytes: bytes, reused: reused, peakKB: peak)
    }

    var framesPerSecond: Double { Double(frames) / wallSeconds }
    /// CPU milliseconds per frame of a stage's seconds.
    func perFrame(_ seconds: Double) -> Double { seconds * 1000 / Double(frames) }
    var cpuPerFrame: Double { perFrame(evaluate + draw + encode + write) }
}
