// A fiat bill's payment terms: the currency, the asset it is paid in at the rate when paid, the
// tolerance, and the rate its payable was booked at on approval (with the rate's source).
import type { Bill } from '@/lib/db/entities/bill';
import { rateSourceText } from '@/lib/payments/fiat-quote';
import { endOfDayIso, staleRateNote } from '@/lib/payments/fiat-terms';

/** The terms line of a fiat bill (nothing for a bill in its asset). */
export function FiatBillTerms({ bill }: { bill: Pick<Bill, 'asset' | 'fiat' | 'issueDate'> }) {
  const fiat = bill.fiat;
  if (!fiat) return null;
  const stale = fiat.issueRate ? staleRateNote(fiat.issueRate, endOfDayIso(bill.issueDate)) : null;
  return (
    <span data-testid="bill-fiat-terms">
      In {fiat.currency}, paid in {bill.asset.symbol} at the rate when paid; a payment within {fiat.tolerancePercent}%
      of the total settles it.
      {fiat.issueRate
        ? ` Booked at ${fiat.issueRate.price} ${fiat.currency} per ${bill.asset.symbol} (${rateSourceText(fiat.issueRate)}${stale ? `; ${stale} when booked` : ''}).`
        : ' The rate is read when the bill is approved.'}
    </span>
  );
}
