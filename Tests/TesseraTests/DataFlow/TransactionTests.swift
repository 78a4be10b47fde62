import Testing
@testable import Tessera

private struct FlagKey: TransactionKey { static let defaultValue = 0 }

@MainActor
@Suite("Transaction")
struct TransactionTests {
    @Test("withTransaction makes its transaction current for the body, then restores it")
    func scoped() {
        var transaction = Transaction()
        transaction[FlagKey.self] = 4
        transaction.disablesAnimations = true
        let seen = withTransaction(transaction) { (Transaction.current[FlagKey.self], Transaction.current.disablesAnimations) }
        #expect(seen == (4, true))
        #expect(Transaction.current[FlagKey.self] == 0)
        let animated = withAnimation(.easeIn) { Transaction.current.animation }
        #expect(animated == .easeIn)
        let keyed = withTransaction(\.isContinuous, true) { Transaction.current.isContinuous }
        #expect(keyed)
    }

    @Test("a binding carries the transaction it was given")
    func bindingTransaction() {
        var value = 0
        var transaction = Transaction()
        transaction[FlagKey.self] = 9
        let binding = Binding(get: { value }, set: { value = $0 }).transaction(transaction)
        #expect(binding.transaction[FlagKey.self] == 9)
        binding.wrappedValue = 2
        #expect(value == 2)
    }
}
