import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { knownNetwork } from '@/lib/primitives/networks';
import type { Asset } from '@/lib/money/asset';
import { formatAmount } from '@/lib/money/format-amount';
import { batchSize, splitBatches } from '@/platform/features/autodistribution/model/batches';
import { exportCsv } from '@/platform/features/autodistribution/model/csv-export';
import { remainderRuleText, type DistributionPlan } from '@/platform/features/autodistribution/model/plan';
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
  onClose,
}: PreviewDialogProps) {
  const batches = splitBatches(plan.payments.length, batchSize(asset.kind, blockGasLimit));
  const unitName =
    asset.decimals === 0 ? asset.symbol : asset.kind === 'native' ? 'wei' : `base units of ${asset.symbol}`;
  const amount = (units: bigint) => formatAmount(units, asset, { withSymbol: true });
  return (
    <Dialog title="Check the distribution" onClose={onClose} placement="center">
      <div className="space-y-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">Network</dt>
          <dd>{knownNetwork(asset.chainId)?.name ?? `Chain ${asset.chainId}`}</dd>
          <dt className="font-medium">From</dt>
          <dd className="break-all font-mono" data-testid="preview-from">
            {account}
          </dd>
          <dt className="font-medium">Distributor</dt>
          <dd className="break-all font-mono" data-testid="preview-distributor">
            {distributor}
          </dd>
          <dt className="font-medium">Total</dt>
          <dd data-testid="preview-total">
            {amount(plan.total)} ({plan.total.toString()} {unitName})
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
        <div className="max-h-[50vh] overflow-auto" tabIndex={0} role="region" aria-label="Amounts per recipient">
          <table className="w-full text-left">
            <caption className="sr-only">Amounts per recipient</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Recipient</th>
                <th scope="col">Share</th>
                <th scope="col" className="text-right">
                  Amount
                </th>
                <th scope="col" className="text-right">
                  Base units
                </th>
              </tr>
            </thead>
            <tbody>
              {plan.payments.map((p, i) => (
                <tr key={p.address} data-recipient={p.address}>
                  <td className="tabular-nums">{i + 1}</td>
                  <td className="break-all font-mono">{p.address}</td>
                  <td>{plan.mode === 'percent' ? `${p.share}%` : 'fixed'}</td>
                  <td className="text-right tabular-nums">{amount(p.units)}</td>
                  <td className="text-right font-mono tabular-nums" data-testid="units">
                    {p.units.toString()}
                    {p.roundedUp ? ' (+1)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onPay} disabled={busy}>
            Pay {amount(plan.total)}
          </Button>
          <ExportButtons mode={plan.mode} build={(format) => exportCsv(format, 'distribution', asset, plan.payments)} />
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Back to the list
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
