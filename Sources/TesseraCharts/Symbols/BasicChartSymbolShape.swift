import Foundation

/// The built-in symbol shapes: circle, square, triangle, diamond, pentagon, plus, cross,
/// asterisk.
public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
    enum Kind: Sendable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind

    /// The order in which `.symbol(by:)` hands out shapes.
    static let sequence: [BasicChartSymbolShape] = Kind.allCases.map(BasicChartSymbolShape.init(kind:))

    /// The shape's perceptual unit rect: the whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// A plus, a cross and an asterisk are lines, stroked; the others are filled.
    var isStroked: Bool { kind == .plus || kind == .cross || kind == .asterisk }

    /// The shape's path in `rect`.
    public func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        func polygon(_ corners: Int, rotation: Double) -> Path {
            var path = Path()
            for index in 0..<corners {
                let angle = rotation + Double(index) * 2 * .pi / Double(corners)
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
            return path
        }
        func spokes(_ angles: [Double]) -> Path {
            var path = Path()
            for angle in angles {
                path.move(to: CGPoint(x: center.x - radius * cos(angle), y: center.y - radius * sin(angle)))
                path.addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
            }
            return path
        }
        switch kind {
        case .circle: return Path(ellipseIn: rect)
        case .square: return Path(rect.insetBy(dx: rect.width * 0.1, dy: rect.height * 0.1))
        case .triangle: return polygon(3, rotation: -.pi / 2)
        case .diamond: return polygon(4, rotation: -.pi / 2)
        case .pentagon: return polygon(5, rotation: -.pi / 2)
        case .plus: return spokes([0, .pi / 2])
        case .cross: return spokes([.pi / 4, 3 * .pi / 4])
        case .asterisk: return spokes([.pi / 2, .pi / 2 + .pi / 3, .pi / 2 + 2 * .pi / 3])
        }
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A triangle, pointing up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A diagonal cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// A six-pointed asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}
