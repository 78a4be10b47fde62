import Dispatch
import Foundation

extension RunLoop: Scheduler {
    /// Options that affect the operation of the run loop scheduler; there are none.
    public struct SchedulerOptions: Sendable {}

    /// Performs the action on this run loop the next time it runs.
    ///
    /// Differs from Combine: for `RunLoop.main` the action is enqueued on the main dispatch
    /// queue, which the main run loop drains whenever it runs. On Linux this is what makes
    /// delivery work both in programs that run the main run loop and in programs that park
    /// the main thread in `dispatchMain()` (an `async` `main`, Swift Testing).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = UncheckedSendable(action)
        if self === RunLoop.main {
            DispatchQueue.main.async { action.value() }
        } else {
            perform { action.value() }
        }
    }
}
