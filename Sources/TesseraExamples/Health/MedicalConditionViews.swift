import Foundation
import Tessera

// Seed 002's medical-condition cells: an ObservableObject per condition (its `id` fills the
// diffable data source's snapshot) and a view observing it, whose text is editable through a
// two-way binding to the model (`TextField(…, text: $condition.text)`, the seed's last example).

/// The seed's model object: a stable identifier and a published text.
public final class MedicalCondition: Identifiable, ObservableObject {
    public let id: UUID

    @Published public var text: String

    public init(id: UUID = UUID(), text: String) {
        self.id = id
        self.text = text
    }
}

/// The seed's cell content for one condition, observing it: a change of `text` updates the
/// cell directly, without a new snapshot, and typing into the field writes `text` back. The
/// field has a vertical axis so that a long condition wraps and the row resizes itself.
public struct MedicalConditionView: View {
    @ObservedObject public var condition: MedicalCondition

    public init(condition: MedicalCondition) { self.condition = condition }

    public var body: some View {
        HStack {
            TextField("Condition", text: $condition.text, axis: .vertical)
            Spacer()
        }
    }
}

/// The seed's category cell content (the `configurationUpdateHandler` example).
public struct HealthCategoryView: View {
    public let name: String
    public let systemImage: String

    public init(name: String, systemImage: String) {
        self.name = name
        self.systemImage = systemImage
    }

    public var body: some View {
        Label(name, systemImage: systemImage)
    }
}
