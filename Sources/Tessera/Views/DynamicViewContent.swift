/// A type of view that generates views from an underlying collection of data.
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

/// Content whose rows come from data with ids: finds a row's offset in the data from its id
/// (what `onDelete` hands its action).
@MainActor
protocol RowOffsetFinding {
    func offset(ofElementID id: AnyHashable) -> Int?
}

extension ForEach: RowOffsetFinding where Content: View {
    func offset(ofElementID id: AnyHashable) -> Int? {
        data.firstIndex { AnyHashable(idOf($0)) == id }.map { data.distance(from: data.startIndex, to: $0) }
    }
}

extension ModifiedContent: RowOffsetFinding where Content: RowOffsetFinding, Modifier: ViewModifier {
    func offset(ofElementID id: AnyHashable) -> Int? { content.offset(ofElementID: id) }
}
