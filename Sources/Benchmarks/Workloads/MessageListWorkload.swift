import Tessera

/// Issue 8, workload 2: 1,000 chat messages (100 with `--quick`) in a non-lazy `VStack` inside a `ScrollView`, at
/// 800×800: every message is laid out. Three authors, five sentences and five times cycle.
/// Measured like the grid, with the deterministic text engine and with Pango.
struct MessageListWorkload: Workload {
    let name = "message-list"
    let summary = "issue 8.2: 1,000 messages in ScrollView { VStack { ForEach } }, 800×800"

    struct Author {
        let name: String
        let handleColor: Color
        let profileColor: Color
    }

    struct Message: Identifiable {
        let id: Int
        let author: Author
        let content: String
        let time: String
    }

    struct MessageView: View {
        let message: Message

        var body: some View {
            HStack(alignment: .top) {
                message.author.profileColor
                    .frame(width: 40, height: 40)
                    .cornerRadius(20)
                VStack(alignment: .leading) {
                    HStack {
                        Text(message.author.name)
                            .foregroundColor(message.author.handleColor)
                            .bold()
                        Text(message.time)
                            .foregroundColor(.gray)
                    }
                    Text(message.content)
                }
            }
        }
    }

    struct MessageList: View {
        let messages: [Message]

        var body: some View {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(messages) { MessageView(message: $0) }
                }
                .frame(maxWidth: .infinity)
                .padding(20)
            }
        }
    }

    static let authors = [
        Author(name: "Ada Lovelace", handleColor: .purple, profileColor: .orange),
        Author(name: "Grace Hopper", handleColor: .blue, profileColor: .green),
        Author(name: "Alan Turing", handleColor: .green, profileColor: .pink),
    ]

    /// About 300, 250, 230, 240 and 25 characters.
    static let sentences = [
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum.",
        "Sed ut perspiciatis unde omnis iste natus error sit voluptatem accusantium doloremque laudantium, totam rem aperiam, eaque ipsa quae ab illo inventore veritatis et quasi architecto beatae vitae dicta sunt explicabo. Nemo enim ipsam voluptatem quia.",
        "At vero eos et accusamus et iusto odio dignissimos ducimus qui blanditiis praesentium voluptatum deleniti atque corrupti quos dolores et quas molestias excepturi sint occaecati cupiditate non provident, similique sunt in culpa qui.",
        "Nam libero tempore, cum soluta nobis est eligendi optio cumque nihil impedit quo minus id quod maxime placeat facere possimus, omnis voluptas assumenda est, omnis dolor repellendus. Temporibus autem quibusdam et aut officiis debitis aut rerum.",
        "Sounds good, see you then",
    ]

    static let times = ["8:54am", "9:02am", "9:17am", "10:31am", "11:48am"]

    static func messages(count: Int) -> [Message] {
        (0..<count).map { index in
            Message(id: index, author: authors[index % authors.count], content: sentences[index % sentences.count],
                    time: times[index % times.count])
        }
    }

    func run(in report: BenchmarkReport) {
        let count = report.options.size(full: 1_000, quick: 100)
        let messages = Self.messages(count: count)
        for engine in TextEngineChoice.selected(by: report.options) {
            FirstFrameFigures.measure("issue 8.2 message list, \(count) messages", engine: engine,
                                      targetMilliseconds: count == 1_000 ? 40 : nil, in: report) {
                MessageList(messages: messages)
            }
        }
    }
}
