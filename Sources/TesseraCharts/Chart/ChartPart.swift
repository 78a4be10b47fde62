/// A part of a chart built from type-erased views (the plot, a view symbol, an annotation).
///
/// It holds a closure, not the view: the view graph never compares a closure field by field
/// (it is never equal), so the part is rebuilt with its chart — and the type-erased view
/// inside is never compared. (This engine's field-by-field comparison crashes on an `AnyView`
/// nested in a view inside another `AnyView`; see the charts report.)
struct ChartPart: View {
    let content: () -> AnyView

    init(content: @autoclosure @escaping () -> AnyView) {
        self.content = content
    }

    var body: some View { content() }
}
