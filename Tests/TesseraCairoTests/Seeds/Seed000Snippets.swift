import Tessera
@testable import TesseraExamples

// Every code snippet of WWDC24 "Demystify SwiftUI containers" (seed 000, the Japanese
// transcript's code listings, and seed 003, the written summary), verbatim, one namespace per
// stage of the session so that each stage can declare `DisplayBoard` as the session does.
// Filled in, and only that:
// - the session's `…`/`...` placeholders: the card layout, cards and backgrounds
//   (`DisplayBoardCardLayout`, `CardView`, `BoardBackgroundView`,
//   `BoardSectionBackgroundView`, `DisplayBoardSectionHeaderCard`) and the songs
//   (`songsFromSam`, `songsFromSommer`) come from TesseraExamples; `otherSongs` is Sommer's;
// - the struct headers around listings that show only a struct's members;
// - `Song("title")`, the initializer the 2:35 listing uses.
// The snapshot tests are in Seed000SnippetTests.swift.

let otherSongs = songsFromSommer

extension Song {
    /// A song with only a title, as the 2:35 listing makes them (its id is derived from the title).
    init(_ title: String) {
        self.init(id: title.unicodeScalars.reduce(7) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF_FFFF }, title: title)
    }
}

/// 2:35, 2:47, 3:08, 4:59 (and seed 003 at 05:27): the data-driven board.
enum DataDrivenBoard {
    // The header is seed 003's, with the constraints `ForEach(data)` needs (as in SwiftUI,
    // `Data: Collection` alone does not compile).
    struct DisplayBoard<Data: RandomAccessCollection, Content: View>: View where Data.Element: Identifiable {
        var data: Data
        @ViewBuilder var content: (Data.Element) -> Content

        init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
            self.data = data
            self.content = content
        }

        var body: some View {
          DisplayBoardCardLayout {
            ForEach(data) { item in
              CardView {
                content(item)
              }
            }
          }
          .background { BoardBackgroundView() }
        }
    }

    struct SongBoard: View {
        @State private var songs: [Song] = [
          Song("Scrolling in the Deep"),
          Song("Born to Build & Run"),
          Song("Some Body Like View"),
        ]

        var body: some View {
          DisplayBoard(songs) { song in
            Text(song.title)
          }
        }
    }
}

/// 5:27, 6:12, 8:48, 9:44 (and seed 003 at 05:27): `ForEach(subviewOf:)`.
enum SubviewsBoard {
    struct DisplayBoard<Content: View>: View {
        @ViewBuilder var content: Content

        var body: some View {
          DisplayBoardCardLayout {
            ForEach(subviewOf: content) { subview in
              CardView {
                subview
              }
            }
          }
          .background { BoardBackgroundView() }
        }
    }
}

/// 9:55: `Group(subviewsOf:)` around the `ForEach`.
enum GroupedSubviewsBoard {
    struct DisplayBoard<Content: View>: View {
        @ViewBuilder var content: Content

        var body: some View {
          DisplayBoardCardLayout {
            Group(subviewsOf: content) { subviews in
              ForEach(subviews) { subview in
                CardView {
                  subview
                }
              }
            }
          }
          .background { BoardBackgroundView() }
        }
    }
}

/// 10:19, 11:26 (and seed 003 at 10:00): small cards past 15.
enum ScaledCardsBoard {
    struct DisplayBoard<Content: View>: View {
        @ViewBuilder var content: Content

        var body: some View {
          DisplayBoardCardLayout {
            Group(subviewsOf: content) { subviews in
              ForEach(subviews) { subview in
                CardView(
                  scale: subviews.count > 15 ? .small : .normal
                ) {
                  subview
                }
              }
            }
          }
          .background { BoardBackgroundView() }
        }
    }
}

/// 11:35: the board's content moves into `DisplayBoardSectionContent` (whose `...` is the
/// card layout of 10:19).
enum SectionContentBoard {
    struct DisplayBoard<Content: View>: View {
        @ViewBuilder var content: Content

        var body: some View {
          DisplayBoardSectionContent {
            content
          }
          .background { BoardBackgroundView() }
        }
    }

    struct DisplayBoardSectionContent<Content: View>: View {
      @ViewBuilder var content: Content

      var body: some View {
        DisplayBoardCardLayout {
          Group(subviewsOf: content) { subviews in
            ForEach(subviews) { subview in
              CardView(
                scale: subviews.count > 15 ? .small : .normal
              ) {
                subview
              }
            }
          }
        }
      }
    }
}

/// 11:42: one column per section.
enum SectionColumnsBoard {
    struct DisplayBoard<Content: View>: View {
        @ViewBuilder var content: Content

        var body: some View {
          HStack(spacing: 80) {
            ForEach(sectionOf: content) { section in
              DisplayBoardSectionContent {
                section.content
              }
            }
          }
          .background { BoardBackgroundView() }
        }
    }

    typealias DisplayBoardSectionContent = SectionContentBoard.DisplayBoardSectionContent
}

/// 12:48 (and seed 003 at 11:42): section header cards.
enum SectionHeadersBoard {
    struct DisplayBoard<Content: View>: View {
        @ViewBuilder var content: Content

        var body: some View {
          HStack(spacing: 80) {
            ForEach(sectionOf: content) { section in
              VStack(spacing: 20) {
                if !section.header.isEmpty {
                  DisplayBoardSectionHeaderCard { section.header }
                } 
                DisplayBoardSectionContent {
                  section.content
                }
                .background { BoardSectionBackgroundView() }
              }
            }
          }
          .background { BoardBackgroundView() }
        }
    }

    typealias DisplayBoardSectionContent = RejectedCardsBoard.DisplayBoardSectionContent
}

// 14:46 (and seed 003): the container value and its modifier, `@Entry var
// isDisplayBoardCardRejected` and `displayBoardCardRejected(_:)`, are compiled verbatim in
// TesseraExamples/Karaoke.swift (seen here through `@testable import`) and in
// Tests/TesseraTests/Containers/DisplayBoardSupport.swift; declaring them a third time here
// would make every use ambiguous.

/// 15:42 (and seed 003): cards read the rejection from their container values. The session
/// edits `DisplayBoardSectionContent` in place, so the 12:48 board uses this one (without
/// container values set, its cards look as they did before).
enum RejectedCardsBoard {
    struct DisplayBoardSectionContent<Content: View>: View {
      @ViewBuilder var content: Content

      var body: some View {
        DisplayBoardCardLayout {
          Group(subviewsOf: content) { subviews in
            ForEach(subviews) { subview in
              let values = subview.containerValues
              CardView(
                scale: (subviews.count > 15) ? .small : .normal,
                isRejected: values.isDisplayBoardCardRejected
              ) {
                subview
              }
            }
          }
        }
      }
    }
}
