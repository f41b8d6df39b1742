import Foundation

/// ffmpeg run as a subprocess, fed raw frames on its stdin: the encoder of the GIF and video
/// sinks. A subprocess rather than linked libraries: nothing of ffmpeg (or of a GPL quantizer)
/// is linked into Segue, and the install step provides the `ffmpeg` binary.
///
/// The process is started with `posix_spawn` and exactly three descriptors: stdin is one end of
/// a socket pair (written with `MSG_NOSIGNAL`, so an ffmpeg that died makes a write fail with
/// `EPIPE` instead of killing this process with `SIGPIPE`, and `MSG_DONTWAIT`, so a write never
/// blocks: it takes what the buffer holds and waits in `poll`, whose timeout bounds every wait;
/// a blocking send of a 1.3 MB frame to an ffmpeg that stopped reading once waited for ever),
/// with the signals this process ignores (SIGPIPE, SIGXFSZ) set back to their defaults and no
/// signal blocked, as a shell would start it; stdout goes to `/dev/null`, stderr to
/// an unlinked temporary file read back for the error line. Every descriptor of ours is opened
/// close-on-exec, so two encoders running at once (a GIF and a video) never hold each other's
/// stdin open. `finish()` closes stdin and waits; `cancel()` (also on deinit) kills and reaps, so
/// a failed render leaves no ffmpeg behind. An ffmpeg that takes no input, or does not exit
/// after its input ended, for `FFmpeg.stallSeconds` is killed and the render fails: never a hang.
final class FFmpegProcess {
    /// What the error lines call the process ("the GIF encoder (ffmpeg)").
    let label: String
    /// The running process's id; 0 once it was reaped (or never started).
    private(set) var pid: pid_t = 0
    private var input: Int32 = -1
    private var errors: Int32 = -1
    /// The wait status of a process `exitsInTime` reaped.
    private var exitStatus: Int32?
    /// How long a write or the exit may take, in seconds (`FFmpeg.stallSeconds`).
    private let stallSeconds: Int

    /// Starts `executable` with `arguments` (without argv[0]); it is taken for hung after
    /// `stallSeconds` without progress.
    init(executable: String, arguments: [String], label: String, stallSeconds: Int = FFmpeg.stallSeconds()) throws(RenderError) {
        self.label = label
        self.stallSeconds = stallSeconds
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw RenderError("\(label): cannot make its input (\(SystemError.last.reason))")
        }
        var template = Array((NSTemporaryDirectory() + "/segue-ffmpeg-XXXXXX").utf8CString)
        // mkstemp, then close-on-exec at once: only this thread starts subprocesses of a render.
        let errorFile = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard errorFile >= 0, fcntl(errorFile, F_SETFD, FD_CLOEXEC) == 0 else {
            close(pair[0]); close(pair[1])
            throw RenderError("\(label): cannot make a file for its messages (\(SystemError.last.reason))")
        }
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        defer { close(pair[1]) }
        input = pair[0]
        errors = errorFile

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, errorFile, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGXFSZ)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], environ)
        guard status == 0 else {
            pid = 0
            closeDescriptors()
            throw RenderError("\(label): cannot start \(executable) (\(String(cString: strerror(status))))")
        }
        StopCleanup.register(child: pid)
    }

    deinit { cancel() }

    /// Writes `bytes` to ffmpeg's stdin; an ffmpeg that stopped reading (it failed) is an error
    /// with its last message.
    func write(_ bytes: [UInt8]) throws(RenderError) {
        guard input >= 0 else { throw RenderError("\(label): written to after it finished") }
        var offset = 0
        while offset < bytes.count {
            guard waitUntilWritable() else {
                cancel()
                throw RenderError("\(label): took no input for \(stallSeconds) s, so it was stopped (hung?)")
            }
            let n = bytes.withUnsafeBytes {
                send(input, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            }
            if n < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { continue }
            guard n > 0 else {
                let reason = SystemError.last.reason
                let status = wait()
                throw RenderError("\(label): \(lastMessage() ?? "stopped reading its input (\(reason))")\(describe(status))")
            }
            offset += n
        }
    }

    /// Closes ffmpeg's stdin and waits for it to exit; a failure is one line, ffmpeg's last
    /// message and its exit status.
    func finish() throws(RenderError) {
        defer { closeDescriptors() }
        if input >= 0 { close(input); input = -1 }
        guard exitsInTime() else {
            cancel()
            throw RenderError("\(label): did not exit within \(stallSeconds) s of its input's end, so it was stopped (hung?)")
        }
        let status = wait()
        guard status == 0 else {
            throw RenderError("\(label): \(lastMessage() ?? "failed")\(describe(status))")
        }
    }

    /// Kills ffmpeg if it still runs and reaps it; closes everything. Safe to call twice.
    func cancel() {
        if pid > 0 { kill(pid, SIGKILL) }
        _ = wait()
        closeDescriptors()
    }

    /// True when stdin can take bytes within `stallSeconds` (or the peer is gone, which `send`
    /// then reports); false when ffmpeg took nothing for that long.
    private func waitUntilWritable() -> Bool {
        var poller = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
        while true {
            let ready = poll(&poller, 1, Int32(clamping: stallSeconds * 1000))
            if ready < 0 && errno == EINTR { continue }
            return ready != 0
        }
    }

    /// True when the process exits within `stallSeconds`, polled every 10 ms; it is reaped and
    /// its status kept for `wait`.
    private func exitsInTime() -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(stallSeconds) * 1_000_000_000
        while pid > 0 {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                StopCleanup.unregister(child: pid)
                (exitStatus, pid) = (status, 0)
                return true
            }
            if result < 0 && errno != EINTR { return true }   // nothing to wait for: `wait` says so
            if DispatchTime.now().uptimeNanoseconds >= deadline { return false }
            usleep(10_000)
        }
        return true
    }

    /// Closes stdin, waits for the process, and returns its raw wait status (0: exited 0).
    private func wait() -> Int32 {
        if input >= 0 { close(input); input = -1 }
        guard pid > 0 else { return exitStatus ?? 0 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        StopCleanup.unregister(child: pid)
        pid = 0
        return status
    }

    private func closeDescriptors() {
        if input >= 0 { close(input); input = -1 }
        if errors >= 0 { close(errors); errors = -1 }
    }

    /// " (exit status 1)", " (killed by signal 9)", or nothing for a clean exit.
    private func describe(_ status: Int32) -> String {
        let signal = status & 0x7f
        if signal == 0 { return status == 0 ? "" : " (exit status \((status >> 8) & 0xff))" }
        return " (killed by signal \(signal))"
    }

    /// The last non-empty line ffmpeg wrote to stderr.
    private func lastMessage() -> String? {
        guard errors >= 0 else { return nil }
        let size = lseek(errors, 0, SEEK_END)
        guard size > 0 else { return nil }
        let length = Int(min(size, 4096))
        var buffer = [UInt8](repeating: 0, count: length)
        let n = buffer.withUnsafeMutableBytes { pread(errors, $0.baseAddress!, length, off_t(size) - off_t(length)) }
        guard n > 0 else { return nil }
        let text = String(decoding: buffer[0..<n], as: UTF8.self)
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
            .map { $0.trimmingCharacters(in: .whitespaces) }.last { !$0.isEmpty }
    }
}
