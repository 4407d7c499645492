// The lines with their exact totals and the rounding rule, as the invoice shows and prints them.
import type { InvoiceLine } from '@/lib/db/entities/invoice';
import type { Asset } from '@/lib/money/asset';
import { formatAmount } from '@/lib/money/format-amount';
import { ROUNDING_RULE, invoiceTotals } from '@/lib/payments/invoice-totals';

/** Lines, subtotal, discount, tax per rate and total, exact in the asset. */
export function InvoiceTotalsTable({
  lines,
  asset,
}: {
  lines: readonly InvoiceLine[];
  asset: Pick<Asset, 'decimals' | 'symbol'>;
}) {
  const totals = invoiceTotals(lines);
  const fmt = (units: bigint) => `${formatAmount(units, asset.decimals)} ${asset.symbol}`;
  return (
    <div className="space-y-1">
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th className="py-1">Description</th>
            <th>Qty</th>
            <th>Unit price</th>
            <th>Discount</th>
            <th>Tax</th>
            <th className="text-right">Amount</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={i} className="border-t border-border">
              <td className="py-1">{line.description}</td>
              <td>{line.quantity}</td>
              <td>{fmt(BigInt(line.unitPrice))}</td>
              <td>{line.discountPercent}%</td>
              <td>{line.taxRatePercent}%</td>
              <td className="text-right">{fmt(totals.lines[i]?.net ?? 0n)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="font-medium">
          <tr className="border-t border-border-strong">
            <td colSpan={5} className="py-1">
              Subtotal
            </td>
            <td className="text-right">{fmt(totals.subtotal)}</td>
          </tr>
          {totals.discount > 0n ? (
            <tr>
              <td colSpan={5}>Discount</td>
              <td className="text-right">−{fmt(totals.discount)}</td>
            </tr>
          ) : null}
          {totals.taxByRate
            .filter((t) => t.tax > 0n)
            .map((t) => (
              <tr key={t.rate}>
                <td colSpan={5}>
                  Tax {t.rate}% on {fmt(t.base)}
                </td>
                <td className="text-right">{fmt(t.tax)}</td>
              </tr>
            ))}
          <tr>
            <td colSpan={5} className="py-1">
              Total
            </td>
            <td className="text-right" data-testid="invoice-total">
              {fmt(totals.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="text-xs text-muted">Rounding: {ROUNDING_RULE}</p>
    </div>
  );
}
