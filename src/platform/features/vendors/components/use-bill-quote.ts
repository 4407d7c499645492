// The current quote of a fiat bill's open amount: the price feed's latest round, read through the
// page's reader every two seconds while the pay dialog is open. The Pay button sends the quote shown
// when pressed; without a rate there is no quote (and no payment), never a rate of 0.
import { useEffect, useState } from 'react';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { Bill } from '@/lib/db/entities/bill';
import { currentRate, quotedUnits, type FiatRate } from '@/lib/payments/fiat-quote';

export interface BillQuote {
  /** Null while the first read is under way. */
  readonly rate: FiatRate | null;
  /** The asset units that pay the open amount at the rate (rounded up), or null without a rate. */
  readonly units: bigint | null;
}

const QUOTE_MS = 2000;

/** Quotes `open` (minor units) of a fiat bill in its asset; `{ rate: null }` for a bill in its asset. */
export function useBillQuote(reader: ChainReader | null, bill: Bill | null, open: bigint): BillQuote {
  const [rate, setRate] = useState<FiatRate | null>(null);
  // Keyed by what the rate depends on, not the bill object (rebuilt whenever the page's data changes).
  const chainId = bill?.asset.chainId ?? 0;
  const token = bill?.asset.address ?? null;
  const symbol = bill?.asset.symbol ?? '';
  const currency = bill?.fiat?.currency ?? null;
  useEffect(() => {
    if (!reader || currency === null) return;
    let stopped = false;
    const read = () =>
      void currentRate(reader, chainId, { token, symbol }, currency, new Date())
        .then((found) => (stopped ? undefined : setRate(found)))
        .catch((error: unknown) =>
          stopped ? undefined : setRate({ kind: 'missing', message: `The rate could not be read: ${String(error)}.` }),
        );
    read();
    const timer = setInterval(read, QUOTE_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [reader, chainId, token, symbol, currency]);
  const units = rate?.kind === 'rate' && bill ? quotedUnits(open, bill.asset.decimals, rate.rate) : null;
  return { rate, units };
}
