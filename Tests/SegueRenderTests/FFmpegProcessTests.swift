import Foundation
import Testing
@testable import SegueRender

@Suite struct FFmpegProcessTests {
    @Test func theEnvironmentVariableOrPATHNamesTheExecutable() {
        // /bin/sh exists on every Debian system; /nonexistent does not.
        #expect(FFmpeg.locate(environment: ["SEGUE_FFMPEG": "/bin/sh"]) == "/bin/sh")
        #expect(FFmpeg.locate(environment: ["SEGUE_FFMPEG": "/nonexistent/ffmpeg"]) == nil)
        #expect(FFmpeg.locate(environment: ["SEGUE_FFMPEG": "sh", "PATH": "/nonexistent:/bin"]) == "/bin/sh")
        #expect(FFmpeg.locate(environment: ["PATH": "/nonexistent"]) == nil)
        // A folder is not an executable.
        #expect(FFmpeg.locate(environment: ["SEGUE_FFMPEG": "/bin"]) == nil)
    }

    @Test func cancelKillsAndReapsTheProcess() throws {
        let process = try FFmpegProcess(executable: "/bin/sleep", arguments: ["100"], label: "sleep")
        let pid = process.pid
        #expect(pid > 0)
        #expect(kill(pid, 0) == 0)   // running
        process.cancel()
        // Killed and reaped: no process, not even a zombie, has the id any more.
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        #expect(process.pid == 0)
    }

    @Test func aProcessThatStopsReadingIsOneLineNotASignal() throws {
        // It exits at once without reading: writing 4 MB (more than any socket buffer) fails with
        // EPIPE, not SIGPIPE, and the error is its last message and status.
        let process = try FFmpegProcess(executable: "/bin/sh", arguments: ["-c", "echo first >&2; echo 'bad input' >&2; exit 3"],
                                        label: "x.gif: ffmpeg")
        #expect(throws: RenderError("x.gif: ffmpeg: bad input (exit status 3)")) {
            try process.write([UInt8](repeating: 0, count: 4 << 20))
            try process.finish()
        }
    }

    @Test func aWriteLargerThanTheBufferToAProcessThatNeverReadsTimesOut() throws {
        // 4 MB to a process that never reads: the buffer takes a few hundred KB, then nothing
        // moves for the stall time (1 s here) and the write fails with one line. A blocking send
        // of the whole frame, entered because poll saw room for some of it, never returned.
        let process = try FFmpegProcess(executable: "/bin/sleep", arguments: ["60"], label: "x.mp4: ffmpeg", stallSeconds: 1)
        let pid = process.pid
        #expect(throws: RenderError("x.mp4: ffmpeg: took no input for 1 s, so it was stopped (hung?)")) {
            try process.write([UInt8](repeating: 0, count: 4 << 20))
        }
        #expect(kill(pid, 0) == -1 && errno == ESRCH)   // killed and reaped
    }

    @Test func theEncoderStartsWithDefaultSignalsEvenWhenSegueIgnoresThem() throws {
        // segue ignores SIGPIPE (so a closed pipe is an error, not a death); ffmpeg must not
        // inherit that. Its /proc status lists ignored signals as a hex mask: SIGPIPE is bit 12.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let process = try FFmpegProcess(executable: "/bin/sleep", arguments: ["60"], label: "sleep")
        defer { process.cancel() }
        let status = try String(contentsOfFile: "/proc/\(process.pid)/status", encoding: .utf8)
        let ignored = status.split(separator: "\n").first { $0.hasPrefix("SigIgn:") }.map { UInt64($0.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16) }
        #expect(ignored != nil && (ignored!! & (1 << (UInt64(SIGPIPE) - 1))) == 0)
    }
}
