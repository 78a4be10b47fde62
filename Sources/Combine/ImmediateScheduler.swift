/// A scheduler for performing synchronous actions.
///
/// You can only use this scheduler for immediate actions: it runs each action on the calling
/// thread before `schedule` returns.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// Options that affect the operation of the immediate scheduler; it takes none.
    public typealias SchedulerOptions = Never

    /// The shared instance of the immediate scheduler.
    public static let shared = ImmediateScheduler()

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        action()
    }
}
