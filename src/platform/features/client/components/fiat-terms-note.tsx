// A fiat invoice's payment terms on the document: the currency, the asset it is paid in at the rate
// when paid, the tolerance, and the rate its receivable was booked at (with the rate's source).
import type { Invoice } from '@/lib/db/entities/invoice';
import { rateSourceText } from '@/lib/payments/fiat-quote';
import { endOfDayIso, staleRateNote } from '@/lib/payments/fiat-terms';

/** The terms line of a fiat invoice (nothing for an invoice in its asset). */
export function FiatTermsNote({ invoice }: { invoice: Invoice }) {
  const fiat = invoice.fiat;
  if (!fiat) return null;
  const pair = `${invoice.asset.symbol}/${fiat.currency}`;
  const stale = fiat.issueRate
    ? staleRateNote(fiat.issueRate, invoice.issuedAt ?? endOfDayIso(invoice.issueDate))
    : null;
  return (
    <p className="text-sm" data-testid="invoice-fiat-terms">
      Amounts in {fiat.currency}, paid in {invoice.asset.symbol} at the {pair} rate at the payment&apos;s block; a
      payment within {fiat.tolerancePercent}% of the total settles it.
      {fiat.issueRate
        ? ` Booked at ${fiat.issueRate.price} ${fiat.currency} per ${invoice.asset.symbol} (${rateSourceText(fiat.issueRate)}${stale ? `; ${stale} when booked` : ''}).`
        : ' The rate is read when the invoice is issued.'}
    </p>
  );
}
