/// The position of a child under its parent. Together with the view's type it is the child's
/// structural identity.
///
/// Every case's payload is trivial or one reference: an identity made of a hashable value (an
/// `AnyHashable`, five words whose copy is a value-witness call) is held by a ``ChildIdentity``,
/// so copying or destroying a key costs one retain or release at most. Keys with such an
/// identity are made by ``element(_:occurrence:)`` and ``explicit(_:)`` and compare and hash
/// by the identity's value, as before.
enum ChildKey: Hashable {
    /// The body of a composite view, or the content of a modifier or container.
    case body
    /// A slot of a tuple (`TupleView`) by position.
    case index(Int)
    /// A branch of a conditional: `true` for the first (`if`) branch.
    case branch(Bool)
    /// An element of a `ForEach`, by its id and its occurrence among duplicate ids
    /// (made by ``element(_:occurrence:)``).
    case identifiedElement(ChildIdentity)
    /// The first occurrence of a `ForEach` element whose id is an `Int` (every row of
    /// `ForEach(0..<n)`): kept unboxed, since making an `AnyHashable` costs a dynamic cast.
    /// Element keys are made by ``ChildKey/element(id:occurrence:)``, so an `Int` id is always
    /// keyed this way.
    case integerElement(Int)
    /// An explicit identity from `.id(_:)` (made by ``explicit(_:)``).
    case explicitIdentity(ChildIdentity)
    /// The secondary content of a modifier (overlay, background, …), by position.
    case auxiliary(Int)

    /// An element of a `ForEach`, by its id, and its occurrence among duplicate ids.
    static func element(_ id: AnyHashable, occurrence: Int) -> ChildKey {
        .identifiedElement(ChildIdentity(id: id, occurrence: occurrence))
    }

    /// An explicit identity from `.id(_:)`.
    static func explicit(_ id: AnyHashable) -> ChildKey {
        .explicitIdentity(ChildIdentity(id: id, occurrence: 0))
    }

    /// An explicit identity from `.id(_:)`: `existing` when it is the same identity (so an
    /// update with an unchanged id allocates nothing), else a new key.
    static func explicit(_ id: AnyHashable, reusing existing: ChildKey?) -> ChildKey {
        if let existing, let existingID = existing.explicitID, existingID == id { return existing }
        return .explicit(id)
    }

    /// The id of an `.id(_:)` key.
    var explicitID: AnyHashable? {
        if case .explicitIdentity(let identity) = self { return identity.id }
        return nil
    }

    /// Case by case, without copying both keys into a tuple (the synthesized `==` does, and
    /// every update of a single child compares its key).
    static func == (lhs: ChildKey, rhs: ChildKey) -> Bool {
        switch lhs {
        case .body:
            if case .body = rhs { return true }
        case .index(let left):
            if case .index(let right) = rhs { return left == right }
        case .branch(let left):
            if case .branch(let right) = rhs { return left == right }
        case .identifiedElement(let left):
            if case .identifiedElement(let right) = rhs { return left == right }
        case .integerElement(let left):
            if case .integerElement(let right) = rhs { return left == right }
        case .explicitIdentity(let left):
            if case .explicitIdentity(let right) = rhs { return left == right }
        case .auxiliary(let left):
            if case .auxiliary(let right) = rhs { return left == right }
        }
        return false
    }
}

/// A hashable identity and its occurrence among equal identities, held by reference so a
/// ``ChildKey`` copies with one retain. Equal and hashed by value, never by reference.
final class ChildIdentity: Hashable {
    /// The identity's value.
    let id: AnyHashable
    /// Which occurrence of `id` this is, from 0 (a `ForEach` with duplicate ids).
    let occurrence: Int

    init(id: AnyHashable, occurrence: Int) {
        self.id = id
        self.occurrence = occurrence
    }

    static func == (lhs: ChildIdentity, rhs: ChildIdentity) -> Bool {
        lhs === rhs || (lhs.occurrence == rhs.occurrence && lhs.id == rhs.id)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(occurrence)
    }
}
