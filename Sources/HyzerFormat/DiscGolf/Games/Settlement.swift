/// Who pays whom to settle a set of balances: whole units, as few payments as practical.
///
/// Balances that sum to zero are settled by first pairing a debtor and a creditor who owe and are
/// owed exactly the same amount, then repeatedly having the one who owes most pay the one owed most
/// as much as they can (ties by name). That takes at most one payment fewer than the parties with a
/// balance, and each amount is a whole number because every balance is.
public struct Settlement: Sendable, Equatable {
    /// One payment.
    public struct Transfer: Sendable, Equatable {
        /// Who pays.
        public var from: MoneyParty
        /// Who is paid.
        public var to: MoneyParty
        /// How much, in whole units (at least 1).
        public var amount: Int
    }

    /// The payments, largest first (then by payer and payee).
    public var transfers: [Transfer] = []

    /// Settles `balances` (positive: is owed; negative: owes). Balances must sum to zero.
    public init(_ balances: [MoneyParty: Int]) {
        precondition(balances.values.reduce(0, +) == 0, "balances to settle sum to zero")
        var debtors = balances.filter { $0.value < 0 }.map { (party: $0.key, amount: -$0.value) }
        var creditors = balances.filter { $0.value > 0 }.map { (party: $0.key, amount: $0.value) }
        func order(_ a: (party: MoneyParty, amount: Int), _ b: (party: MoneyParty, amount: Int)) -> Bool {
            a.amount != b.amount ? a.amount > b.amount : a.party < b.party
        }
        debtors.sort(by: order)
        creditors.sort(by: order)
        // Exact pairs first: one payment settles two parties.
        for index in debtors.indices {
            guard let match = creditors.firstIndex(where: { $0.amount == debtors[index].amount }) else { continue }
            transfers.append(Transfer(from: debtors[index].party, to: creditors[match].party, amount: debtors[index].amount))
            debtors[index].amount = 0
            creditors.remove(at: match)
        }
        debtors.removeAll { $0.amount == 0 }
        while let debtor = debtors.first, let creditor = creditors.first {
            let amount = min(debtor.amount, creditor.amount)
            transfers.append(Transfer(from: debtor.party, to: creditor.party, amount: amount))
            debtors[0].amount -= amount
            creditors[0].amount -= amount
            debtors.removeAll { $0.amount == 0 }
            creditors.removeAll { $0.amount == 0 }
            debtors.sort(by: order)
            creditors.sort(by: order)
        }
        transfers.sort { a, b in
            a.amount != b.amount ? a.amount > b.amount : a.from != b.from ? a.from < b.from : a.to < b.to
        }
    }
}
