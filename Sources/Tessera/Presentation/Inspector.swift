extension View {
    /// Inserts an inspector at the applied position in the view hierarchy.
    ///
    /// In a window at least ``InspectorModifier/regularWidth`` (600) points wide, the inspector
    /// is a trailing column beside this view, behind a divider, as wide as its content's
    /// ``View/inspectorColumnWidth(_:)`` says (320 by default); in a narrower (compact) window
    /// it is a sheet, as on iPhone. `dismiss` in the inspector's environment closes it.
    ///
    /// Differs from SwiftUI: the modified view takes all the space it is offered (it measures
    /// its width to choose), and the column can't be resized by dragging (see Divergences P10).
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(InspectorModifier(isPresented: isPresented, inspector: content()))
    }

    /// Sets a fixed, preferred width for the inspector containing this view when presented as
    /// a trailing column.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        inspectorColumnWidth(min: width, ideal: width, max: width)
    }

    /// Sets a flexible, preferred width for the inspector in a trailing-column presentation:
    /// the column is `ideal` wide, within `min` and `max`.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: InspectorColumnWidthKey.self, value: InspectorColumnWidth(min: min, ideal: ideal, max: max))
    }
}

/// An inspector's preferred column width, set by its content.
struct InspectorColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    static let standard = InspectorColumnWidth(min: nil, ideal: 320, max: nil)

    /// The column's width: `ideal` within `min`…`max`, and no wider than `available`. Invalid
    /// values (negative, not finite, min above max) warn and fall back to the standard width.
    func resolved(available: CGFloat) -> CGFloat {
        let bounds = [min, ideal, max].compactMap { $0 }
        var width = ideal
        if bounds.contains(where: { !($0 >= 0 && $0.isFinite) }) || (min ?? 0) > (max ?? .infinity) {
            RuntimeWarnings.report("inspectorColumnWidth(min: \(String(describing: min)), ideal: \(ideal), max: \(String(describing: max))) is invalid; the standard width is used.",
                                   site: "inspectorColumnWidth.invalid")
            width = Self.standard.ideal
        } else {
            if let min { width = Swift.max(width, min) }
            if let max { width = Swift.min(width, max) }
        }
        return Swift.max(0, Swift.min(width, available))
    }
}

struct InspectorColumnWidthKey: PreferenceKey {
    static let defaultValue = InspectorColumnWidth.standard
    static func reduce(value: inout InspectorColumnWidth, nextValue: () -> InspectorColumnWidth) {}
}

/// An inspector: a trailing column in a wide window, a sheet in a compact one.
struct InspectorModifier<Inspector: View>: ViewModifier {
    /// The narrowest window (in points) that shows the inspector as a column; below it, the
    /// inspector is a sheet (iOS's compact horizontal size class, roughly an iPhone in portrait
    /// or a narrow iPad split).
    static var regularWidth: CGFloat { 600 }

    let isPresented: Binding<Bool>
    let inspector: Inspector
    @State private var columnWidth = InspectorColumnWidth.standard

    func body(content: Content) -> some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            // Before the first layout the width is unknown: show neither form yet.
            let measured = width > 0
            let isRegular = width >= Self.regularWidth
            let isPresented = isPresented
            let dismiss = { @MainActor in isPresented.wrappedValue = false }
            HStack(spacing: 0) {
                content
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                if measured, isRegular, isPresented.wrappedValue {
                    Divider()
                    inspector
                        .environment(\.dismiss, DismissAction(dismiss))
                        .environment(\.isPresented, true)
                        .onPreferenceChange(InspectorColumnWidthKey.self) { columnWidth = $0 }
                        .frame(width: columnWidth.resolved(available: width), alignment: .top)
                        .frame(maxHeight: .infinity, alignment: .top)
                        .background(Color.systemBackground)
                }
            }
            .sheet(isPresented: Binding(get: { measured && !isRegular && isPresented.wrappedValue },
                                        set: { if !$0 { isPresented.wrappedValue = false } })) {
                inspector
            }
        }
    }
}
