// A fiat invoice's payments as its settlement values them: each at its block's rate (with the feed
// and round), what the tolerance forgave, and the payments still awaiting their block's rate.
import type { FiatSettlement } from '@/lib/payments/fiat-settlement';
import type { Settlement } from '@/lib/payments/match';
import { formatQuantity } from '@/lib/money/format-quantity';

const isFiat = (settlement: Settlement): settlement is FiatSettlement => 'valued' in settlement;

/** The valuation lines of a fiat invoice's settlement (nothing for an invoice in its asset). */
export function FiatSettlementNote({
  settlement,
  asset,
}: {
  settlement: Settlement;
  asset: { symbol: string; decimals: number };
}) {
  const symbol = asset.symbol;
  if (!isFiat(settlement)) return null;
  const money = (minor: bigint) => formatQuantity(minor, 2, { symbol: settlement.currency });
  return (
    <>
      {settlement.valued.map(({ payment, value, rate }) => (
        <p key={payment.id} className="text-xs" data-testid="fiat-valued">
          {formatQuantity(BigInt(payment.units), asset.decimals, { symbol })} worth {money(value)} at {rate.price}{' '}
          {settlement.currency} per {symbol} (
          {rate.source.kind === 'feed'
            ? `feed round ${rate.source.round}, read ${rate.by === 'block' ? 'at the payment block' : "by the block's time"}`
            : 'entered by hand'}
          )
        </p>
      ))}
      {settlement.forgiven > 0n ? (
        <p className="text-xs">Paid within the tolerance: {money(settlement.forgiven)} forgiven.</p>
      ) : null}
      {settlement.awaitingRate.length > 0 ? (
        <p className="text-xs text-warning">
          {settlement.awaitingRate.length} payment(s) awaiting their block&apos;s rate: not counted until the rate is
          read.
        </p>
      ) : null}
    </>
  );
}
