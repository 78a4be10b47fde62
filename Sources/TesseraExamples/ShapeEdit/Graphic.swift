import Tessera

// ShapeEdit (seed 001, WWDC20 "Stacks, Grids, and Outlines in SwiftUI"): the sample app's
// model, filled in with sample data so the session's views can be shown. The session's own
// code is in GraphicsList.swift, CanvasOutlineList.swift and ShapeInspector.swift.

/// A graphic on a canvas: a shape, a text, or a group of graphics (which can contain groups).
public struct Graphic: Identifiable, Hashable, Sendable {
    /// The kinds of graphic, each with its sidebar symbol.
    public enum Kind: String, Hashable, Sendable {
        case rectangle, circle, star, text, group

        var symbolName: String {
            switch self {
            case .rectangle: "square"
            case .circle: "circle"
            case .star: "star"
            case .text: "textformat"
            case .group: "folder"
            }
        }
    }

    public let id: String
    public var name: String
    public var kind: Kind
    /// The graphics inside a group (`nil` for a shape or text).
    public var children: [Graphic]?

    public init(_ name: String, kind: Kind, children: [Graphic]? = nil) {
        self.id = name
        self.name = name
        self.kind = kind
        self.children = children
    }
}

/// A canvas of the document: a name and its graphics.
public struct ShapeCanvas: Identifiable, Sendable {
    public let id: String
    public var name: String { id }
    public var graphics: [Graphic]

    public init(name: String, graphics: [Graphic]) {
        self.id = name
        self.graphics = graphics
    }
}

/// Sample data: graphics with nested groups, and two canvases.
public enum ShapeEditSamples {
    public static let graphics: [Graphic] = [
        Graphic("Background", kind: .rectangle),
        Graphic("Logo", kind: .group, children: [
            Graphic("Sun", kind: .circle),
            Graphic("Rays", kind: .group, children: [
                Graphic("Ray 1", kind: .star),
                Graphic("Ray 2", kind: .star),
            ]),
        ]),
        Graphic("Title", kind: .text),
        Graphic("Badges", kind: .group, children: [
            Graphic("New", kind: .circle),
        ]),
    ]

    public static let canvases: [ShapeCanvas] = [
        ShapeCanvas(name: "Poster", graphics: graphics),
        ShapeCanvas(name: "Sticker", graphics: [
            Graphic("Outline", kind: .circle),
            Graphic("Face", kind: .group, children: [Graphic("Eyes", kind: .circle), Graphic("Smile", kind: .text)]),
        ]),
    ]
}
