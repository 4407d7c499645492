// Bill payments sent before their network's books start day: the transaction rules post no chain
// movement dated before it (its money is inside the wallet's opening balance, books-start.ts), so
// the payment's rows never clear the payable. Each such payment of an approved bill posts instead
// Dr Accounts payable / Cr Opening balances (`bill:<id>:opening:<chainId>:<hash>`, the block's day):
// the payable is settled and the wallet is not counted twice.
import type { Bill } from '@/lib/db/entities/bill';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { commodityId } from '@/lib/ledger/commodity';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import type { EntryDraft } from '@/lib/ledger/entry';
import { beforeBooksStart } from './books-start-rows';
import { rowsOf } from './row-booking';
import { isoDay } from '@/lib/primitives/days';

/** The opening-side entries of app-sent payments of approved bills dated before their books start day. */
export async function billPaymentsBeforeStart(db: WorkspaceDb, bills: readonly Bill[]): Promise<EntryDraft[]> {
  const before = beforeBooksStart(await db.networkSettings.toArray());
  const intents = await db.billPayments.toArray();
  if (intents.length === 0) return [];
  const approved = new Map(bills.filter((bill) => bill.state === 'approved').map((bill) => [bill.id, bill]));
  const rows = await rowsOf(
    db,
    intents.map((intent) => [intent.chainId, intent.hash]),
  );
  const drafts: EntryDraft[] = [];
  for (const intent of intents) {
    const row = rows.find(
      (r) =>
        r.chainId === intent.chainId && r.hash === intent.hash && r.status === 'confirmed' && r.direction === 'out',
    );
    if (!row || !before(row)) continue;
    const commodity = commodityId(intent.chainId, intent.asset.address ?? 'native');
    for (const item of intent.items) {
      const bill = approved.get(item.billId);
      const units = BigInt(item.units);
      if (!bill || units === 0n) continue;
      drafts.push({
        date: isoDay(row.time),
        memo: `Payment of bill ${bill.billNumber} (${intent.hash.slice(0, 10)}…), before the books start: in the opening balance`,
        postings: [
          { accountId: ACCOUNT_IDS.payable, commodity, amount: units, decimals: intent.asset.decimals },
          { accountId: ACCOUNT_IDS.openingBalances, commodity, amount: -units, decimals: intent.asset.decimals },
        ],
        source: `bill:${bill.id}:opening:${intent.chainId}:${intent.hash.toLowerCase()}`,
      });
    }
  }
  return drafts;
}
