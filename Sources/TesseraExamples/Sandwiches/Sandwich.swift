import Tessera

// Seed 001 ("Stacks, Grids, and Outlines", WWDC20): the sandwich gallery. Photos are drawn as
// colored shapes; the data is made up.

/// A sandwich of the gallery.
public struct Sandwich: Identifiable, Sendable {
    public let id: Int
    public let name: String
    public let ingredientCount: Int
    /// Stars out of five.
    public let rating: Int
    /// The colors standing in for the photo: bread and filling.
    public let bread: Color
    public let filling: Color

    public init(id: Int, name: String, ingredientCount: Int, rating: Int, bread: Color, filling: Color) {
        self.id = id
        self.name = name
        self.ingredientCount = ingredientCount
        self.rating = rating
        self.bread = bread
        self.filling = filling
    }
}

/// The sandwich store's sample sandwiches.
public let sampleSandwiches: [Sandwich] = [
    Sandwich(id: 0, name: "Club", ingredientCount: 7, rating: 5, bread: .brown, filling: .green),
    Sandwich(id: 1, name: "Pastrami on Rye", ingredientCount: 4, rating: 4, bread: .brown, filling: .red),
    Sandwich(id: 2, name: "Croque Madame", ingredientCount: 6, rating: 5, bread: .yellow, filling: .orange),
    Sandwich(id: 3, name: "Caprese", ingredientCount: 5, rating: 4, bread: .orange, filling: .red),
    Sandwich(id: 4, name: "Banh Mi", ingredientCount: 9, rating: 5, bread: .yellow, filling: .mint),
    Sandwich(id: 5, name: "Egg Salad", ingredientCount: 4, rating: 3, bread: .brown, filling: .yellow),
    Sandwich(id: 6, name: "Reuben", ingredientCount: 6, rating: 4, bread: .brown, filling: .pink),
    Sandwich(id: 7, name: "Falafel Wrap", ingredientCount: 8, rating: 4, bread: .orange, filling: .green),
    Sandwich(id: 8, name: "Grilled Cheese", ingredientCount: 3, rating: 5, bread: .yellow, filling: .orange),
    Sandwich(id: 9, name: "Cubano", ingredientCount: 6, rating: 4, bread: .brown, filling: .pink),
    Sandwich(id: 10, name: "Tomato Toast", ingredientCount: 3, rating: 3, bread: .orange, filling: .red),
    Sandwich(id: 11, name: "Veggie Delight", ingredientCount: 7, rating: 4, bread: .brown, filling: .teal),
]
