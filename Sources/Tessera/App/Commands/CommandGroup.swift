/// Groups of controls that you can add to existing command menus: before, after or instead of
/// one of the standard groups (``CommandGroupPlacement``).
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    public typealias Body = Never
    let kind: CommandContribution.Kind
    let content: () -> Content

    /// Adds `addition` to the beginning of the indicated group.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        kind = .before(group)
        content = addition
    }

    /// Adds `addition` to the end of the indicated group.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        kind = .after(group)
        content = addition
    }

    /// Replaces the contents of the indicated group with `addition`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        kind = .replacing(group)
        content = addition
    }

    func collect(into contributions: inout [CommandContribution]) {
        let content = content
        contributions.append(CommandContribution(kind: kind, content: { AnyView(content()) }))
    }
}

/// The standard locations that you can place new command groups relative to.
///
/// On Linux the groups sit in these menus: File (`newItem`, `saveItem`, `importExport`,
/// `printItem`, `appTermination`), Edit (`undoRedo`, `pasteboard`, `textEditing`,
/// `textFormatting`, `appSettings`), View (`toolbar`, `sidebar`), Window (`windowSize`,
/// `windowArrangement`, `windowList`, `singleWindowList`), Help (`help`, `appInfo`);
/// `systemServices` and `appVisibility` have no menu. By default only `newItem` ("New Window",
/// Ctrl-N, for a window group) and `appTermination` ("Quit", Ctrl-Q) have items.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String

    /// About the app, its license…
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// App settings and preferences.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// System services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Showing and hiding apps.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Creating documents or windows.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving documents.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy, paste, select all.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Find, spelling and other text editing.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Fonts and text styles.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// The toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The sidebar and full screen.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Window size.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// The list of windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The single window of a `Window` scene.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")

    /// The standard menus and their groups, in order (see the type's discussion).
    static let standardMenus: [(title: String, groups: [CommandGroupPlacement])] = [
        ("File", [.newItem, .saveItem, .importExport, .printItem, .appTermination]),
        ("Edit", [.undoRedo, .pasteboard, .textEditing, .textFormatting, .appSettings]),
        ("View", [.toolbar, .sidebar]),
        ("Window", [.windowSize, .windowArrangement, .windowList, .singleWindowList]),
        ("Help", [.help, .appInfo]),
    ]
}

extension Scene {
    /// Adds commands to the scene: menus and groups of the app's menu bar, whose buttons'
    /// `keyboardShortcut`s become the items' accelerators.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _CommandsScene(content: self, commands: content())
    }
}

/// A scene with commands.
public struct _CommandsScene<Content: Scene, C: Commands>: Scene, PrimitiveScene {
    let content: Content
    let commands: C

    public typealias Body = Never

    func collect(into scenes: inout [SceneDescription]) {
        var inner: [SceneDescription] = []
        collectScenes(of: content, into: &inner)
        var contributions: [CommandContribution] = []
        collectCommands(commands, into: &contributions)
        for var scene in inner {
            scene.commands += contributions
            scenes.append(scene)
        }
    }
}
