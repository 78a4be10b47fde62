import CGTK
import CTesseraGTKShim
import Foundation
import Tessera
import TesseraCairo

/// A GTK widget that hosts a Tessera view: the counterpart of `UIHostingController`'s view for
/// GTK programs.
///
/// ``widget`` is a `GtkWidget *` (a `TesseraHostingWidget`, a C subclass of `GtkWidget`) usable
/// anywhere a widget is: `gtk_box_append`, `gtk_window_set_child`, inside a popover or dialog.
/// Its natural size (GTK's `measure`) is the content's ideal size, re-queried when the content
/// changes; its minimum size is what the content chooses for a zero proposal. It draws with
/// Cairo and Pango, updates at most once per frame (driven by the widget's frame clock), and
/// redraws only when the display list changed, repainting only the damaged rectangles into a
/// retained surface at the widget's scale factor. Clicks, scrolling and pointer motion go to the
/// content (``OffscreenHost/tap(at:count:)``, ``OffscreenHost/scroll(at:by:)``).
///
/// Ownership follows GTK: the widget owns this object (released when the widget is finalized),
/// so keep a reference only to replace ``rootView``. A widget never added to a parent must be
/// sunk and released by the caller (`g_object_ref_sink`/`g_object_unref`), as any floating widget.
///
/// ``sizingOptions`` choose how the content's size is reported (see ``HostingWidgetSizingOptions``).
///
/// Differs from SwiftUI/UIKit: the color scheme is read from GTK's settings when the widget is made.
@MainActor
public final class HostingWidget<Content: View> {
    /// The hosted `GtkWidget *`.
    public private(set) var widget: UnsafeMutablePointer<GtkWidget>!

    /// The root view. Setting it updates the content and redraws what changed.
    public var rootView: Content {
        get { host.rootView }
        set {
            host.rootView = newValue
            markNeedsDisplay()
        }
    }

    /// How GTK's measure reports the content's size; see ``HostingWidgetSizingOptions``.
    public var sizingOptions: HostingWidgetSizingOptions = [] {
        didSet {
            guard sizingOptions != oldValue, let widget else { return }
            tessera_hosting_widget_set_height_for_width(widget, sizingOptions.isEmpty ? 0 : 1)
            gtk_widget_queue_resize(widget)
        }
    }

    /// Called after each frame in which the content's measured size changed (tests, traces).
    var onContentSizeChange: ((CGSize) -> Void)?
    /// Called after each update that applied state changes (the app's menu bar refreshes).
    var onContentUpdate: (() -> Void)?

    let host: OffscreenHost<Content>
    /// Whether the widget paints an opaque system background behind the content (windows do).
    var drawsBackground = false
    /// Called after every frame with the texts' frames when tracing.
    var traceName: String?

    private let renderer = CairoRenderer()
    private var surface: RenderedImage?
    private var lastList: DisplayList?
    private var lastIdealSize: CGSize?
    /// The height reported for the last width GTK asked about (height-for-width sizing).
    private var lastHeightForWidth: (width: Int, height: Int)?
    private var pointerLocation: CGPoint?
    private var isAlive = true
    private var isDismantled = false
    /// The keyboard and pointer input of the widget (switched off when the content is dismantled).
    private var input: GTKInputReceiver?

    /// Creates a hosting widget showing `rootView`.
    public convenience init(rootView: Content) {
        self.init(rootView: rootView, environment: EnvironmentValues())
    }

