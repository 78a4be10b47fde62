import Tessera

// Previews of the example views, as they would sit next to the views in an app. The
// previews gallery (`make previews`) renders each one to a PNG file.

#Preview("Karaoke board", traits: .sizeThatFitsLayout) {
    KaraokeBoard()
}

#Preview("Two columns on a landscape device", traits: .landscapeLeft) {
    DisplayBoard {
        Section("Sommer's Favorites") {
            ForEach(songsFromSommer) { song in Text(song.title) }
        }
        Section("Rejected") {
            Text("Scrolling in the Deep")
            Text("Born to Build & Run")
        }
        .displayBoardCardRejected(true)
    }
}

#Preview("Cards", traits: .sizeThatFitsLayout, .fixedLayout(width: 340, height: 120)) {
    HStack {
        CardView { Text("Scrolling in the Deep") }
        CardView(isRejected: true) { Text("Born to Build & Run") }
    }
}

#Preview {
    VStack(spacing: 12) {
        CardView(scale: .small) { Text("Love Stack") }
        CardView(scale: .normal) { Text("Love Stack") }
        DisplayBoardSectionHeaderCard { Text("Sam's Favorites") }
    }
}

#Preview("Song counter") {
    @Previewable @State var songs = 3
    VStack(spacing: 16) {
        NumberDisplay(number: songs)
        Button("Add a song") { songs += 1 }
            .font(.headline)
    }
}

// The older form, still common in SwiftUI files: one preview per view of `previews`.
struct CardView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CardView { Text("Zero Padding") }
                .previewDisplayName("Normal card")
            CardView(scale: .small, isRejected: true) { Text("Zero Padding") }
                .previewDisplayName("Small rejected card")
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
