// Each counterparty's balance on the control accounts in the company's currency (docs/functional-
// currency.md, "Statements that tie to the control accounts"): the sum of the lines of its own
// positions (its documents' receivables and payables, their credits, their month ends'
// measurement and translation) up to a day. A client's or vendor's statement closes on this figure
// and the control account is the sum of them and of what no counterparty holds.
import type { FunctionalBooks } from './books';

/** Per counterparty (`client:<id>`, `vendor:<id>`), per control account: its balance at `to` (minor units, debit positive). */
export function partyBalances(books: FunctionalBooks, to: string): Map<string, Map<string, bigint>> {
  const { store, index } = books;
  const balances = new Map<string, Map<string, bigint>>();
  const last = index.endThrough(to);
  const end = last === 0 ? 0 : (index.end[last - 1] ?? 0);
  for (const [line, parts] of store.parties) {
    if (line >= end) continue;
    const account = store.accountIds[store.account[line] ?? 0] ?? '';
    for (const [party, amount] of parts) {
      const byAccount = balances.get(party) ?? new Map<string, bigint>();
      byAccount.set(account, (byAccount.get(account) ?? 0n) + amount);
      balances.set(party, byAccount);
    }
  }
  return balances;
}
