import Foundation
import SegueCore

/// Core Animation's transactions: batches of changes with a duration and timing function for
/// implicit animations, a switch that disables them, and a block called when the animations
/// added meanwhile have finished.
///
/// As in Core Animation, a change made outside `begin()`/`commit()` belongs to an implicit
/// transaction that commits when the current run-loop turn ends (in SegueKit: when the clock
/// next moves). The completion block runs once every animation added after it was set (in this
/// transaction or one nested in it) has completed or been removed, and at commit when there
/// are none (Apple's `setCompletionBlock` reference).
open class CATransaction: NSObject {
    var duration: CFTimeInterval?
    var timingFunction: CAMediaTimingFunction?
    var disablesActions: Bool?
    var completion: (@MainActor () -> Void)?
    /// Animations added since the completion block was set that have not stopped.
    var pending = 0
    var committed = false
    let isImplicit: Bool

    init(implicit: Bool) {
        isImplicit = implicit
        super.init()
    }

    /// The innermost open transaction, if any.
    static var current: CATransaction? { Runtime.withCurrent { $0.transactions.last } }

    /// The innermost open transaction, opening an implicit one when there is none.
    private static func top() -> CATransaction {
        Runtime.withCurrent { runtime in
            if let top = runtime.transactions.last { return top }
            let implicit = CATransaction(implicit: true)
            runtime.transactions.append(implicit)
            nonisolated(unsafe) let opened = implicit
            runtime.schedule(at: runtime.now) { CATransaction.commitImplicit(opened) }
            return implicit
        }
    }

    /// Opens a transaction nested in the current one.
    open class func begin() {
        Runtime.withCurrent { $0.transactions.append(CATransaction(implicit: false)) }
    }

    /// Closes the innermost explicit transaction.
    open class func commit() {
        let closed: CATransaction? = Runtime.withCurrent { runtime in
            guard let index = runtime.transactions.lastIndex(where: { !$0.isImplicit }) else { return nil }
            return runtime.transactions.remove(at: index)
        }
        guard let closed else {
            Misuse.record(SegueKitError("CATransaction.commit(): expected a matching CATransaction.begin()"))
            return
        }
        closed.finishCommit()
    }

    /// Commits pending changes; SegueKit applies changes at once, so nothing is left to flush.
    open class func flush() {}

    @MainActor private static func commitImplicit(_ transaction: CATransaction) {
        Runtime.withCurrent { runtime in runtime.transactions.removeAll { $0 === transaction } }
        transaction.finishCommit()
    }

    private func finishCommit() {
        committed = true
        fireIfDone()
    }

    /// The duration of implicit animations: the innermost transaction's setting, else 0.25 s.
    open class func animationDuration() -> CFTimeInterval {
        Runtime.withCurrent { $0.transactions.reversed().lazy.compactMap(\.duration).first } ?? CAAnimation.defaultDuration
    }
    /// Sets the duration of implicit animations, and of animations added with a `duration` of 0, in the innermost
    /// transaction (opening an implicit one when none is open).
    open class func setAnimationDuration(_ dur: CFTimeInterval) { top().duration = dur }

    /// The timing function of implicit animations: the innermost setting, else `nil` (CA's default curve).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        Runtime.withCurrent { $0.transactions.reversed().lazy.compactMap(\.timingFunction).first }
    }
    /// Sets the timing function of implicit animations in the innermost transaction (opening an implicit one when none is
    /// open); `nil` defers to an enclosing transaction's setting, else to Core Animation's default curve.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { top().timingFunction = function }

    /// Whether implicit animations are off: the innermost setting, else false.
    open class func disableActions() -> Bool {
        Runtime.withCurrent { $0.transactions.reversed().lazy.compactMap(\.disablesActions).first } ?? false
    }
    /// Turns implicit animations off (true) or on in the innermost transaction (opening an implicit one when none is open).
    /// SegueKit consults it only for standalone layers: a layer that backs a view animates as its view's animation blocks say.
    open class func setDisableActions(_ flag: Bool) { top().disablesActions = flag }

    /// The innermost open transaction's completion block: `nil` when no transaction is open or the innermost one has none.
    open class func completionBlock() -> (@MainActor () -> Void)? { current?.completion }

    /// Sets the block run once the animations added from now on in this transaction have finished.
    open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        let transaction = top()
        transaction.completion = block
        transaction.pending = 0
    }

    /// Called by layers for each animation added: every open transaction with a completion
    /// block waits for it.
    static func animationAdded(_ attachment: CALayer.Attached) {
        let waiting = Runtime.withCurrent { $0.transactions.filter { $0.completion != nil } }
        for transaction in waiting {
            transaction.pending += 1
            attachment.onStop.append { [transaction] _ in
                transaction.pending -= 1
                transaction.fireIfDone()
            }
        }
    }

    /// Runs the completion block when committed and nothing is pending.
    private func fireIfDone() {
        guard committed, pending == 0, let completion else { return }
        self.completion = nil
        Runtime.withCurrent { runtime in runtime.schedule(at: runtime.now, completion) }
    }
}
