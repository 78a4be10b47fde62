import Foundation

extension GraphicsContext {
    /// A text view that is fully resolved in a graphics context's environment, ready to be
    /// measured and drawn.
    @MainActor
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues

        /// Measures the size of the resolved text for a given area into which the text should
        /// be placed.
        public func measure(in size: CGSize) -> CGSize {
            layout(width: size.width).size
        }

        func layout(width: CGFloat?) -> TextLayoutResult {
            environment.textEngine.layout(text.runs(in: environment), options: environment.textLayoutOptions,
                                          proposedWidth: width)
        }
    }

    /// Gets a version of a text view that's fully resolved using the current contents of the
    /// context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, environment: environment)
    }

    /// Draws text into the context, aligning an anchor within the ideal size of the rendered
    /// text to a point in the context.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws resolved text into the context, aligning an anchor within the ideal size of the
    /// text to a point in the context.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let layout = text.layout(width: nil)
        let origin = CGPoint(x: point.x - anchor.x * layout.size.width, y: point.y - anchor.y * layout.size.height)
        record(text, layout: layout, in: CGRect(origin: origin, size: layout.size))
    }

    /// Draws text into the context using the specified rectangle as a layout frame.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws resolved text into the context using the specified rectangle as a layout frame.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        record(text, layout: text.layout(width: rect.width), in: rect)
    }

    private func record(_ text: ResolvedText, layout: TextLayoutResult, in rect: CGRect) {
        let styles = text.text.runStyles(in: text.environment, bounds: rect)
        draw { builder, id in builder.text(layout, at: rect.origin, runs: styles, id: id) }
    }
}
