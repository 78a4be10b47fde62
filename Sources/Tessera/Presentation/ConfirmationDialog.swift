extension View {
    /// Presents a confirmation dialog when a given condition is true, using a localized string key for the title.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialogPresentation(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: EmptyView?.none)
    }

    /// Presents a confirmation dialog when a given condition is true, using a string variable as a title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialogPresentation(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: EmptyView?.none)
    }

    /// Presents a confirmation dialog when a given condition is true, using a text view for the title.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialogPresentation(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: EmptyView?.none)
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using a localized string key for the title.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialogPresentation(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: message())
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using a string variable as a title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialogPresentation(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: message())
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using a text view for the title.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialogPresentation(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: message())
    }

    /// An action sheet at the bottom: the title shows only when `titleVisibility` is `.visible`
    /// (as on iOS, where `.automatic` hides it).
    private func confirmationDialogPresentation<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: A, message: M?) -> some View {
        alertPresentation(titleVisibility == .visible ? title : nil, isPresented: isPresented, actions: actions, message: message, placement: .bottom)
    }
}
