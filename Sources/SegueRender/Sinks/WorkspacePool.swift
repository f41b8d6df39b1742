import Foundation
import SeguePNG

/// The PNG workspaces of finished renders, lent to the next render in the same process.
///
/// Why: a workspace's buffers (a frame's filtered rows twice, about 18 MB at 1170×2532) are
/// touched page by page when its worker encodes its first frames, and a run of many templates
/// (`segue render Templates`, the benchmark's standard set) paid that again for every template
/// and every worker. A workspace keeps no state that changes bytes: its segment cache confirms
/// every hit byte for byte and its zero rows are re-checked when the layout changes
/// (`PNGWorkspace`), so a borrowed one encodes exactly what a new one would.
final class WorkspacePool: @unchecked Sendable {
    /// The process's pool, keeping as many idle workspaces as there are cores (the most a
    /// render's workers use at once by default).
    static let shared = WorkspacePool(capacity: ProcessInfo.processInfo.activeProcessorCount)

    /// The most idle workspaces kept; one given back beyond it is freed.
    let capacity: Int
    private let lock = NSLock()
    private var idle: [PNGWorkspace] = []

    init(capacity: Int) { self.capacity = max(0, capacity) }

    /// How many workspaces wait to be lent.
    var idleCount: Int { lock.withLock { idle.count } }

    /// A workspace for one worker, the most recently given back or a new one; it returns to
    /// the pool when the loan is released.
    func borrow() -> Loan {
        Loan(lock.withLock { idle.popLast() } ?? PNGWorkspace(), from: self)
    }

    fileprivate func giveBack(_ workspace: PNGWorkspace) {
        lock.withLock { if idle.count < capacity { idle.append(workspace) } }
    }

    /// A workspace lent to one worker for the loan's lifetime (one thread at a time, as a
    /// `PNGWorkspace` requires).
    final class Loan {
        let workspace: PNGWorkspace
        private let pool: WorkspacePool

        fileprivate init(_ workspace: PNGWorkspace, from pool: WorkspacePool) {
            self.workspace = workspace
            self.pool = pool
        }

        deinit { pool.giveBack(workspace) }
    }
}
