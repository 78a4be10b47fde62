import Dispatch

extension DispatchQueue: Scheduler {
    /// Options that affect the operation of the dispatch queue scheduler.
    public struct SchedulerOptions {
        /// The dispatch queue quality of service.
        public var qos: DispatchQoS

        /// The dispatch queue work item flags.
        public var flags: DispatchWorkItemFlags

        /// The dispatch group, if any, that should be used for performing actions.
        public var group: DispatchGroup?

        /// Creates dispatch queue scheduler options.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// Performs the action asynchronously on this queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = UncheckedSendable(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            action.value()
        }
    }
}
