import Testing
import Tessera
import TesseraTesting

private struct EditorWithInspector: View {
    @State var showing = true
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Document").font(.title)
            Text("The editor's content, beside its inspector.")
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .inspector(isPresented: $showing) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Inspector").font(.headline)
                Toggle("Bold", isOn: .constant(true))
                Text("Size: 17")
            }
            .padding()
            .inspectorColumnWidth(220)
        }
    }
}

private struct StyledSheet: View {
    @State var showing = true
    var body: some View {
        Text("Content under the sheet")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: $showing) {
                VStack(spacing: 10) {
                    Text("Styled sheet").bold()
                    Text("Mint, radius 24, grabber")
                }
                .frame(width: 240)
                .presentationBackground(Color.mint)
                .presentationCornerRadius(24)
                .presentationDragIndicator(.visible)
            }
    }
}

private struct CoverShown: View {
    @State var showing = true
    var body: some View {
        Text("Content under the cover")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .fullScreenCover(isPresented: $showing) {
                VStack(spacing: 10) {
                    Text("Full-screen cover").font(.title2)
                    Button("Done") {}
                }
            }
    }
}

@Suite("Inspector and presentation-option snapshots") @MainActor
struct InspectorSnapshotTests {
    @Test("an inspector column beside the content in a wide window", arguments: [ColorScheme.light, .dark])
    func inspector(colorScheme: ColorScheme) {
        assertSnapshot(of: EditorWithInspector(), size: CGSize(width: 640, height: 240), colorScheme: colorScheme,
                       named: "inspector-\(colorScheme)")
    }

    @Test("a sheet with a custom background, corner radius and drag indicator", arguments: [ColorScheme.light, .dark])
    func styledSheet(colorScheme: ColorScheme) {
        assertSnapshot(of: StyledSheet(), size: CGSize(width: 320, height: 240), colorScheme: colorScheme,
                       named: "sheet-styled-\(colorScheme)")
    }

    @Test("a full-screen cover hides the content, no card", arguments: [ColorScheme.light, .dark])
    func cover(colorScheme: ColorScheme) {
        assertSnapshot(of: CoverShown(), size: CGSize(width: 320, height: 240), colorScheme: colorScheme,
                       named: "full-screen-cover-\(colorScheme)")
    }
}
