import Foundation
import Testing
import Tessera
import TesseraTesting

/// Seed 002's heart-rate views, verbatim, in a namespace whose `Date()` is a fixed morning so
/// the time they show (`Text(Date(), style: .time)`) is the same on every run.
enum Seed002 {
    /// 10:09 AM on June 3, 2024 in the current time zone.
    static func Date() -> Foundation.Date {
        Calendar.current.date(from: DateComponents(year: 2024, month: 6, day: 3, hour: 10, minute: 9))!
    }

    struct HeartRateTitleView: View {
        var body: some View {
            HStack {
                Label("Heart Rate", systemImage: "heart.fill")
                    .foregroundStyle(.pink)
                    .font(.system(.subheadline, weight: .bold))
                Spacer()
                Text(Date(), style: .time)
                    .foregroundStyle(.secondary)
                    .font(.footnote)
            }
        }
    }

    struct HeartRateBPMView: View {
        var body: some View {
            HStack(alignment: .firstTextBaseline) {
                Text("90")
                    .font(.system(.title, weight: .semibold))
                Text("BPM")
                    .foregroundStyle(.secondary)
                    .font(.system(.subheadline, weight: .bold))
            }
        }
    }

    /// The seed's cell content (`UIHostingConfiguration { VStack … }`) in a card.
    struct HeartRateCard: View {
        var body: some View {
            VStack(alignment: .leading) {
                HeartRateTitleView()
                Spacer()
                HeartRateBPMView()
            }
            .padding()
            .background { RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.15)) }
            .padding(8)
        }
    }
}

/// Shapes filled with each kind of gradient and stroked, in a card.
struct ShapesAndGradientsCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Shapes and gradients").font(.headline)
            HStack(spacing: 12) {
                Circle()
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                    .frame(width: 50, height: 50)
                RoundedRectangle(cornerRadius: 10, style: .continuous)
                    .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 2, endRadius: 35))
                    .frame(width: 50, height: 50)
                Capsule()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                    .frame(width: 70, height: 50)
                Ellipse()
                    .stroke(Color.teal, style: StrokeStyle(lineWidth: 4, dash: [6, 3]))
                    .frame(width: 60, height: 40)
                Rectangle()
                    .strokeBorder(.primary, lineWidth: 3)
                    .frame(width: 40, height: 40)
                    .rotationEffect(.degrees(15))
            }
        }
        .padding()
        .background { RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.15)) }
        .padding(8)
    }
}

@Suite("Example snapshots") @MainActor
struct ExampleSnapshotTests {
    @Test("seed 002's heart-rate card", arguments: [ColorScheme.light, .dark])
    func heartRateCard(colorScheme: ColorScheme) {
        assertSnapshot(of: Seed002.HeartRateCard(), size: CGSize(width: 340, height: 120), colorScheme: colorScheme,
                       named: "heart-rate-card-\(colorScheme)")
    }

    @Test("a card of shapes and gradients", arguments: [ColorScheme.light, .dark])
    func shapesAndGradients(colorScheme: ColorScheme) {
        assertSnapshot(of: ShapesAndGradientsCard(), size: CGSize(width: 380, height: 130), colorScheme: colorScheme,
                       named: "shapes-and-gradients-\(colorScheme)")
    }
}
