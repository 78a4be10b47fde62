/// Conforming types represent a group of related commands that can be exposed to the user via
/// the main menu (a GTK menu bar on Linux) and keyboard shortcuts.
///
/// Compose commands from ``CommandMenu`` and ``CommandGroup`` in ``Scene/commands(content:)``.
public protocol Commands {
    /// The type of commands that represents the body of this command hierarchy.
    associatedtype Body: Commands
    /// The contents of the command hierarchy.
    @CommandsBuilder @MainActor var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Primitive commands have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive Commands type and has no body") }
}

/// Commands the runtime reads directly (menus, groups, empty, tuples).
protocol PrimitiveCommands {
    @MainActor func collect(into contributions: inout [CommandContribution])
}

/// Collects what `commands` contributes: primitive commands directly, others through their body.
@MainActor
func collectCommands<C: Commands>(_ commands: C, into contributions: inout [CommandContribution]) {
    if let primitive = commands as? any PrimitiveCommands {
        primitive.collect(into: &contributions)
    } else {
        collectCommands(commands.body, into: &contributions)
    }
}

/// An empty group of commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    /// Creates an empty command hierarchy.
    public init() {}
    func collect(into contributions: inout [CommandContribution]) {}
}

/// Several commands declared one after another (what ``CommandsBuilder`` makes).
public struct _TupleCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    let collectors: [@MainActor (inout [CommandContribution]) -> Void]
    func collect(into contributions: inout [CommandContribution]) {
        for collector in collectors { collector(&contributions) }
    }
}

/// Optional commands (`if` without `else` in a ``CommandsBuilder``).
extension Optional: Commands where Wrapped: Commands {
    public typealias Body = Never
}

extension Optional: PrimitiveCommands where Wrapped: Commands {
    func collect(into contributions: inout [CommandContribution]) {
        if let commands = self { collectCommands(commands, into: &contributions) }
    }
}

/// Constructs command sets from multi-expression closures.
@resultBuilder @MainActor
public enum CommandsBuilder {
    /// Builds an empty command set.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// Passes a single command group through unmodified.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }

    /// Combines several commands, in order.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _TupleCommands {
        var collectors: [@MainActor (inout [CommandContribution]) -> Void] = []
        for commands in repeat each content {
            collectors.append { collectCommands(commands, into: &$0) }
        }
        return _TupleCommands(collectors: collectors)
    }

    /// Produces optional commands for `if` statements without `else`.
    public static func buildIf<C: Commands>(_ content: C?) -> C? { content }

    /// Passes an expression through.
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
}

/// What one ``CommandMenu`` or ``CommandGroup`` adds to the menu bar.
package struct CommandContribution {
    package enum Kind: Equatable {
        /// A menu of its own, named.
        case menu(String)
        /// Items before a standard group.
        case before(CommandGroupPlacement)
        /// Items after a standard group.
        case after(CommandGroupPlacement)
        /// Items instead of a standard group's.
        case replacing(CommandGroupPlacement)
    }

    package var kind: Kind
    /// The items (buttons, dividers, menus) as views.
    package var content: @MainActor () -> AnyView
}
