import Dispatch

/// Calls `body(k)` for every k in 0..<count, on up to `count` threads at once, and returns
/// when all are done: the work of one frame spread over the cores the render leaves idle. The
/// calls must touch disjoint memory (each its own rows, segments or coder); that is the
/// caller's promise, which the compiler cannot check through the pointers they share, hence
/// the unchecked box.
func concurrently(_ count: Int, _ body: (Int) -> Void) {
    guard count > 1 else {
        if count == 1 { body(0) }
        return
    }
    withoutActuallyEscaping(body) { body in
        struct Box: @unchecked Sendable { let body: (Int) -> Void }
        let box = Box(body: body)
        DispatchQueue.concurrentPerform(iterations: count) { box.body($0) }
    }
}