    /// Creates a hosting widget with `environment` as the base of the content's environment (the
    /// text engine and color scheme are set here).
    init(rootView: Content, environment: EnvironmentValues) {
        var environment = environment
        environment.textEngine = PangoTextEngine()
        environment.colorScheme = tessera_settings_prefers_dark() != 0 ? .dark : .light
        host = OffscreenHost(rootView: rootView, size: .zero, environment: environment)
        var callbacks = TesseraHostingCallbacks()
        callbacks.context = Unmanaged.passRetained(self as AnyObject).toOpaque()
        // GTK calls these on the main thread; the pointers are only used there.
        callbacks.snapshot = { context, cr, width, height in
            guard let drawing = cr else { return }
            nonisolated(unsafe) let (context, cairo) = (context, drawing)
            MainActor.assumeIsolated { target(context)?.snapshot(cairo, width: Int(width), height: Int(height)) }
        }
        callbacks.measure = { context, horizontal, forSize, minimum, natural in
            nonisolated(unsafe) let context = context
            let sizes = MainActor.assumeIsolated { target(context)?.measure(horizontal: horizontal != 0, forSize: Int(forSize)) }
            guard let sizes else { return }
            minimum?.pointee = Int32(sizes.minimum)
            natural?.pointee = Int32(sizes.natural)
        }
        callbacks.size_allocate = { context, width, height in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated { target(context)?.allocate(width: Int(width), height: Int(height)) }
        }
        callbacks.frame = { context in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated { target(context)?.frame() }
        }
        callbacks.pressed = { _, _, _, _ in }
        callbacks.released = { context, count, x, y in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated { target(context)?.click(at: CGPoint(x: x, y: y), count: Int(count)) }
        }
        callbacks.secondary_pressed = { context, x, y in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated { target(context)?.secondaryClick(at: CGPoint(x: x, y: y)) }
        }
        callbacks.motion = { context, x, y in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated { target(context)?.pointerMoved(to: CGPoint(x: x, y: y)) }
        }
        callbacks.leave = { context in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated { target(context)?.pointerMoved(to: nil) }
        }
        callbacks.scroll = { context, dx, dy in
            nonisolated(unsafe) let context = context
            let handled = MainActor.assumeIsolated { target(context)?.scroll(by: CGSize(width: dx, height: dy)) ?? false }
            return handled ? 1 : 0
        }
        callbacks.key = { context, keyval, _, modifiers, pressed in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated { target(context)?.key(keyval: keyval, modifiers: modifiers, pressed: pressed != 0) }
            return 0
        }
        callbacks.scale_changed = { context, _ in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated { target(context)?.scaleChanged() }
        }
        callbacks.release = { context in
            guard let context else { return }
            nonisolated(unsafe) let object = context
            MainActor.assumeIsolated { target(object)?.widgetFinalized() }
            Unmanaged<AnyObject>.fromOpaque(context).release()
        }
        widget = tessera_hosting_widget_new(&callbacks)
        host.onNeedsUpdate = { [weak self] in self?.markNeedsDisplay() }
        input = GTKInput.attach(to: widget, host: host) { [weak self] in self?.markNeedsDisplay() }
    }

    /// Removes the content for good (its window is closing): its `onDisappear` actions run, its
    /// tasks are cancelled, and events and frames still queued for the widget are ignored.
    func dismantle() {
        guard !isDismantled else { return }
        isDismantled = true
        isAlive = false
        input?.isEnabled = false
        host.dismantle()
        GTKTrace.log("content \(traceLabel) dismantled")
    }

