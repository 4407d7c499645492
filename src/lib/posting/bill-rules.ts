// Posting rule for bills (lib/ledger PostingRule): an approved bill owes the vendor, so it debits
// the expense account and credits Accounts payable in the bill's asset, dated on its issue day.
// Anything else (draft, awaiting approval after a change, rejected, void) wants no entry, so
// reconcile reverses a previous one. Paying is the payment transaction's own entry (README).
import type { Bill } from '@/lib/db/entities/bill';
import { commodityId } from '@/lib/ledger/commodity';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import type { PostingRule } from '@/lib/ledger/posting-rule';

/** `bill:<id>`: the source of a bill's entry. */
export function billSource(billId: string): string {
  return `bill:${billId}`;
}

/** The entry an approved bill wants (none otherwise). */
export const billRule: PostingRule<Bill> = (bill) => {
  if (bill.state !== 'approved') return [];
  const units = BigInt(bill.total);
  if (units === 0n) return [];
  const commodity = commodityId(bill.asset.chainId, bill.asset.address ?? 'native');
  const decimals = bill.asset.decimals;
  return [
    {
      date: bill.issueDate,
      memo: `Bill ${bill.billNumber}`,
      source: billSource(bill.id),
      postings: [
        { accountId: bill.expenseAccountId, commodity, amount: units, decimals },
        { accountId: ACCOUNT_IDS.payable, commodity, amount: -units, decimals },
      ],
    },
  ];
};
