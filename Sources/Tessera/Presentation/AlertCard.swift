/// The card of an alert or confirmation dialog: title, message, then the action buttons. The
/// buttons dismiss the presentation after their action; with no actions, an "OK" button.
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
                    actions
                }
            }
            .environment(\.presentationButtonCompletion, PresentationButtonCompletion { [isPresented] in
                isPresented.wrappedValue = false
            })
        })
    }
}
