// A fiat invoice's quote on the pay page: what is due in the invoice's currency, that amount in the
// token at the feed's current rate, the rate's source (feed, round, time) and the tolerance. The
// quote is read again with the status (every two seconds); the amount paid is the quote shown when
// the payer presses Pay. Without a rate the page says so and offers no payment.
import { Alert } from '@/components/ui/alert';
import { formatQuantity } from '@/lib/money/format-quantity';
import { rateSourceText, type FiatRate } from '@/lib/payments/fiat-quote';
import type { InvoiceMessage } from '@/lib/payments/invoice-typed-data';

/** The quote of the open amount (`open`, minor units) in the token, or why there is none. */
export function PayQuote({
  message,
  open,
  rate,
  units,
}: {
  message: InvoiceMessage;
  open: bigint;
  rate: FiatRate | null;
  units: bigint | null;
}) {
  const currency = message.currency ?? '';
  if (rate === null)
    return (
      <p className="text-sm text-muted">Connect a wallet on the invoice&apos;s network to see the current rate.</p>
    );
  if (rate.kind === 'missing')
    return (
      <Alert tone="warning" title="No rate: this invoice cannot be paid in the token yet.">
        {rate.message} The amount due in {message.symbol} is known only once the feed has a price; try again later.
      </Alert>
    );
  return (
    <div className="space-y-1 text-sm" data-testid="pay-quote">
      <p className="font-medium">
        Due {formatQuantity(open, message.currencyDecimals ?? 2, { symbol: currency })} ={' '}
        <span data-testid="pay-quote-units">
          {units === null ? `? ${message.symbol}` : formatQuantity(units, message.decimals, { symbol: message.symbol })}
        </span>{' '}
        at {rate.rate.price} {currency} per {message.symbol}
        {rate.stale ? ' (the feed has not updated within its heartbeat)' : ''}.
      </p>
      <p className="text-xs text-muted">
        Rate: {rateSourceText(rate.rate)}. A payment worth at least {message.tolerancePercent ?? '0'}% less than the
        total at its block&apos;s rate settles the invoice. The quote is read again every few seconds; you pay the
        amount shown when you press Pay.
      </p>
    </div>
  );
}
