import { ScrollRegion } from '../../../../components/ui/scroll-region';
import { useMemo } from 'react';
import { assetId, type Asset } from '../../../../lib/money/asset';
import { formatAmount } from '../../../../lib/money/format-amount';
import { AGING_BUCKETS, AGING_BUCKET_LABELS, agingReport, overdueItems } from '../../../../lib/payments/aging';
import { payableItems, type BillRow } from '../model/bills-view';
import type { VendorInfo } from '../store/vendors-read';

const today = () => new Date().toISOString().slice(0, 10);

/** AP aging per vendor and asset (current, 1–30, 31–60, 61–90, over 90 days) and the overdue bills. */
export function AgingSection({ rows, vendors }: { rows: readonly BillRow[]; vendors: readonly VendorInfo[] }) {
  const asOf = today();
  const items = useMemo(() => payableItems(rows), [rows]);
  const report = useMemo(() => agingReport(items, asOf), [items, asOf]);
  const overdue = useMemo(() => overdueItems(items, asOf), [items, asOf]);
  const assets = new Map<string, Asset>(rows.map((r) => [assetId(r.bill.asset), r.bill.asset]));
  const name = (id: string) => vendors.find((v) => v.id === id)?.name ?? 'Unknown vendor';
  const show = (units: bigint, key: string) => {
    const asset = assets.get(key);
    return asset ? formatAmount(units, asset, { withSymbol: true }) : units.toString();
  };
  return (
    <section aria-labelledby="vendors-aging" className="space-y-3">
      <h2 id="vendors-aging" className="text-xl font-semibold">
        Payables aging
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">Open amounts of approved bills by days past due, on {asOf}.</p>
      {report.length === 0 ? (
        <p className="text-sm">Nothing owed to vendors.</p>
      ) : (
        <ScrollRegion label="Payables aging table">
          <table className="w-full text-left text-sm" aria-label="Payables aging">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th className="py-2 pr-3 font-medium">Vendor</th>
                {AGING_BUCKETS.map((b) => (
                  <th key={b} className="py-2 pr-3 text-right font-medium">
                    {AGING_BUCKET_LABELS[b]}
                  </th>
                ))}
                <th className="py-2 pr-3 text-right font-medium">Total</th>
              </tr>
            </thead>
            <tbody>
              {report.map((row) => (
                <tr key={`${row.counterpartyId}:${row.assetId}`} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-2 pr-3">{name(row.counterpartyId)}</td>
                  {AGING_BUCKETS.map((b) => (
                    <td key={b} className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
                      {row.buckets[b] === 0n ? '—' : show(row.buckets[b], row.assetId)}
                    </td>
                  ))}
                  <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">{show(row.total, row.assetId)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <h3 className="text-lg font-semibold">Overdue bills</h3>
      {overdue.length === 0 ? (
        <p className="text-sm">No bill is overdue.</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label="Overdue bills">
          {overdue.map((item) => (
            <li key={item.id}>
              {name(item.counterpartyId)}, bill {item.row.bill.billNumber}: {show(item.open, item.assetId)} due {item.dueDate}, {item.daysOverdue} day{item.daysOverdue === 1 ? '' : 's'} overdue
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
