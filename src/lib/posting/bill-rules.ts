// Posting rule for bills (lib/ledger PostingRule): an approved bill owes the vendor, so it debits
// the expense account and credits Accounts payable in the bill's asset, dated on its issue day.
// Anything else (draft, awaiting approval after a change, rejected, void) wants no entry, so
// reconcile reverses a previous one. Paying is the payment transaction's own entry (README). A fiat
// bill's payable is in its asset at the issue rate (lib/payments/fiat-bill-posting.ts); without an
// issue rate it wants no entry (never a payable at a rate of 0).
import type { Bill } from '@/lib/db/entities/bill';
import { commodityId } from '@/lib/ledger/commodity';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import type { PostingRule } from '@/lib/ledger/posting-rule';
import { bookedPayable } from '@/lib/payments/fiat-bill-posting';
import { endOfDayIso, staleRateNote } from '@/lib/payments/fiat-terms';

/** `bill:<id>`: the source of a bill's entry. */
export function billSource(billId: string): string {
  return `bill:${billId}`;
}

/** The entry an approved bill wants (none otherwise). */
export const billRule: PostingRule<Bill> = (bill) => {
  if (bill.state !== 'approved') return [];
  const units = bill.fiat ? bookedPayable(bill) : BigInt(bill.total);
  if (units === null || units === 0n) return [];
  const fiat = bill.fiat;
  const commodity = commodityId(bill.asset.chainId, bill.asset.address ?? 'native');
  const decimals = bill.asset.decimals;
  // The rate is read at approval, on or after the bill's date: a round already stale at that day's end was stale then.
  const stale = fiat?.issueRate ? staleRateNote(fiat.issueRate, endOfDayIso(bill.issueDate)) : null;
  return [
    {
      date: bill.issueDate,
      memo: fiat
        ? `Bill ${bill.billNumber} (${fiat.currency} at ${fiat.issueRate?.price ?? '?'} per ${bill.asset.symbol}${stale ? `; ${stale}` : ''})`
        : `Bill ${bill.billNumber}`,
      source: billSource(bill.id),
      postings: [
        { accountId: bill.expenseAccountId, commodity, amount: units, decimals },
        { accountId: ACCOUNT_IDS.payable, commodity, amount: -units, decimals },
      ],
    },
  ];
};
