// The invoices, newest first: number, client, due date, total, paid, status (derived, live).
import { formatAmount } from '@/lib/money/format-amount';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { Settlement } from '@/lib/payments/match';
import type { InvoiceView } from '@/platform/features/client/model/invoice-status';

export interface InvoiceListProps {
  readonly invoices: readonly Invoice[];
  readonly clients: readonly Counterparty[];
  readonly settled: ReadonlyMap<string, Settlement>;
  readonly views: ReadonlyMap<string, InvoiceView>;
  readonly onOpen: (id: string) => void;
}

/** The invoice table. */
export function InvoiceList({ invoices, clients, settled, views, onOpen }: InvoiceListProps) {
  if (invoices.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No invoices yet.</p>;
  return (
    <table className="w-full text-left text-sm" aria-label="Invoices">
      <thead>
        <tr>
          <th className="py-1">Number</th>
          <th>Client</th>
          <th>Due</th>
          <th className="text-right">Total</th>
          <th className="text-right">Open</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => {
          const s = settled.get(invoice.id);
          const fmt = (units: bigint) => `${formatAmount(units, invoice.asset.decimals)} ${invoice.asset.symbol}`;
          return (
            <tr key={invoice.id} className="border-t border-slate-200 dark:border-slate-700">
              <td className="py-1">
                <button
                  type="button"
                  className="text-brand-700 underline dark:text-brand-100"
                  onClick={() => onOpen(invoice.id)}
                >
                  {invoice.number}
                </button>
              </td>
              <td>{clients.find((c) => c.id === invoice.clientId)?.name ?? 'Removed client'}</td>
              <td>{invoice.dueDate}</td>
              <td className="text-right">{fmt(BigInt(invoice.total))}</td>
              <td className="text-right">{invoice.state === 'sent' && s ? fmt(s.open) : '—'}</td>
              <td data-testid={`status-${invoice.number}`}>{views.get(invoice.id)?.label}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