    /// Changes the content's base environment (color scheme, scene phase, window actions).
    func updateEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        var environment = host.environment
        change(&environment)
        host.environment = environment
        markNeedsDisplay()
    }

    /// Asks for a frame: the content updates and redraws then, once however often this is called.
    func markNeedsDisplay() {
        guard isAlive else { return }
        tessera_hosting_widget_schedule_frame(widget)
    }

    // MARK: Frames and drawing

    /// One frame: applies pending state changes, repaints what changed, asks GTK to draw it.
    fileprivate func frame() {
        guard isAlive else { return }
        updateContent()
        if refreshSurface() { gtk_widget_queue_draw(widget) }
        let ideal = idealSize
        var resized = ideal != lastIdealSize
        if let (width, height) = lastHeightForWidth, !sizingOptions.isEmpty, height != self.height(forWidth: width) {
            resized = true
        }
        if resized {
            lastIdealSize = ideal
            lastHeightForWidth = nil
            gtk_widget_queue_resize(widget)
            onContentSizeChange?(ideal)
            GTKTrace.log("resize \(traceLabel): content \(Int(ideal.width))×\(Int(ideal.height))")
        }
    }

    /// Applies pending state changes, if any.
    private func updateContent() {
        guard host.needsUpdate else { return }
        host.update()
        onContentUpdate?()
    }

    /// The content's height when proposed `width` (rounded up to whole points).
    private func height(forWidth width: Int) -> Int {
        let size = host.sizeThatFits(ProposedViewSize(width: CGFloat(width), height: nil))
        return size.height.isFinite ? Int(size.height.rounded(.up)) : 0
    }

    private var idealSize: CGSize {
        let size = host.sizeThatFits(.unspecified)
        return CGSize(width: size.width.isFinite ? size.width.rounded(.up) : 0,
                      height: size.height.isFinite ? size.height.rounded(.up) : 0)
    }

    private var background: Color.Resolved? {
        guard drawsBackground else { return nil }
        return host.environment.colorScheme == .dark
            ? Color.Resolved(red: 0.118, green: 0.118, blue: 0.118)
            : Color.Resolved(red: 1, green: 1, blue: 1)
    }

    /// Brings the retained surface up to date with the display list; returns whether any pixel
    /// may have changed. Repaints only the damaged rectangles when size and scale are unchanged.
    private func refreshSurface() -> Bool {
        let list = host.displayList
        let scale = CGFloat(gtk_widget_get_scale_factor(widget))
        defer { lastList = list }
        if let surface, surface.size == host.size, surface.scale == scale, let lastList {
            let damage = list.damage(comparedTo: lastList)
            guard !damage.isEmpty else { return false }
            renderer.draw(list, into: surface, damage: damage, background: background)
            GTKTrace.log("frame \(traceLabel): repainted \(damage.count) damaged rect(s)")
            traceTexts()
            return true
        }
        let image = RenderedImage(size: host.size, scale: scale)
        renderer.draw(list, into: image, background: background)
        surface = image
        GTKTrace.log("frame \(traceLabel): drew \(Int(host.size.width))×\(Int(host.size.height)) at \(Int(scale))x")
        traceTexts()
        return true
    }

    fileprivate func snapshot(_ cr: OpaquePointer, width: Int, height: Int) {
        guard isAlive else { return }
        updateContent()
        _ = refreshSurface()
        guard let surface else { return }
        cairo_set_source_surface(cr, surface.surface, 0, 0)
        cairo_paint(cr)
    }

    fileprivate func measure(horizontal: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        let ideal = idealSize
        lastIdealSize = ideal
        if !sizingOptions.isEmpty, !horizontal {
            let width = forSize >= 0 ? forSize : Int(ideal.width)
            let height = height(forWidth: width)
            lastHeightForWidth = (width, height)
            return (height, height)
        }
        let smallest = host.sizeThatFits(ProposedViewSize(width: 0, height: 0))
        let natural = horizontal ? ideal.width : ideal.height
        let minimum = horizontal ? smallest.width : smallest.height
        let clamped = minimum.isFinite ? min(max(0, minimum.rounded(.up)), natural) : 0
        return (Int(clamped), Int(natural))
    }

    fileprivate func allocate(width: Int, height: Int) {
        guard isAlive else { return }
        host.size = CGSize(width: width, height: height)
    }

    fileprivate func scaleChanged() {
        surface = nil
        if let widget {
            let scale = CGFloat(gtk_widget_get_scale_factor(widget))
            if host.environment.displayScale != scale { updateEnvironment { $0.displayScale = scale } }
        }
        gtk_widget_queue_draw(widget)
    }

    /// The widget is gone (GTK may finalize a window's child before the window's "destroy"):
    /// so is the content.
    fileprivate func widgetFinalized() {
        dismantle()
        widget = nil
    }

    // MARK: Input

    fileprivate func click(at point: CGPoint, count: Int) {
        guard isAlive else { return }
        // The press was a drag (a swipe, a slider's thumb) the content took: not also a click.
        guard !host.lastPressWasRecognizedByGesture else { return }
        var handled = host.tap(at: point, count: count)
        if !handled, count > 1 { handled = host.tap(at: point, count: 1) }
        GTKTrace.log("click \(traceLabel) at (\(Int(point.x)), \(Int(point.y))) count \(count): \(handled ? "handled" : "no target")")
        if handled { markNeedsDisplay() }
    }

    fileprivate func secondaryClick(at point: CGPoint) {
        guard isAlive else { return }
        let handled = host.secondaryClick(at: point)
        GTKTrace.log("secondary click \(traceLabel) at (\(Int(point.x)), \(Int(point.y))): \(handled ? "handled" : "no target")")
        if handled { markNeedsDisplay() }
    }

    fileprivate func pointerMoved(to point: CGPoint?) {
        pointerLocation = point
    }

    fileprivate func scroll(by delta: CGSize) -> Bool {
        guard isAlive, let point = pointerLocation else { return false }
        let handled = host.scroll(at: point, by: delta)
        if handled { markNeedsDisplay() }
        return handled
    }

    fileprivate func key(keyval: UInt32, modifiers: UInt32, pressed: Bool) {
        guard GTKTrace.isEnabled, let name = gdk_keyval_name(keyval) else { return }
        GTKTrace.log("key \(pressed ? "down" : "up") \(String(cString: name)) modifiers 0x\(String(modifiers, radix: 16)) (not handled yet)")
    }

    // MARK: Tracing

    private var traceLabel: String { "\"\(traceName ?? "widget")\"" }

    /// Prints where each text is, in the coordinates of the widget's X11/Wayland surface.
    private func traceTexts() {
        guard GTKTrace.isEnabled, gtk_widget_get_native(widget) != nil else { return }
        var originX = 0.0, originY = 0.0
        tessera_hosting_widget_origin_in_surface(widget, &originX, &originY)
        for (text, frame) in host.textFrames {
            let x = frame.minX + originX, y = frame.minY + originY
            GTKTrace.log("text \(traceLabel) \"\(text)\" at \(Int(x.rounded())) \(Int(y.rounded())) \(Int(frame.width.rounded())) \(Int(frame.height.rounded()))")
        }
    }
}

