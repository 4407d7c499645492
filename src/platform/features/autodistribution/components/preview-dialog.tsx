import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Address } from '@/components/ui/address';
import { Amount } from '@/components/ui/amount';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { Table } from '@/components/ui/table';
import { knownNetwork } from '@/lib/primitives/networks';
import { nameOf, type AddressBook } from '@/lib/chain/address-book';
import type { Asset } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';
import { batchSize, splitBatches } from '@/platform/features/autodistribution/model/batches';
import { exportCsv } from '@/platform/features/autodistribution/model/csv-export';
import { remainderRuleText, type DistributionPlan } from '@/platform/features/autodistribution/model/distribution-plan';
import { ExportButtons } from './export-buttons';

export interface PreviewDialogProps {
  readonly plan: DistributionPlan;
  readonly asset: Asset;
  readonly account: string;
  readonly distributor: string;
  readonly blockGasLimit: bigint;
  readonly busy: boolean;
  readonly onPay: () => void;
  readonly onClose: () => void;
  /** Other ways to pay it (proposing it from a treasury Safe), shown under Pay. */
  readonly alternatives?: ReactNode;
  /** The names the directory knows (team members, vendors): each recipient by name, the address in full. */
  readonly book?: AddressBook;
}

/** Every exact amount before anything is signed, the remainder rule, the batches and the contract. */
export function PreviewDialog({
  plan,
  asset,
  account,
  distributor,
  blockGasLimit,
  busy,
  onPay,
  alternatives,
  onClose,
  book,
}: PreviewDialogProps) {
  const batches = splitBatches(plan.payments.length, batchSize(asset.kind, blockGasLimit));
  const unitName =
    asset.decimals === 0 ? asset.symbol : asset.kind === 'native' ? 'wei' : `base units of ${asset.symbol}`;
  const singular = asset.decimals === 0 ? asset.symbol : asset.kind === 'native' ? 'wei' : 'base unit';
  const amount = (units: bigint) => formatQuantity(units, asset, { symbol: true });
  return (
    <Dialog title="Check the distribution" onClose={onClose} placement="center">
      <div className="space-y-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">Network</dt>
          <dd>{knownNetwork(asset.chainId)?.name ?? `Chain ${asset.chainId}`}</dd>
          <dt className="font-medium">From</dt>
          <dd className="font-mono break-all" data-testid="preview-from">
            {account}
          </dd>
          <dt className="font-medium">Distributor</dt>
          <dd className="break-all font-mono" data-testid="preview-distributor">
            {distributor}
          </dd>
          <dt className="font-medium">Total</dt>
          <dd data-testid="preview-total">
            <Amount units={plan.total} asset={asset} />
          </dd>
          <dt className="font-medium">Transactions</dt>
          <dd data-testid="preview-batches">
            {asset.kind === 'erc20' ? 'An approval if the allowance is short, then ' : ''}
            {batches.length === 1
              ? 'one transaction'
              : `${batches.length} transactions of at most ${batches[0]?.end ?? 0} recipients, in order`}
          </dd>
        </dl>
        <p role="note" data-testid="remainder-rule">
          {remainderRuleText(plan, unitName)}
        </p>
        <Table
          label="Amounts per recipient"
          maxHeight="50vh"
          columns={[
            { id: 'rank', header: '#', numeric: true, className: 'w-px', cell: (p) => plan.payments.indexOf(p) + 1 },
            {
              id: 'recipient',
              header: 'Recipient',
              cell: (p) => <Address address={p.address} name={(book && nameOf(book, p.address)) ?? undefined} full />,
            },
            {
              id: 'share',
              header: 'Share',
              cell: (p) => (
                <span className="whitespace-nowrap">
                  {plan.mode === 'percent' ? `${p.share}%` : 'fixed'}
                  {p.roundedUp ? (
                    <span className="ml-2" title={`Rounded up by one ${singular} (the remainder rule)`}>
                      <Badge>+1</Badge>
                    </span>
                  ) : null}
                </span>
              ),
            },
            {
              id: 'amount',
              header: 'Amount',
              numeric: true,
              cell: (p) => (
                <span data-testid="units" data-units={p.units.toString()} data-rounded-up={p.roundedUp || undefined}>
                  <Amount units={p.units} asset={asset} />
                </span>
              ),
            },
          ]}
          rows={plan.payments}
          rowKey={(p) => p.address}
          rowData={(p) => ({ recipient: p.address })}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={onPay} disabled={busy}>
            Pay {amount(plan.total)}
          </Button>
          <ExportButtons mode={plan.mode} build={(format) => exportCsv(format, 'distribution', asset, plan.payments)} />
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Back to the list
          </Button>
        </div>
        {alternatives}
      </div>
    </Dialog>
  );
}
