import Testing
import Tessera
import TesseraTesting

private struct ThreeTabs: View {
    @State private var selection = 1
    var body: some View {
        TabView(selection: $selection) {
            Text("Home").font(.title)
                .tabItem { Label("Home", systemImage: "house.fill") }
                .tag(0)
            List {
                Text("Inbox")
                Text("Sent")
            }
            .tabItem { Label("Mail", systemImage: "envelope") }
            .tag(1)
            .badge(3)
            Text("Settings").font(.title)
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(2)
        }
    }
}

private struct Pages: View {
    var body: some View {
        TabView {
            ForEach([Color.blue, .green, .orange], id: \.self) { color in
                ZStack {
                    color
                    Text("Page").font(.largeTitle).foregroundStyle(.white)
                }
            }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

@Suite("TabView snapshots") @MainActor
struct TabViewSnapshotTests {
    @Test("three tabs: the selected tab's page above the bar; its item tinted, a badge on it", arguments: [ColorScheme.light, .dark])
    func threeTabs(colorScheme: ColorScheme) {
        assertSnapshot(of: ThreeTabs(), size: CGSize(width: 320, height: 240), colorScheme: colorScheme,
                       named: "tabview-three-tabs-\(colorScheme)")
    }

    @Test("page style: the first page full size, index dots on a capsule at the bottom", arguments: [ColorScheme.light, .dark])
    func pageStyle(colorScheme: ColorScheme) {
        assertSnapshot(of: Pages(), size: CGSize(width: 320, height: 240), colorScheme: colorScheme,
                       named: "tabview-page-\(colorScheme)")
    }
}
