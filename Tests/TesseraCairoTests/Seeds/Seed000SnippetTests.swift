import Testing
import Tessera
import TesseraTesting
@testable import TesseraExamples

/// One test per code snippet of WWDC24 "Demystify SwiftUI containers" (seeds 000 and 003):
/// each renders the snippet (Seed000Snippets.swift) against a committed reference PNG in
/// `__Snapshots__`, and checks what the session says about it (how many cards, which are
/// small or rejected). A snippet repeated at several times is tested once, named after
/// what it shows; the times are in the test's description.
@MainActor
@Suite("Seed 000/003 snippets")
struct Seed000SnippetTests {
    /// How many cards of content type `C` the view makes.
    private func cards<V: View, C: View>(_ view: V, of card: C.Type = Subview.self) -> Int {
        let host = OffscreenHost(rootView: view, size: CGSize(width: 800, height: 900))
        host.update()
        return host.bodyEvaluations(of: CardView<C>.self)
    }

    private let listSize = CGSize(width: 320, height: 600)

    // MARK: Lists (0:00 – 4:24, 5:52, 7:11, 10:47, 13:30)

    @Test("0:00, 3:46: a List of three static Texts")
    func staticList() {
        assertSnapshot(of: List {
          Text("Scrolling in the Deep")
          Text("Born to Build & Run")
          Text("Some Body Like View")
        }, size: listSize, named: "seed000-list-static")
    }

    @Test("0:36: a List composing static Texts with a ForEach of other songs")
    func composedListOtherSongs() {
        assertSnapshot(of: List {
          Text("Scrolling in the Deep")
          Text("Born to Build & Run")
          Text("Some Body Like View")

          ForEach(otherSongs) { song in
            Text(song.title)
          }
        }, size: listSize, named: "seed000-list-composed-other-songs")
    }

    @Test("0:54, 10:47: a List in two Sections with headers")
    func sectionedList() {
        assertSnapshot(of: List {
          Section("Favorite Songs") {
            Text("Scrolling in the Deep")
            Text("Born to Build & Run")
            Text("Some Body Like View")
          }

          Section("Other Songs") {
            ForEach(otherSongs) { song in
              Text(song.title)
            }
          }
        }, size: listSize, named: "seed000-list-sections")
    }

    @Test("1:00, 13:30: the other songs' rows without separators (.listRowSeparator(.hidden))")
    func sectionedListHiddenSeparators() {
        assertSnapshot(of: List {
          Section("Favorite Songs") {
            Text("Scrolling in the Deep")
            Text("Born to Build & Run")
            Text("Some Body Like View")
          }

          Section("Other Songs") {
            ForEach(otherSongs) { song in
              Text(song.title)
                .listRowSeparator(.hidden)
            }
          }
        }, size: listSize, named: "seed000-list-sections-hidden-separators")
    }

    @Test("3:30: a data-driven List of Sam's songs")
    func dataDrivenList() {
        assertSnapshot(of: List(songsFromSam) { song in
          Text(song.title)
        }, size: listSize, named: "seed000-list-data-driven")
    }

    @Test("3:56: the static List next to the data-driven one")
    func staticAndDataDrivenLists() {
        assertSnapshot(of: HStack(spacing: 0) {
            List {
              Text("Scrolling in the Deep")
              Text("Born to Build & Run")
              Text("Some Body Like View")
            }

            List(songsFromSam) { song in
              Text(song.title)
            }
        }, size: CGSize(width: 560, height: 600), named: "seed000-lists-static-and-data-driven")
    }

    @Test("4:05: the static List next to a List whose ForEach makes the rows")
    func staticAndForEachLists() {
        assertSnapshot(of: HStack(spacing: 0) {
            List {
              Text("Scrolling in the Deep")
              Text("Born to Build & Run")
              Text("Some Body Like View")
            }

            List {
              ForEach(songsFromSam) { song in
                Text(song.title)
              }
            }
        }, size: CGSize(width: 560, height: 600), named: "seed000-lists-static-and-foreach")
    }

    @Test("4:24, 5:52, 7:11: one List composing the static rows and Sam's songs")
    func composedList() {
        assertSnapshot(of: List {
          Text("Scrolling in the Deep")
          Text("Born to Build & Run")
          Text("Some Body Like View")

          ForEach(songsFromSam) { song in
            Text(song.title)
          }
        }, size: listSize, named: "seed000-list-composed")
    }

    // MARK: The data-driven board (2:35 – 4:59)

