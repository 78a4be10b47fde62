import CGTK
import CTesseraGTKShim
import Foundation
import Tessera

/// A window's `GtkHeaderBar`, showing the top bar of the window's outermost navigation stack
/// (what its ``WindowTopBarPresenter`` describes) in place of the bar Tessera would draw.
///
/// The title and subtitle are GTK labels (a bold title over a dim, small subtitle); the back
/// button is a `go-previous-symbolic` button whose tooltip is the previous screen's title; each
/// group of toolbar items (leading, trailing, principal) is one ``HostingWidget`` packed into
/// the bar, so the items are the app's own views with their state and behaviour. The bar
/// follows the presenter: each report schedules one refresh on the next turn of the main loop.
/// With nothing to present the window keeps GTK's default titlebar (the scene's title).
///
/// Differs from SwiftUI: GNOME's header bar, not iOS's navigation bar (no large title, the
/// theme's background, a back button with the previous title as its tooltip; Divergences NV7);
/// an item's menu or popover is drawn inside the item's own widget (NV9).
@MainActor
final class GTKHeaderBar {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let presenter: WindowTopBarPresenter
    private let traceName: String
    private var bar: UnsafeMutablePointer<GtkWidget>?
    private var back: (@MainActor () -> Void)?
    private var leading: HostingWidget<AnyView>?
    private var principal: HostingWidget<AnyView>?
    private var trailing: HostingWidget<AnyView>?
    private var isRefreshScheduled = false
    private var isDismantled = false
    private var lastTrace: String?

    init(window: UnsafeMutablePointer<GtkWidget>, presenter: WindowTopBarPresenter, traceName: String) {
        self.window = window
        self.presenter = presenter
        self.traceName = traceName
        presenter.onChange = { [weak self] in self?.scheduleRefresh() }
        // The content's first update may have reported already: the bar is there before the
        // window shows.
        refresh()
    }

