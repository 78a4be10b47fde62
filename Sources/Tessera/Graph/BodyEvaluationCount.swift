/// How many times bodies of one view type were evaluated in a graph. Nodes of the type share
/// the count and keep it, so counting an evaluation is no dictionary lookup.
@MainActor
final class BodyEvaluationCount {
    /// The count (main actor only; no dynamic exclusivity check: it is bumped per evaluation).
    @exclusivity(unchecked) var value = 0
}