    @Test("2:35, 2:47, 3:08, 4:59: the data-driven DisplayBoard of three songs in @State")
    func dataDrivenBoard() {
        let board = DataDrivenBoard.SongBoard()
        #expect(cards(board, of: Text.self) == 3)
        assertSnapshot(of: board, size: CGSize(width: 400, height: 260), named: "seed000-board-data-driven")
    }

    // MARK: ForEach(subviewOf:) (5:15 – 9:44)

    @Test("5:15: the ViewBuilder board of three static Texts")
    func staticBoard() {
        let board = SubviewsBoard.DisplayBoard {
          Text("Scrolling in the Deep")
          Text("Born to Build & Run")
          Text("Some Body Like View")
        }
        #expect(cards(board) == 3)
        assertSnapshot(of: board, size: CGSize(width: 400, height: 260), named: "seed000-board-static")
    }

    @Test("5:15: the ViewBuilder board of a ForEach of Sam's songs")
    func forEachBoard() {
        let board = SubviewsBoard.DisplayBoard {
          ForEach(songsFromSam) { song in
            Text(song.title)
          }
        }
        #expect(cards(board) == 9)
        assertSnapshot(of: board, size: CGSize(width: 400, height: 480), named: "seed000-board-foreach")
    }

    @Test("5:27, 5:57, 6:12, 6:23, 6:36, 7:19, 9:11: three Texts and a ForEach of 9 resolve to 12 cards")
    func composedBoard() {
        let board = SubviewsBoard.DisplayBoard {
          Text("Scrolling in the Deep")
          Text("Born to Build & Run")
          Text("Some Body Like View")

          ForEach(songsFromSam) { song in
            Text(song.title)
          }
        }
        #expect(cards(board) == 12)
        assertSnapshot(of: board, size: CGSize(width: 400, height: 560), named: "seed000-board-composed")
    }

    @Test("6:36, 7:19, 8:00: the declared ForEach resolves to 9 subviews")
    func resolvedForEach() {
        let board = SubviewsBoard.DisplayBoard {
          // 1 declared view
          ForEach(songsFromSam) { song in
            Text(song.title)
          }
        }
        #expect(cards(board) == 9)
        assertSnapshot(of: board, size: CGSize(width: 400, height: 480), named: "seed000-board-resolved-foreach")
    }

    @Test("8:16: a declared Group of three Texts resolves to 3 subviews")
    func resolvedGroup() {
        let board = SubviewsBoard.DisplayBoard {
          // 1 declared view
          Group {
            Text("Scrolling in the Deep")
            Text("Born to Build & Run")
            Text("Some Body Like View")
          }
        }
        #expect(cards(board) == 3)
        assertSnapshot(of: board, size: CGSize(width: 400, height: 260), named: "seed000-board-resolved-group")
    }

    @Test("8:32: a declared EmptyView resolves to zero subviews: an empty board")
    func resolvedEmptyView() {
        let board = SubviewsBoard.DisplayBoard {
          // 1 declared view
          EmptyView()
        }
        #expect(cards(board) == 0)
        assertSnapshot(of: board, size: CGSize(width: 200, height: 100), named: "seed000-board-resolved-empty")
    }

    @Test("8:39: an if resolves to its branch's subviews (the listing is a placeholder; filled with an if/else)",
          arguments: [true, false])
    func resolvedIf(showFavorites: Bool) {
        let board = SubviewsBoard.DisplayBoard {
          if showFavorites {
            Text("Scrolling in the Deep")
            Text("Born to Build & Run")
          } else {
            Text("Some Body Like View")
          }
        }
        #expect(cards(board) == (showFavorites ? 2 : 1))
        assertSnapshot(of: board, size: CGSize(width: 400, height: 200), named: "seed000-board-resolved-if-\(showFavorites)")
    }

    @Test("9:17: Sommer's songs join without changing the board: 18 cards")
    func boardWithSommersSongs() {
        let board = SubviewsBoard.DisplayBoard { Self.eighteenSongs }
        #expect(cards(board) == 18)
        assertSnapshot(of: board, size: CGSize(width: 400, height: 800), named: "seed000-board-18-cards")
    }

    // MARK: Group(subviewsOf:) (9:55 – 11:26)

    @Test("9:55: Group(subviewsOf:) around the ForEach gives the same 18 cards")
    func groupedBoard() {
        let board = GroupedSubviewsBoard.DisplayBoard { Self.eighteenSongs }
        #expect(cards(board) == 18)
        assertSnapshot(of: board, size: CGSize(width: 400, height: 800), named: "seed000-board-grouped")
    }

