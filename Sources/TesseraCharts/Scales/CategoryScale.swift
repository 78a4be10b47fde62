/// A band scale over categories: each category gets an equal band, in the order the data
/// first names them.
package struct CategoryScale: Equatable, Sendable {
    package var categories: [String]

    package init(categories: [String]) {
        var seen = Set<String>()
        self.categories = categories.filter { seen.insert($0).inserted }
    }

    /// The width of one band as a fraction of the axis.
    package var bandwidth: Double { categories.isEmpty ? 1 : 1 / Double(categories.count) }

    /// The middle of `category`'s band, as a fraction of the axis; nil for an unknown category.
    package func fraction(of category: String) -> Double? {
        guard let index = categories.firstIndex(of: category) else { return nil }
        return (Double(index) + 0.5) * bandwidth
    }
}
