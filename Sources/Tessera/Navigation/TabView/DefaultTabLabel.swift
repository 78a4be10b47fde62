/// The default label to use for a tab or tab section: its title over its image in a tab bar.
public struct DefaultTabLabel: View {
    enum Icon: Equatable {
        case system(String)
        case named(String)
    }

    let title: Text?
    let icon: Icon?

    init(title: Text?, icon: Icon?, role: TabRole?) {
        // A search tab without a title or image gets the system's ("Search", a magnifying glass).
        let isSearch = role == .search
        self.title = title ?? (isSearch ? Text("Search") : nil)
        self.icon = icon ?? (isSearch ? .system("magnifyingglass") : nil)
    }

    public var body: some View {
        Label {
            if let title { title }
        } icon: {
            switch icon {
            case .system(let name): Image(systemName: name)
            case .named(let name): Image(name)
            case nil: EmptyView()
            }
        }
    }
}
