import { ScrollRegion } from '../../../../components/ui/scroll-region';
import { useId, useMemo, useState } from 'react';
import type { BillPayment } from '../../../../lib/db/entities/bill';
import type { TxStatus } from '../../../../lib/db/entities/chain-transaction';
import { assetId, type Asset } from '../../../../lib/money/asset';
import { formatAmount } from '../../../../lib/money/format-amount';
import type { PaymentFact } from '../../../../lib/payments/match';
import { buildStatement } from '../../../../lib/payments/statement';
import { vendorStatementEvents, type BillRow } from '../model/bills-view';
import type { VendorInfo } from '../store/vendors-read';
import { VendorSelect } from './vendor-select';

export interface StatementSectionProps {
  readonly rows: readonly BillRow[];
  readonly vendors: readonly VendorInfo[];
  readonly payments: readonly BillPayment[];
  readonly txStatus: ReadonlyMap<string, TxStatus>;
  readonly chainPayments: readonly PaymentFact[];
  readonly ourWallets: ReadonlySet<string>;
}

/** One vendor's statement: approved bills, payments, and the balance owed per asset. */
export function StatementSection({ rows, vendors, payments, txStatus, chainPayments, ourWallets }: StatementSectionProps) {
  const id = useId();
  const [vendorId, setVendorId] = useState('');
  const statement = useMemo(() => (vendorId ? buildStatement(vendorStatementEvents(rows, vendorId, payments, txStatus, chainPayments, ourWallets)) : null), [rows, vendorId, payments, txStatus, chainPayments, ourWallets]);
  const assets = new Map<string, Asset>([...rows.map((r) => [assetId(r.bill.asset), r.bill.asset] as const), ...payments.map((p) => [assetId(p.asset), p.asset] as const)]);
  const show = (units: bigint, key: string) => {
    const asset = assets.get(key);
    return asset ? formatAmount(units, asset, { withSymbol: true }) : units.toString();
  };
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3">
      <h2 id={`${id}-h`} className="text-xl font-semibold">
        Vendor statement
      </h2>
      <div className="max-w-sm">
        <VendorSelect id={`${id}-vendor`} label="Statement for" vendors={vendors} value={vendorId} onChange={setVendorId} />
      </div>
      {statement ? (
        statement.lines.length === 0 ? (
          <p className="text-sm">No approved bills or payments for this vendor.</p>
        ) : (
          <ScrollRegion label="Vendor statement table">
            <table className="w-full text-left text-sm" aria-label="Vendor statement">
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th className="py-2 pr-3 font-medium">Date</th>
                  <th className="py-2 pr-3 font-medium">Item</th>
                  <th className="py-2 pr-3 text-right font-medium">Billed</th>
                  <th className="py-2 pr-3 text-right font-medium">Paid</th>
                  <th className="py-2 pr-3 text-right font-medium">Balance</th>
                </tr>
              </thead>
              <tbody>
                {statement.lines.map((line) => (
                  <tr key={line.key} className="border-b border-slate-100 dark:border-slate-800">
                    <td className="py-2 pr-3 whitespace-nowrap">{line.date}</td>
                    <td className="py-2 pr-3 break-all">{line.label}</td>
                    <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">{line.kind === 'document' ? show(line.units, line.assetId) : ''}</td>
                    <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">{line.kind === 'payment' ? show(line.units, line.assetId) : ''}</td>
                    <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">{show(line.balance, line.assetId)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )
      ) : null}
    </section>
  );
}
