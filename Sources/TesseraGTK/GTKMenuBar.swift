import CGTK
import CTesseraGTKShim
import Foundation
import Tessera

/// An app's `.commands` as the GTK menu bar: a `GMenu` per menu (a section per command group
/// or divider-separated run of items), a `GSimpleAction` "app.tessera-command-N" per item that
/// performs the button's action, and each button's `keyboardShortcut` as the action's
/// accelerator (Command and Control → `<Control>`, Option → `<Alt>`). GtkApplicationWindows
/// show the bar. The bar follows state: ``refresh()`` evaluates the commands again and updates
/// the actions' enabled states (or rebuilds the menus when their items changed).
///
/// Mapping from macOS: the menu bar of each window instead of the screen's; the app menu's
/// groups go to File (Quit) and Help (About).
@MainActor
final class GTKMenuBar {
    let model: MenuBarModel
    /// Whether windows show the bar (else only the items' actions and accelerators exist).
    let showsBar: Bool
    private let application: UnsafeMutablePointer<GtkApplication>
    /// The action names, in ``MenuBarModel/allItems`` order.
    private(set) var actionNames: [String] = []
    /// Each action's enabled state, as last set.
    private var enabledStates: [Bool] = []
    private var refreshScheduled = false

    init(model: MenuBarModel, application: UnsafeMutablePointer<GtkApplication>, showsBar: Bool = true) {
        self.model = model
        self.application = application
        self.showsBar = showsBar
        build()
        model.onNeedsRefresh = { [weak self] in self?.scheduleRefresh() }
    }

    /// Brings the menus up to date with the commands on the next turn of the main loop (several
    /// requests before then make one refresh): after a command ran, a window's content changed,
    /// or state the commands' views read changed.
    func scheduleRefresh() {
        guard !refreshScheduled else { return }
        refreshScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.refresh() }
        }
    }

    /// Evaluates the commands again: rebuilds the menus when items came, went or were renamed,
    /// else only updates the actions' enabled states.
    func refresh() {
        refreshScheduled = false
        if model.refresh() {
            build()
            return
        }
        for (index, item) in model.allItems.enumerated() where index < enabledStates.count && enabledStates[index] != item.isEnabled {
            enabledStates[index] = item.isEnabled
            tessera_application_set_command_enabled(application, actionNames[index], item.isEnabled ? 1 : 0)
            GTKTrace.log("menu item \"\(item.title)\" \(item.isEnabled ? "enabled" : "disabled")")
        }
    }

    /// Makes the GMenu menu bar from the model and one action per item ("app.tessera-command-N",
    /// N its index in ``MenuBarModel/allItems``; actions a smaller menu bar no longer needs are
    /// removed), with the items' accelerators and enabled states.
    private func build() {
        let items = model.allItems
        for index in items.count..<max(items.count, actionNames.count) {
            tessera_application_remove_command(application, actionNames[index])
            tessera_application_set_accel(application, "app.\(actionNames[index])", nil)
        }
        actionNames = items.indices.map { "tessera-command-\($0)" }
        enabledStates = items.map(\.isEnabled)
        for (index, item) in items.enumerated() {
            let name = actionNames[index]
            let target = Unmanaged.passRetained(CommandTarget(index: index, menuBar: self)).toOpaque()
            tessera_application_add_command(application, name, item.isEnabled ? 1 : 0, { context in
                nonisolated(unsafe) let context = context
                MainActor.assumeIsolated { Unmanaged<CommandTarget>.fromOpaque(context!).takeUnretainedValue().perform() }
            }, { context in
                Unmanaged<CommandTarget>.fromOpaque(context!).release()
            }, target)
            let accelerator = item.shortcut.flatMap(Self.accelerator(for:))
            tessera_application_set_accel(application, "app.\(name)", accelerator)
        }
        guard showsBar else {
            GTKTrace.log("keyboard commands without a menu bar: " + items.map { item in
                item.title + (item.shortcut.flatMap(Self.accelerator(for:)).map { " " + $0 } ?? "")
            }.joined(separator: ", "))
            return
        }
        let bar = g_menu_new()!
        var index = 0
        for menu in model.menus {
            let submenu = g_menu_new()!
            for section in menu.sections {
                let sectionMenu = g_menu_new()!
                for item in section {
                    g_menu_append(sectionMenu, item.title, "app.\(actionNames[index])")
                    index += 1
                }
                tessera_menu_append_section(submenu, sectionMenu)
                g_object_unref(UnsafeMutableRawPointer(sectionMenu))
            }
            tessera_menu_append_submenu(bar, menu.title, submenu)
            g_object_unref(UnsafeMutableRawPointer(submenu))
        }
        GTKTrace.log("menu bar: " + model.menus.map { menu in
            menu.title + " (" + menu.sections.map { $0.map { item in
                item.title + (item.shortcut.flatMap(Self.accelerator(for:)).map { " " + $0 } ?? "")
                    + (item.isEnabled ? "" : " [disabled]")
            }.joined(separator: ", ") }.joined(separator: " | ") + ")"
        }.joined(separator: " "))
        tessera_application_set_menubar(application, bar)
        g_object_unref(UnsafeMutableRawPointer(bar))
    }

    /// Runs item `index`'s action (if the menu bar still has it), then refreshes the menus.
    fileprivate func perform(itemAt index: Int) {
        let items = model.allItems
        guard items.indices.contains(index), items[index].isEnabled else { return }
        items[index].perform()
        scheduleRefresh()
    }

    /// GTK's accelerator string for `shortcut` ("<Control>d", "<Control><Shift>Delete"…).
    static func accelerator(for shortcut: KeyboardShortcut) -> String? {
        var result = ""
        if !shortcut.modifiers.isDisjoint(with: [.command, .control]) { result += "<Control>" }
        if shortcut.modifiers.contains(.shift) { result += "<Shift>" }
        if shortcut.modifiers.contains(.option) { result += "<Alt>" }
        let special: [KeyEquivalent: String] = [
            .return: "Return", .escape: "Escape", .delete: "BackSpace", .deleteForward: "Delete", .tab: "Tab",
            .space: "space", .upArrow: "Up", .downArrow: "Down", .leftArrow: "Left", .rightArrow: "Right",
            .home: "Home", .end: "End", .pageUp: "Page_Up", .pageDown: "Page_Down",
        ]
        if let name = special[shortcut.key] { return result + name }
        guard let scalar = String(shortcut.key.character).lowercased().unicodeScalars.first,
              let name = gdk_keyval_name(gdk_unicode_to_keyval(scalar.value)) else { return nil }
        return result + String(cString: name)
    }
}

/// What a menu item's action calls: the item at its index in the menu bar's current model.
@MainActor
private final class CommandTarget {
    let index: Int
    weak var menuBar: GTKMenuBar?
    init(index: Int, menuBar: GTKMenuBar) {
        self.index = index
        self.menuBar = menuBar
    }
    func perform() { menuBar?.perform(itemAt: index) }
}
