// A fiat bill's quote in the pay dialog: the open amount in the bill's currency, that amount in the
// asset at the feed's current rate, the rate's source (feed, round, time; stale past the heartbeat)
// and the tolerance. Without a rate the dialog says so and offers no payment.
import { Alert } from '@/components/ui/alert';
import type { Bill } from '@/lib/db/entities/bill';
import { formatQuantity } from '@/lib/money/format-quantity';
import { rateSourceText } from '@/lib/payments/fiat-quote';
import type { BillQuote } from './use-bill-quote';

/** The quote of a fiat bill's open amount (`open`, minor units), or why there is none. */
export function BillQuoteView({ bill, open, quote }: { bill: Bill; open: bigint; quote: BillQuote }) {
  const fiat = bill.fiat;
  if (!fiat) return null;
  const { rate, units } = quote;
  const symbol = bill.asset.symbol;
  if (rate === null)
    return (
      <p className="text-sm text-muted">
        Reading the {symbol}/{fiat.currency} rate…
      </p>
    );
  if (rate.kind === 'missing')
    return (
      <Alert tone="warning" title="No rate: this bill cannot be paid yet.">
        {rate.message} What it costs in {symbol} is known only once the feed has a price; try again later.
      </Alert>
    );
  return (
    <div className="space-y-1 text-sm" data-testid="bill-quote">
      <p className="font-medium">
        Due {formatQuantity(open, fiat.decimals, { symbol: fiat.currency })} ={' '}
        <span data-testid="bill-quote-units">
          {units === null ? `? ${symbol}` : formatQuantity(units, bill.asset.decimals, { symbol })}
        </span>{' '}
        at {rate.rate.price} {fiat.currency} per {symbol}
        {rate.stale ? ' (stale: the feed has not updated within its heartbeat)' : ''}.
      </p>
      <p className="text-xs text-muted">
        Rate: {rateSourceText(rate.rate)}. A payment worth at least {fiat.tolerancePercent}% less than the total at its
        block&apos;s rate settles the bill. The quote is read again every two seconds; you pay the amount shown when you
        press Confirm.
      </p>
    </div>
  );
}
