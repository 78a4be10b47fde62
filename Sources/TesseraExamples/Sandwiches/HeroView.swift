import Tessera

/// A sandwich's hero card: its "photo" (layered shapes in its colors) with its name, rating
/// and ingredient count over it.
public struct HeroView: View {
    public let sandwich: Sandwich

    public init(sandwich: Sandwich) { self.sandwich = sandwich }

    public var body: some View {
        ZStack(alignment: .bottomLeading) {
            SandwichPhoto(sandwich: sandwich)
            VStack(alignment: .leading, spacing: 4) {
                Text(sandwich.name)
                    .font(.title)
                    .bold()
                HStack(spacing: 2) {
                    ForEach(0..<5) { star in
                        Image(systemName: star < sandwich.rating ? "star.fill" : "star")
                    }
                    Text("\(sandwich.ingredientCount) ingredients")
                        .font(.subheadline)
                        .padding(.leading, 8)
                }
            }
            .foregroundStyle(.white)
            .padding()
        }
        .frame(height: 240)
        .clipped()
    }
}

/// The stand-in photo: a background in the filling's color, a sandwich drawn as two slices of
/// bread around the filling.
struct SandwichPhoto: View {
    let sandwich: Sandwich

    var body: some View {
        ZStack {
            LinearGradient(colors: [sandwich.filling.opacity(0.55), .black.opacity(0.85)], startPoint: .top, endPoint: .bottom)
            VStack(spacing: 0) {
                Capsule().fill(sandwich.bread).frame(width: 180, height: 36)
                Rectangle().fill(sandwich.filling).frame(width: 190, height: 22)
                Capsule().fill(sandwich.bread.opacity(0.9)).frame(width: 180, height: 30)
            }
            .offset(x: 60, y: -20)
        }
    }
}
