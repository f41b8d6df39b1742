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
}
