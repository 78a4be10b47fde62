/// A type that represents a height where a sheet naturally rests.
///
/// Tessera accepts detents and shows the sheet at its content's size (see Divergences).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case medium, large, fraction(CGFloat), height(CGFloat) }
    let kind: Kind

    /// The system detent for a sheet that's approximately half the height of the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(kind: .large)
    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

extension View {
    /// Sets the available detents for the enclosing sheet (accepted; the sheet keeps its
    /// content's size).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Sets the available detents for the enclosing sheet, with a selection (accepted).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
}
