/// A protocol that defines when and how to execute a closure.
///
/// You can use a scheduler to execute code as soon as possible, as `receive(on:options:)`
/// does for each element and completion.
///
/// Differs from Combine: only immediate scheduling is declared. `SchedulerTimeType`, `now`,
/// `minimumTolerance` and the two `schedule(after:…)` requirements are left out, because no
/// operator in this module needs time (`debounce`, `delay`, `throttle` and timers aren't
/// provided).
public protocol Scheduler {
    /// A type that defines options accepted by the scheduler.
    associatedtype SchedulerOptions

    /// Performs the action at the next possible opportunity.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
    /// Performs the action at the next possible opportunity, without options.
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }
}
