import Foundation
import Tessera
import TesseraCharts

// Seed 002 ("Use SwiftUI with UIKit", WWDC22): the heart-rate cell's views, verbatim from the
// session's code (only `public` and an `init` added so other modules can use them, and the
// BPM display's number made a parameter, 90 as in the session, so a live cell can show the
// rate its window's popover shows).

/// The seed's title row: a pink heart label and the current time.
public struct HeartRateTitleView: View {
    public init() {}

    public var body: some View {
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

/// The seed's "90 BPM" display.
public struct HeartRateBPMView: View {
    public let beatsPerMinute: Int

    public init(beatsPerMinute: Int = 90) { self.beatsPerMinute = beatsPerMinute }

    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("\(beatsPerMinute)")
                .font(.system(.title, weight: .semibold))
            Text("BPM")
                .foregroundStyle(.secondary)
                .font(.system(.subheadline, weight: .bold))
        }
    }
}

/// The seed's model for the data-flow examples: a heart rate that changes over time.
public final class HeartData: ObservableObject {
    @Published public var beatsPerMinute: Int

    public init(beatsPerMinute: Int) {
        self.beatsPerMinute = beatsPerMinute
    }
}

/// The seed's `HeartRateView` observing `HeartData` (the popover's content in the health demo).
public struct HeartRateView: View {
    @ObservedObject public var data: HeartData

    public init(data: HeartData) { self.data = data }

    public var body: some View {
        Text("\(data.beatsPerMinute) BPM")
    }
}

/// The seed's heart-rate cell content (`UIHostingConfiguration { VStack … }`, 13:41 "with a
/// chart!"), verbatim: title, BPM, and the `Chart` sparkline of `samples`.
public struct HeartRateCellContent: View {
    public let heartRateSamples: [HeartRateSample]
    /// The rate the cell shows: the session's 90 unless a model is given.
    @ObservedObject public var data: HeartData

    public init(samples: [HeartRateSample] = TesseraExamples.heartRateSamples, data: HeartData = HeartData(beatsPerMinute: 90)) {
        self.heartRateSamples = samples
        self.data = data
    }

    public var body: some View {
        VStack(alignment: .leading) {
            HeartRateTitleView()
            Spacer()
            HStack(alignment: .bottom) {
                HeartRateBPMView(beatsPerMinute: data.beatsPerMinute)
                Spacer()
                Chart(heartRateSamples) { sample in
                    LineMark(x: .value("Time", sample.time),
                             y: .value("BPM", sample.beatsPerMinute))
                       .symbol(Circle().strokeBorder(lineWidth: 2))
                       .foregroundStyle(.pink)
                }
            }
        }
    }
}
