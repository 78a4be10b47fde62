import CGTK
import CTesseraGTKShim
import Foundation
import Tessera

/// An app's `.commands` as the GTK menu bar: a `GMenu` per menu (a section per command group
/// or divider-separated run of items), a `GSimpleAction` "app.tessera-command-N" per item that
/// performs the button's action, and each button's `keyboardShortcut` as the action's
/// accelerator (Command and Control → `<Control>`, Option → `<Alt>`). GtkApplicationWindows
/// show the bar.
///
/// Mapping from macOS: the menu bar of each window instead of the screen's; the app menu's
/// groups go to File (Quit) and Help (About).
@MainActor
final class GTKMenuBar {
    let model: MenuBarModel
    /// The action names, in ``MenuBarModel/allItems`` order.
    private(set) var actionNames: [String] = []

    init(model: MenuBarModel, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
        let bar = g_menu_new()!
        for menu in model.menus {
            let submenu = g_menu_new()!
            for section in menu.sections {
                let sectionMenu = g_menu_new()!
                for item in section {
                    let name = "tessera-command-\(actionNames.count)"
                    actionNames.append(name)
                    let target = Unmanaged.passRetained(CommandTarget(item.perform)).toOpaque()
                    tessera_application_add_command(application, name, item.isEnabled ? 1 : 0, { context in
                        nonisolated(unsafe) let context = context
                        MainActor.assumeIsolated { Unmanaged<CommandTarget>.fromOpaque(context!).takeUnretainedValue().perform() }
                    }, { context in
                        Unmanaged<CommandTarget>.fromOpaque(context!).release()
                    }, target)
                    g_menu_append(sectionMenu, item.title, "app.\(name)")
                    if let shortcut = item.shortcut, let accelerator = Self.accelerator(for: shortcut) {
                        tessera_application_set_accel(application, "app.\(name)", accelerator)
                    }
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
            }.joined(separator: ", ") }.joined(separator: " | ") + ")"
        }.joined(separator: " "))
        tessera_application_set_menubar(application, bar)
        g_object_unref(UnsafeMutableRawPointer(bar))
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

/// What a menu item's action calls.
@MainActor
private final class CommandTarget {
    let perform: @MainActor () -> Void
    init(_ perform: @escaping @MainActor () -> Void) { self.perform = perform }
}
