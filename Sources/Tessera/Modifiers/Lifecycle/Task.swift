extension View {
    /// Adds an asynchronous task to perform before this view appears; the task is cancelled
    /// when the view disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Adds a task to perform before this view appears or when a specified value changes; a
    /// change of `id` cancels the running task and starts a new one.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}

/// A modifier that runs an async task for as long as its view is in the graph.
public struct _TaskModifier<ID: Equatable>: ViewModifier {
    var id: ID
    var priority: TaskPriority
    var action: @MainActor @Sendable () async -> Void

    init(id: ID, priority: TaskPriority, action: @escaping @MainActor @Sendable () async -> Void) {
        self.id = id
        self.priority = priority
        self.action = action
    }

    public typealias Body = Never
}

/// The running task of a `.task` node and the id it was started for.
@MainActor
final class RunningTask<ID> {
    var id: ID
    var task: Task<Void, Never>?
    init(id: ID) { self.id = id }
}

extension _TaskModifier: PrimitiveModifier {
    func reconcile(content: BorrowedView, in node: ViewNode) {
        let action = action, priority = priority
        if let running = node.payload as? RunningTask<ID> {
            if running.id != id {
                running.id = id
                node.graph.enqueueAction {
                    running.task?.cancel()
                    running.task = Task(priority: priority) { @MainActor in await action() }
                }
            }
        } else {
            let running = RunningTask(id: id)
            node.payload = running
            node.graph.enqueueAction {
                running.task = Task(priority: priority) { @MainActor in await action() }
            }
            node.disappearActions.append { running.task?.cancel() }
        }
        node.updateChild(key: .body, view: content, environment: node.environment)
    }
}