/// The event target behind a callback context: a hosting widget, whatever its content type.
@MainActor
private protocol HostingWidgetTarget: AnyObject {
    func snapshot(_ cr: OpaquePointer, width: Int, height: Int)
    func measure(horizontal: Bool, forSize: Int) -> (minimum: Int, natural: Int)
    func allocate(width: Int, height: Int)
    func frame()
    func click(at point: CGPoint, count: Int)
    func secondaryClick(at point: CGPoint)
    func pointerMoved(to point: CGPoint?)
    func scroll(by delta: CGSize) -> Bool
    func key(keyval: UInt32, modifiers: UInt32, pressed: Bool)
    func scaleChanged()
    func widgetFinalized()
}

extension HostingWidget: HostingWidgetTarget {}

/// A hosting widget whatever its content type, as a window holds it.
@MainActor
protocol GTKHostingWidget: AnyObject {
    var widget: UnsafeMutablePointer<GtkWidget>! { get }
    var drawsBackground: Bool { get set }
    var traceName: String? { get set }
    var onContentUpdate: (() -> Void)? { get set }
    var environment: EnvironmentValues { get }
    func updateEnvironment(_ change: (inout EnvironmentValues) -> Void)
    func dismantle()
}

extension HostingWidget: GTKHostingWidget {
    var environment: EnvironmentValues { host.environment }
}

/// The hosting widget behind a callback's context. Callbacks come from GTK on the main thread.
@MainActor
private func target(_ context: UnsafeMutableRawPointer?) -> (any HostingWidgetTarget)? {
    guard let context else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(context).takeUnretainedValue() as? any HostingWidgetTarget
}
