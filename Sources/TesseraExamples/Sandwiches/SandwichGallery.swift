import Tessera

/// The session's sandwich gallery on a phone (seed 001, 03:27): the original `VStack` replaced
/// by a `LazyVStack`, so only the visible cards are built.
public struct SandwichGallery: View {
    let sandwiches: [Sandwich]

    public init(sandwiches: [Sandwich] = sampleSandwiches) { self.sandwiches = sandwiches }

    public var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(sandwiches) { sandwich in
                    HeroView(sandwich: sandwich)
                }
            }
        }
    }
}

/// The same gallery on a large screen (seed 001, 05:48): adaptive columns of at least 300
/// points, as many as the width holds.
public struct SandwichGrid: View {
    let sandwiches: [Sandwich]

    public init(sandwiches: [Sandwich] = sampleSandwiches) { self.sandwiches = sandwiches }

    // Define grid columns
    var columns = [
        GridItem(.adaptive(minimum: 300), spacing: 0)
    ]

    public var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 0) {
                ForEach(sandwiches) { sandwich in
                    HeroView(sandwich: sandwich)
                }
            }
        }
    }
}
