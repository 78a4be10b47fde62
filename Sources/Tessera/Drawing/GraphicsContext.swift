import Foundation

/// An immediate mode drawing destination, and its current state.
///
/// A ``Canvas`` gives its renderer a context whose user space has its origin at the canvas's
/// top-leading corner. Each drawing operation draws with the state the context has at that
/// moment: its ``transform``, its ``opacity`` and the clip shapes added with
/// ``clip(to:style:)``. The context is a value: a copy can change its state without
/// affecting the original, and both draw into the same canvas.
///
/// Differs from SwiftUI: filters, layers (`drawLayer`), symbols, blend modes and resolved
/// images are not available yet.
@MainActor
public struct GraphicsContext {
    /// Where a canvas's drawing goes: the display list being recorded, shared by every copy
    /// of the context.
    final class Recording {
        var builder: DisplayListBuilder
        let node: Int
        private var nextIndex = 0

        init(builder: DisplayListBuilder, node: Int) {
            self.builder = builder
            self.node = node
        }

        /// A new item id among the canvas's items.
        func nextID() -> DisplayList.ID {
            nextIndex += 1
            return DisplayList.ID(node: node, index: nextIndex)
        }
    }

    let recording: Recording
    /// The canvas's origin in root coordinates.
    let origin: CGPoint
    /// Clip paths added so far, in root coordinates, outermost first.
    var clips: [DisplayList.Clip] = []

    /// The opacity of drawing operations in the context.
    public var opacity: Double = 1

    /// The current transform matrix, defining user space coordinates.
    public var transform: CGAffineTransform = .identity

    /// The environment associated with the graphics context.
    public let environment: EnvironmentValues

    init(recording: Recording, origin: CGPoint, environment: EnvironmentValues) {
        self.recording = recording
        self.origin = origin
        self.environment = environment
    }

    /// The map from user space to root coordinates.
    var userToRoot: CGAffineTransform {
        transform.concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
    }

    /// Moves subsequent drawing operations by an amount in each dimension.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales subsequent drawing operations by an amount in each dimension.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates subsequent drawing operations by an angle (clockwise on screen for positive
    /// angles), about the origin of user space.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
    }

    /// Appends the given transform to the context's existing transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Adds a path to the context's array of clip shapes: subsequent drawing shows only
    /// inside it (and inside the clip shapes added before).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        clips.append(DisplayList.Clip(path: path.applying(userToRoot), style: style))
    }

    /// Draws a path into the context with a specified fill style.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        draw { builder, id in
            builder.fill(path, with: resolve(shading, bounds: path.boundingRect), style: style, id: id)
        }
    }

    /// Draws a path into the context with a specified stroke style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        draw { builder, id in
            builder.stroke(path, with: resolve(shading, bounds: path.boundingRect), style: style, id: id)
        }
    }

    /// Draws a path into the context with a specified line width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws an image into the context, stretched to fill a rectangle.
    ///
    /// Differs from SwiftUI: `style` is accepted and ignored.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw { builder, id in image.record(in: rect, environment: environment, id: id, into: &builder) }
    }

    /// Records one drawing operation, given in user space, under the context's state: inside a
    /// group per clip shape, and a group with the transform and opacity when they aren't the
    /// identity.
    func draw(_ operation: (inout DisplayListBuilder, DisplayList.ID) -> Void) {
        guard opacity > 0 else { return }
        let recording = recording
        for clip in clips {
            recording.builder.pushGroup(id: recording.nextID(), effects: DisplayList.GroupEffects(clip: clip))
        }
        let effects = DisplayList.GroupEffects(transform: userToRoot, opacity: min(1, opacity))
        let grouped = !effects.isIdentity
        if grouped { recording.builder.pushGroup(id: recording.nextID(), effects: effects) }
        operation(&recording.builder, recording.nextID())
        if grouped { recording.builder.popGroup() }
        for _ in clips { recording.builder.popGroup() }
    }
}
