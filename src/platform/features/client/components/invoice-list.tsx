// The invoices, newest first: number, client, due date, total, open, status (derived, live).
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Amount } from '@/components/ui/amount';
import { AmountValue } from '@/components/ui/amount-value';
import { Button } from '@/components/ui/button';
import type { MenuItem } from '@/components/ui/menu';
import { Table, type TableColumn } from '@/components/ui/table';
import { DocumentTotals } from '@/components/payments/document-totals';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { shownNumber, type Invoice } from '@/lib/db/entities/invoice';
import type { BaseValues } from '@/lib/ledger/store/use-base-values';
import { mailComposePath } from '@/lib/mail/compose-url';
import { documentBaseValue } from '@/lib/payments/document-value';
import { invoiceUnit } from '@/lib/payments/fiat-terms';
import { listTotals } from '@/lib/payments/list-totals';
import { assetId } from '@/lib/money/asset';
import type { Settlement } from '@/lib/payments/match';
import type { InvoiceView } from '@/platform/features/client/model/invoice-status';

export interface InvoiceListProps {
  readonly invoices: readonly Invoice[];
  readonly clients: readonly Counterparty[];
  readonly settled: ReadonlyMap<string, Settlement>;
  readonly views: ReadonlyMap<string, InvoiceView>;
  readonly onOpen: (id: string) => void;
  readonly onEdit: (id: string) => void;
  /** What the table shows when there is no invoice yet. */
  readonly empty: ReactNode;
  /** Totals valued in the base currency on the issue date. */
  readonly values: BaseValues;
}

function sendItems(invoice: Invoice, settlement: Settlement | undefined, go: (path: string) => void): MenuItem[] {
  if (settlement && settlement.open === 0n)
    return [{ label: 'Send receipt…', onSelect: () => go(mailComposePath('receipt', invoice.id)) }];
  return [
    { label: 'Send…', onSelect: () => go(mailComposePath('invoice', invoice.id)) },
    { label: 'Send reminder…', onSelect: () => go(mailComposePath('reminder', invoice.id)) },
  ];
}

/** The invoice table: open an invoice from its number; Open and a draft's Edit in its menu. */
export function InvoiceList({ invoices, clients, settled, views, onOpen, onEdit, empty, values }: InvoiceListProps) {
  const navigate = useNavigate();
  const columns: TableColumn<Invoice>[] = [
    {
      id: 'number',
      header: 'Number',
      className: 'whitespace-nowrap',
      stacked: 'head',
      cell: (invoice) => (
        <Button variant="ghost" className="px-1 text-link underline" onClick={() => onOpen(invoice.id)}>
          {shownNumber(invoice)}
        </Button>
      ),
    },
    {
      id: 'client',
      header: 'Client',
      stacked: 'head',
      cell: (invoice) => clients.find((c) => c.id === invoice.clientId)?.name ?? 'Removed client',
    },
    { id: 'due', header: 'Due', className: 'whitespace-nowrap', cell: (invoice) => invoice.dueDate },
    {
      id: 'total',
      header: 'Total',
      numeric: true,
      stacked: 'key',
      cell: (invoice) => (
        <AmountValue
          units={invoice.total}
          {...(invoice.fiat
            ? { asset: invoice.fiat.decimals, symbol: invoice.fiat.currency }
            : { asset: invoice.asset })}
          value={documentBaseValue(values, invoice, invoice.total, invoice.issueDate)}
        />
      ),
    },
    {
      id: 'open',
      header: 'Open',
      numeric: true,
      stacked: 'key',
      cell: (invoice) => {
        const s = settled.get(invoice.id);
        const unit = invoiceUnit(invoice);
        return invoice.state === 'sent' && s ? (
          <Amount units={s.open} asset={unit.decimals} symbol={unit.symbol} />
        ) : (
          '—'
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      stacked: 'key',
      cell: (invoice) => <span data-testid={`status-${invoice.number}`}>{views.get(invoice.id)?.label}</span>,
    },
  ];
  const actions = (invoice: Invoice): MenuItem[] => [
    { label: 'Open', onSelect: () => onOpen(invoice.id) },
    // Deleting a draft stays on the open invoice, next to what is deleted.
    ...(invoice.state === 'draft' ? [{ label: 'Edit', onSelect: () => onEdit(invoice.id) }] : []),
    // Mail writes the message (the Mail page, through its URL): the invoice, a reminder while it is
    // open, a receipt once paid.
    ...(invoice.state === 'sent' ? sendItems(invoice, settled.get(invoice.id), navigate) : []),
  ];
  // What the listed invoices add up to, per currency or asset (a draft counts; its open is 0).
  const totals = listTotals(
    invoices.map((invoice) => {
      const unit = invoiceUnit(invoice);
      return {
        unitKey: invoice.fiat ? `fiat:${invoice.fiat.currency}` : assetId(invoice.asset),
        symbol: unit.symbol,
        decimals: unit.decimals,
        total: BigInt(invoice.total),
        open: invoice.state === 'sent' ? (settled.get(invoice.id)?.open ?? 0n) : 0n,
        void: invoice.state === 'void',
      };
    }),
  );
  return (
    <>
      <Table
        label="Invoices table"
        columns={columns}
        rows={invoices}
        rowKey={(invoice) => invoice.id}
        rowLabel={(invoice) =>
          invoice.state === 'draft'
            ? `draft invoice for ${clients.find((c) => c.id === invoice.clientId)?.name ?? 'a removed client'}`
            : `invoice ${invoice.number}`
        }
        rowActions={actions}
        minWidth="40rem"
        empty={empty}
      />
      <DocumentTotals label="Totals of the invoices listed" noun="invoice" totals={totals} />
    </>
  );
}
