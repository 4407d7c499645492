// A counterparty's statement, shared by the Client and Vendors pages: its invoices or
// bills, the payments against them and the running balance per asset (lib/payments/statement).
import type { Asset } from '@/lib/money/asset';
import { formatAmount } from '@/lib/money/format-amount';
import type { Statement } from '@/lib/payments/statement';
import { ScrollRegion } from '@/components/ui/scroll-region';

export interface StatementTableProps {
  /** "Client statement" / "Vendor statement": the table's name. */
  readonly title: string;
  /** "Invoiced" / "Billed": the column of documents. */
  readonly documentsColumn: string;
  readonly emptyText: string;
  readonly statement: Statement;
  readonly assets: ReadonlyMap<string, Asset>;
}

/** The statement's lines with their running balance. */
export function StatementTable({ title, documentsColumn, emptyText, statement, assets }: StatementTableProps) {
  const show = (units: bigint, key: string) => {
    const asset = assets.get(key);
    return asset ? formatAmount(units, asset, { withSymbol: true }) : units.toString();
  };
  if (statement.lines.length === 0) return <p className="text-sm">{emptyText}</p>;
  return (
    <ScrollRegion label={`${title} table`}>
      <table className="w-full text-left text-sm" aria-label={title}>
        <thead>
          <tr className="border-b border-border ">
            <th className="py-2 pr-3 font-medium">Date</th>
            <th className="py-2 pr-3 font-medium">Item</th>
            <th className="py-2 pr-3 text-right font-medium">{documentsColumn}</th>
            <th className="py-2 pr-3 text-right font-medium">Paid</th>
            <th className="py-2 pr-3 text-right font-medium">Balance</th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line) => (
            <tr key={line.key} className="border-b border-border ">
              <td className="py-2 pr-3 whitespace-nowrap">{line.date}</td>
              <td className="py-2 pr-3 break-all">{line.label}</td>
              <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
                {line.kind === 'document' ? show(line.units, line.assetId) : ''}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
                {line.kind === 'payment' ? show(line.units, line.assetId) : ''}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
                {show(line.balance, line.assetId)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
