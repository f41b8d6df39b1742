#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What a run stopped by a signal (Ctrl-C, `kill`, a CI job's timeout) undoes before it ends:
/// this process's staging folders that were neither committed nor discarded (`OutputFolder`),
/// and the ffmpeg processes it runs (`FFmpegProcess`), which register themselves here.
///
/// Why: `OutputFolder` keeps the old output whole at every instant, but a run stopped half-way
/// used to leave its `.<name>.partial-<pid>` folder of frames (and an ffmpeg writing into it)
/// until the next render of the same template. A shell's own commands clean up on Ctrl-C; so
/// does Segue, then ends by the same signal, as a shell expects of a command it interrupted.
public enum StopCleanup {
    /// Guards the sets, and is held by a commit's swap: a stop waits for a swap under way and
    /// keeps it to the end, so no staging folder is swapped into place while it is removed.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var folders: Set<String> = []
    nonisolated(unsafe) private static var children: Set<pid_t> = []
    /// The signals that stop a run.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    static func register(folder path: String) { locked { folders.insert(path) } }
    static func unregister(folder path: String) { locked { folders.remove(path) } }
    static func register(child pid: pid_t) { locked { children.insert(pid) } }
    static func unregister(child pid: pid_t) { locked { children.remove(pid) } }

    /// Runs `body` (a commit's swap, returning where the replaced output went) while no stop can
    /// begin; then the staging folder `committing` is the output, no longer this run's to remove,
    /// and the replaced output is, until the commit has removed it (`unregister(folder:)`).
    static func exclusively<E: Error>(committing folder: String, _ body: () throws(E) -> String?) throws(E) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let old = try body()
        folders.remove(folder)
        if let old { folders.insert(old) }
        return old
    }

    private static func locked(_ body: () -> Void) {
        lock.lock()
        body()
        lock.unlock()
    }

    /// Blocks the stop signals in the calling thread, which every thread started after it
    /// inherits, and starts a thread that waits for one of them and then stops the process
    /// (`stop(by:)`). Call on the main thread before any other thread starts. Signals that
    /// arrive blocked by the parent (a test runner, some CI agents) are taken the same way.
    public static func install() {
        var set = stopSignals()
        // A signal the parent set to be ignored (`nohup`, a script's `&` for SIGINT) stays
        // ignored: blocked and waited for, it would be queued and stop the run.
        guard !signals(in: set).isEmpty else { return }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let waiter = Thread {
            var set = stopSignals(), received: Int32 = 0
            while sigwait(&set, &received) != 0 {}
            stop(by: received)
        }
        waiter.stackSize = 1 << 16
        waiter.start()
    }

    /// The stop signals this process does not ignore.
    private static func stopSignals() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals {
            var action = sigaction()
            guard sigaction(signal, nil, &action) == 0 else { continue }
            if unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            sigaddset(&set, signal)
        }
        return set
    }

    private static func signals(in set: sigset_t) -> [Int32] {
        var set = set
        return signals.filter { sigismember(&set, $0) == 1 }
    }

    /// Kills the registered ffmpeg processes, removes the registered staging folders, and ends
    /// the process by signal `number` (its default action, so the parent sees the signal; status
    /// 128 + signal should that not end it). The lock is never let go: a commit that comes
    /// later waits until the process has ended.
    static func stop(by number: Int32) -> Never {
        lock.lock()
        for pid in children { kill(pid, SIGKILL) }
        for pid in children { var status: Int32 = 0; _ = waitpid(pid, &status, 0) }
        for folder in folders {
            // Workers may still be writing frames into it, faster than a removal empties it on a
            // busy machine: moved aside first (a name the next render also removes), it gains no
            // new entries, since a worker's next file is opened by the old path.
            var target = folder
            for n in 900..<1000 {
                let candidate = folder + "-\(n)"
                if access(candidate, F_OK) != 0 && rename(folder, candidate) == 0 {
                    target = candidate
                    break
                }
            }
            for _ in 0..<5 where OutputFolder.removeTree(target) != nil { usleep(20_000) }
        }
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        _exit(128 + number)
    }
}