    /// Refreshes on the next turn of the main loop (the report came from inside an update of
    /// the window's content), once however many reports came before.
    func scheduleRefresh() {
        guard !isRefreshScheduled else { return }
        isRefreshScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.refresh() }
        }
    }

    /// Shows what the presenter describes now.
    func refresh() {
        isRefreshScheduled = false
        guard !isDismantled else { return }
        guard let description = presenter.bar else {
            if bar != nil { remove() }
            return
        }
        let bar = self.bar ?? makeBar()
        back = description.isHidden ? nil : description.back?.action
        tessera_header_bar_set_back(bar, back != nil ? 1 : 0, description.back.map { $0.title ?? "Back" })
        leading = host(description.isHidden ? nil : description.leading, in: leading, environment: description.environment,
                       name: "leading") {
            tessera_header_bar_pack(bar, $0, 0)
        }
        trailing = host(description.isHidden ? nil : description.trailing, in: trailing, environment: description.environment,
                        name: "trailing") {
            tessera_header_bar_pack(bar, $0, 1)
        }
        principal = host(description.isHidden ? nil : description.principal, in: principal, environment: description.environment,
                         name: "principal") { _ in }
        tessera_header_bar_set_title(bar, description.title ?? "", description.subtitle)
        tessera_header_bar_set_title_widget(bar, principal?.widget, description.isHidden ? 1 : 0)
        trace(description)
    }

    /// Dismantles the items' content and lets their widgets go (the window is closing).
    func dismantle() {
        isDismantled = true
        presenter.onChange = nil
        for item in [leading, principal, trailing] {
            guard let item, let widget = item.widget else { continue }
            item.dismantle()
            tessera_widget_drop(widget)
        }
        leading = nil
        principal = nil
        trailing = nil
        back = nil
        bar = nil
    }

    private func makeBar() -> UnsafeMutablePointer<GtkWidget> {
        let context = Unmanaged.passRetained(self).toOpaque()
        let made = tessera_header_bar_new(window, { context in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated { Unmanaged<GTKHeaderBar>.fromOpaque(context!).takeUnretainedValue().backClicked() }
        }, { context in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated { Unmanaged<GTKHeaderBar>.fromOpaque(context!).release() }
        }, context)!
        bar = made
        return made
    }

    private func remove() {
        for item in [leading, principal, trailing] {
            if let item { discard(item) }
        }
        leading = nil
        principal = nil
        trailing = nil
        back = nil
        bar = nil
        tessera_header_bar_remove_from(window)
        GTKTrace.log("headerbar \"\(traceName)\" removed")
        lastTrace = nil
    }

    private func backClicked() {
        GTKTrace.log("headerbar \"\(traceName)\" back clicked")
        back?()
    }

    // MARK: Items

    /// The hosting widget showing `view`: `existing` updated, a new one (added by `add`), or
    /// none when there is no view.
    private func host(_ view: AnyView?, in existing: HostingWidget<AnyView>?, environment: EnvironmentValues, name: String,
                      add: (UnsafeMutablePointer<GtkWidget>) -> Void) -> HostingWidget<AnyView>? {
        guard let view else {
            if let existing { discard(existing) }
            return nil
        }
        let content = AnyView(view.modifier(HeaderBarItemStyle()))
        if let existing {
            existing.updateEnvironment { Self.adopt(environment, into: &$0) }
            existing.rootView = content
            return existing
        }
        var base = environment
        base.displayScale = CGFloat(gtk_widget_get_scale_factor(window))
        let made = HostingWidget(rootView: content, environment: base)
        made.updateEnvironment { Self.adopt(base, into: &$0) }   // the screen's color scheme, not only GTK's
        made.traceName = "\(traceName) headerbar \(name)"
        tessera_widget_hold(made.widget)
        // An item keeps its ideal width (a narrow window ellipsizes the title first, as GNOME
        // apps do; a hosting widget's own minimum is what its content takes at a zero proposal).
        let widget = made.widget!
        // A click on an item leaves the keyboard focus where it was (in the window's content).
        gtk_widget_set_focus_on_click(widget, 0)
        let pin: (CGSize) -> Void = { size in
            gtk_widget_set_size_request(widget, Int32(size.width.isFinite ? size.width.rounded(.up) : 0), -1)
        }
        pin(made.host.sizeThatFits(.unspecified))
        made.onContentSizeChange = pin
        add(made.widget)
        return made
    }

    /// The screen's environment (its color scheme follows GTK's settings through the window's
    /// content), keeping the widget's own text engine and scale.
    private static func adopt(_ environment: EnvironmentValues, into current: inout EnvironmentValues) {
        var adopted = environment
        adopted.textEngine = current.textEngine
        adopted.displayScale = current.displayScale
        current = adopted
    }

    private func discard(_ item: HostingWidget<AnyView>) {
        guard let widget = item.widget else { return }
        if let bar, gtk_widget_get_parent(widget) != nil { tessera_header_bar_remove(bar, widget) }
        item.dismantle()
        tessera_widget_drop(widget)
    }

    // MARK: Tracing

    /// Logs what the bar shows (when it changed) and, once laid out, where its back button is.
    private func trace(_ description: WindowTopBar) {
        guard GTKTrace.isEnabled else { return }
        let hidden = description.isHidden
        let line = "headerbar \"\(traceName)\": title \"\(hidden ? "" : description.title ?? "")\""
            + (description.subtitle.map { " subtitle \"\($0)\"" } ?? "")
            + " back " + (back != nil ? "\"\(description.back?.title ?? "Back")\"" : "none")
            + " leading \(leading != nil ? 1 : 0) principal \(principal != nil ? 1 : 0) trailing \(trailing != nil ? 1 : 0)"
            + (hidden ? " hidden" : "")
        guard line != lastTrace else { return }
        lastTrace = line
        GTKTrace.log(line)
        if back != nil { traceBackButton(attempt: 0) }
    }

    /// Logs the back button's frame in the window's surface once GTK has laid it out (the
    /// same frame twice in a row, 50 ms apart: a button just shown is allocated over a few frames).
    private func traceBackButton(attempt: Int, last: CGRect? = nil) {
        guard let bar, back != nil, attempt < 100 else { return }
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        tessera_widget_bounds_in_surface(tessera_header_bar_back_button(bar), &x, &y, &width, &height)
        let frame = CGRect(x: x.rounded(), y: y.rounded(), width: width.rounded(), height: height.rounded())
        if frame.width > 0, frame == last {
            GTKTrace.log("headerbar \"\(traceName)\" back button at \(Int(frame.minX)) \(Int(frame.minY)) \(Int(frame.width)) \(Int(frame.height))")
            return
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { [weak self] in
            MainActor.assumeIsolated { self?.traceBackButton(attempt: attempt + 1, last: frame) }
        }
    }
}

/// How items look in a header bar: like GNOME's flat header-bar buttons, text and icons in the
/// bar's foreground color (not an iOS bar's accent color), in the size and weight of
/// Adwaita's button labels (bold, 11 pt), with a button's horizontal padding.
private struct HeaderBarItemStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .foregroundStyle(.primary)
            .font(.system(size: 14.5, weight: .bold))
            .padding(.horizontal, 6)
    }
}
