import { useId, type ReactNode } from 'react';
import { formatAmount } from '@/lib/money/format-amount';
import { assetId, type Asset } from '@/lib/money/asset';
import type { BalanceRead } from '@/platform/features/mywallet/store/chain-reads';

/** One asset's balance in words: formatted, "Reading…" or why it could not be read. */
export function balanceText(asset: Asset, balances: Map<string, BalanceRead> | null): string {
  const read = balances?.get(assetId(asset));
  if (!read) return 'Reading…';
  if ('error' in read) return `Could not read: ${read.error}`;
  return formatAmount(read.units, asset, { withSymbol: true });
}

/** The native balance and the known tokens' balances on the wallet's network. */
export function BalancesSection({
  assets,
  balances,
  children,
}: {
  assets: readonly Asset[];
  balances: Map<string, BalanceRead> | null;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-border p-4"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        Balances
      </h2>
      <table className="w-full text-sm">
        <caption className="sr-only">Balances on this network</caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="py-1 pr-3 font-medium">
              Asset
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {assets.map((asset) => (
            <tr key={assetId(asset)} className="border-t border-border">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {asset.symbol}
                {asset.address ? (
                  <span className="block font-mono text-xs font-normal break-all text-muted">
                    {asset.address}
                  </span>
                ) : null}
              </th>
              <td className="py-2 text-right tabular-nums break-all">{balanceText(asset, balances)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </section>
  );
}
