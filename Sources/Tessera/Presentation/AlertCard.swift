/// The card of an alert or confirmation dialog: title, message, then the action buttons. The
/// buttons dismiss the presentation after their action; with no actions, an "OK" button.
///
/// As on desktop SwiftUI, the `.cancel` button goes last (rightmost) and is bold (see
/// ``Button``); a destructive one is red.
struct AlertCard<Actions: View, Message: View>: View {
    var title: Text?
    var actions: Actions
    var message: Message?
    var isPresented: Binding<Bool>

    var body: some View {
        PresentationCard(content: VStack(spacing: 12) {
            if let title { title.bold() }
            if let message { message }
            HStack(spacing: 16) {
                if Actions.self == EmptyView.self {
                    Button("OK") {}
                } else {
                    Group(subviews: actions) { buttons in
                        ForEach(buttons.filter { $0.buttonRole != .cancel }) { $0 }
                        ForEach(buttons.filter { $0.buttonRole == .cancel }) { $0 }
                    }
                }
            }
            .environment(\.presentationButtonCompletion, PresentationButtonCompletion { [isPresented] in
                isPresented.wrappedValue = false
            })
            .resettingButtonStyles()
        })
    }
}

extension Subview {
    /// The role of the button this subview shows, if it is a button.
    @MainActor
    var buttonRole: ButtonRole? {
        resolved.node.first { $0.viewIs((any RoledButton).self) }?.viewAs((any RoledButton).self)?.buttonRole
    }
}