    @Test("10:19, 11:26: more than 15 cards makes them .small")
    func scaledBoard() {
        let board = ScaledCardsBoard.DisplayBoard { Self.eighteenSongs }
        #expect(cards(board) == 18)
        assertSnapshot(of: board, size: CGSize(width: 340, height: 620), named: "seed000-board-small-cards")
    }

    @Test("11:03 on the 11:26 board: a container without section support flattens the sections, headers included (21 small cards)")
    func sectionsOnFlatBoard() {
        let board = ScaledCardsBoard.DisplayBoard { Self.threeSections }
        #expect(cards(board) == 21)
        assertSnapshot(of: board, size: CGSize(width: 340, height: 760), named: "seed000-board-sections-flattened")
    }

    // MARK: Sections (11:35 – 12:48)

    @Test("11:35: the content moves into DisplayBoardSectionContent; the board looks the same")
    func sectionContentBoard() {
        let board = SectionContentBoard.DisplayBoard { Self.threeSections }
        #expect(cards(board) == 21)
        assertSnapshot(of: board, size: CGSize(width: 340, height: 760), named: "seed000-board-section-content")
    }

    @Test("11:42: one column per section (3, 9 and 6 cards)")
    func sectionColumns() {
        let board = SectionColumnsBoard.DisplayBoard { Self.threeSections }
        #expect(cards(board) == 18)
        assertSnapshot(of: board, size: CGSize(width: 1200, height: 420), named: "seed000-board-section-columns")
    }

    @Test("12:48 (and seed 003 at 11:42): each column under its section's header card")
    func sectionHeaders() {
        let board = SectionHeadersBoard.DisplayBoard { Self.threeSections }
        #expect(cards(board) == 18)
        assertSnapshot(of: board, size: CGSize(width: 1200, height: 480), named: "seed000-board-section-headers")
    }

    // MARK: Container values (14:46 – 16:15)

    @Test("14:46, 15:42, 16:15: rejected cards are struck through; the value on Sommer's Section marks all six")
    func rejectedCards() {
        let board = SectionHeadersBoard.DisplayBoard {
          Section("Matt's Favorites") {
            Text("Scrolling in the Deep")
              .displayBoardCardRejected(true)
            Text("Born to Build & Run")
            Text("Some Body Like View")
          }
          Section("Sam's Favorites") {
            ForEach(songsFromSam) { song in
              Text(song.title)
                .displayBoardCardRejected(song.samHasDibs)
            }
          }
          // The listing closes this line with `}}}`, a transcription slip; one `}` is kept.
          Section("Sommer's Favorites") {
            ForEach(songsFromSommer) { Text($0.title) }
          }
          .displayBoardCardRejected(true)
        }
        #expect(cards(board) == 18)
        assertSnapshot(of: board, size: CGSize(width: 1200, height: 480), named: "seed000-board-rejected-cards")
    }

    @Test("seed 003 at 16:15: the two-section board with Matt's and Sam's rejections")
    func rejectedCardsTwoSections() {
        let board = SectionHeadersBoard.DisplayBoard {
          Section("Matt's Favorites") {
            Text("Scrolling in the Deep")
              .displayBoardCardRejected(true)
            Text("Born to Build & Run")
            Text("Some Body like View")
          }
          Section("Sam's Favorites") {
            ForEach(songsFromSam) { song in
              Text(song.title)
                .displayBoardCardRejected(song.samHasDibs)
            }
          }
        }
        #expect(cards(board) == 12)
        assertSnapshot(of: board, size: CGSize(width: 800, height: 480), named: "seed003-board-rejected-cards")
    }

    // MARK: Content shared by several listings

    /// 9:17's content: three Texts, Sam's and Sommer's songs.
    @ViewBuilder static var eighteenSongs: some View {
      Text("Scrolling in the Deep")
      Text("Born to Build & Run")
      Text("Some Body Like View")

      ForEach(songsFromSam) { song in
        Text(song.title)
      }

      ForEach(songsFromSommer) { song in
        Text(song.title)
      }
    }

    /// 11:03's content: the songs in three sections.
    @ViewBuilder static var threeSections: some View {
      Section("Matt's Favorites") {
        Text("Scrolling in the Deep")
        Text("Born to Build & Run")
        Text("Some Body Like View")
      }
      Section("Sam's Favorites") {
        ForEach(songsFromSam) { song in
          Text(song.title)
        }
      }
      Section("Sommer's Favorites") {
        ForEach(songsFromSommer) { song in
          Text(song.title)
        }
      }
    }
}
