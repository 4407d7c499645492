import type { ReactNode } from 'react';
import { Address } from '@/components/ui/address';
import { AmountValue } from '@/components/ui/amount-value';
import { Section } from '@/components/ui/section';
import { Table } from '@/components/ui/table';
import type { BaseValues } from '@/lib/ledger/store/use-base-values';
import { assetId, type Asset } from '@/lib/money/asset';
import type { BalanceRead } from '@/platform/features/mywallet/store/chain-reads';

/**
 * One asset's balance: the Amount (readable, exact on hover, focus and copy) with its value now in
 * the base currency, "Reading…" or why it could not be read.
 */
function Balance({
  asset,
  balances,
  values,
}: {
  asset: Asset;
  balances: Map<string, BalanceRead> | null;
  values: BaseValues;
}) {
  const read = balances?.get(assetId(asset));
  if (!read) return <span className="text-muted">Reading…</span>;
  if ('error' in read) return <span className="whitespace-normal text-danger">Could not read: {read.error}</span>;
  return (
    <AmountValue units={read.units} asset={asset} value={values.now(read.units, asset.decimals, assetId(asset))} />
  );
}

/** The native balance and the known tokens' balances on the wallet's network, in the shared table. */
export function BalancesSection({
  assets,
  balances,
  values,
  children,
}: {
  assets: readonly Asset[];
  balances: Map<string, BalanceRead> | null;
  values: BaseValues;
  children?: ReactNode;
}) {
  return (
    <Section title="Balances">
      <Table
        label="Balances on this network"
        rows={assets}
        rowKey={assetId}
        columns={[
          {
            id: 'asset',
            header: 'Asset',
            cell: (asset) => (
              <span className="flex flex-col">
                <span className="font-medium">{asset.symbol}</span>
                {asset.address ? <Address address={asset.address} className="text-muted" /> : null}
              </span>
            ),
          },
          {
            id: 'balance',
            header: 'Balance',
            numeric: true,
            cell: (asset) => <Balance asset={asset} balances={balances} values={values} />,
          },
        ]}
      />
      {children}
    </Section>
  );
}
