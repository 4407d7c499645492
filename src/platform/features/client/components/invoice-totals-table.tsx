// The lines with their exact totals and the rounding rule, as the invoice shows and prints them.
import { StatementCell as Cell, StatementRow as Row, StatementTable } from '@/components/ui/statement-table';
import type { InvoiceLine } from '@/lib/db/entities/invoice';
import type { Asset } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';
import { ROUNDING_RULE, invoiceTotals } from '@/lib/payments/invoice-totals';

const COLUMNS = ['Description', 'Qty', 'Unit price', 'Discount', 'Tax', 'Amount'].map((header) => ({ header }));

/** Lines, subtotal, discount, tax per rate and total, exact in the asset. */
export function InvoiceTotalsTable({
  lines,
  asset,
}: {
  lines: readonly InvoiceLine[];
  asset: Pick<Asset, 'decimals' | 'symbol'>;
}) {
  const totals = invoiceTotals(lines);
  const fmt = (units: bigint) => formatQuantity(units, asset.decimals, { symbol: asset.symbol });
  return (
    <div className="space-y-1">
      {/* Exact amounts never wrap: on a phone the lines scroll sideways in their own box; on paper they print whole. */}
      <StatementTable
        caption="Invoice lines and totals"
        captionHidden
        columns={COLUMNS}
        footer={
          <>
            <Row header="Subtotal" headerSpan={5} subtotal>
              <Cell>{fmt(totals.subtotal)}</Cell>
            </Row>
            {totals.discount > 0n ? (
              <Row header="Discount" headerSpan={5}>
                <Cell>−{fmt(totals.discount)}</Cell>
              </Row>
            ) : null}
            {totals.taxByRate
              .filter((t) => t.tax > 0n)
              .map((t) => (
                <Row key={t.rate} header={`Tax ${t.rate}% on ${fmt(t.base)}`} headerSpan={5}>
                  <Cell>{fmt(t.tax)}</Cell>
                </Row>
              ))}
            <Row header="Total" headerSpan={5} total>
              <Cell testId="invoice-total">{fmt(totals.total)}</Cell>
            </Row>
          </>
        }
      >
        {lines.map((line, i) => (
          <Row key={i} header={line.description}>
            <Cell>{line.quantity}</Cell>
            <Cell>{fmt(BigInt(line.unitPrice))}</Cell>
            <Cell>{line.discountPercent}%</Cell>
            <Cell>{line.taxRatePercent}%</Cell>
            <Cell>{fmt(totals.lines[i]?.net ?? 0n)}</Cell>
          </Row>
        ))}
      </StatementTable>
      <p className="text-xs text-muted">Rounding: {ROUNDING_RULE}</p>
    </div>
  );
}
