// Receivables or payables at a glance, shared by the Client and Vendors pages: open
// amounts per counterparty and asset by days past due, and the overdue items, longest first.
import { useMemo } from 'react';
import { StatementCell, StatementRow, StatementTable } from '@/components/ui/statement-table';
import type { Asset } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';
import {
  AGING_BUCKETS,
  AGING_BUCKET_LABELS,
  agingReport,
  overdueItems,
  type CreditItem,
  type OpenItem,
} from '@/lib/payments/aging';

/** An open invoice or bill, with the words that name it in the overdue list ("invoice INV-7"). */
export interface LabelledOpenItem extends OpenItem {
  readonly label: string;
}

export interface AgingTableProps {
  /** "Receivables aging" / "Payables aging": the heading and the table's name. */
  readonly title: string;
  /** "Client" / "Vendor": the first column. */
  readonly counterpartyLabel: string;
  /** "Overdue invoices" / "Overdue bills". */
  readonly overdueTitle: string;
  /** What the section ages, for its explanation ("Open amounts of sent invoices"). */
  readonly description: string;
  readonly emptyText: string;
  readonly noOverdueText: string;
  readonly items: readonly LabelledOpenItem[];
  /** Overpayments (a client's or vendor's credit): a column of their own, netted in the total. */
  readonly credits?: readonly CreditItem[];
  /** "Client credit" / "Vendor credit": the credit column's heading. */
  readonly creditLabel?: string;
  readonly assets: ReadonlyMap<string, Asset>;
  readonly nameOf: (counterpartyId: string) => string;
  /** The day to age at, YYYY-MM-DD. */
  readonly asOf: string;
}

const NO_CREDITS: readonly CreditItem[] = [];

/** The aging table (current, 1–30, 31–60, 61–90, over 90 days) and the overdue list. */
export function AgingTable({
  title,
  counterpartyLabel,
  overdueTitle,
  description,
  emptyText,
  noOverdueText,
  items,
  credits = NO_CREDITS,
  creditLabel = 'Credit',
  assets,
  nameOf,
  asOf,
}: AgingTableProps) {
  const report = useMemo(() => agingReport(items, asOf, credits), [items, asOf, credits]);
  const withCredit = report.some((row) => row.credit > 0n);
  const overdue = useMemo(() => overdueItems(items, asOf), [items, asOf]);
  const show = (units: bigint, key: string) => {
    const asset = assets.get(key);
    return asset ? formatQuantity(units, asset, { symbol: true }) : units.toString();
  };
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted ">
        {description} by days past due, on {asOf}
        {withCredit ? `; overpayments are the ${creditLabel.toLowerCase()}, netted in the total` : ''}.
      </p>
      {report.length === 0 ? (
        <p className="text-sm">{emptyText}</p>
      ) : (
        <StatementTable
          caption={title}
          captionHidden
          columns={[
            { header: counterpartyLabel },
            ...AGING_BUCKETS.map((b) => ({ header: AGING_BUCKET_LABELS[b] })),
            ...(withCredit ? [{ header: creditLabel }] : []),
            { header: 'Total' },
          ]}
        >
          {report.map((row) => (
            <StatementRow key={`${row.counterpartyId}:${row.assetId}`} header={nameOf(row.counterpartyId)}>
              {AGING_BUCKETS.map((b) => (
                <StatementCell key={b}>{row.buckets[b] === 0n ? '—' : show(row.buckets[b], row.assetId)}</StatementCell>
              ))}
              {withCredit ? (
                <StatementCell>{row.credit === 0n ? '—' : `−${show(row.credit, row.assetId)}`}</StatementCell>
              ) : null}
              <StatementCell>{show(row.total, row.assetId)}</StatementCell>
            </StatementRow>
          ))}
        </StatementTable>
      )}
      <h3 className="text-lg font-semibold">{overdueTitle}</h3>
      {overdue.length === 0 ? (
        <p className="text-sm">{noOverdueText}</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label={overdueTitle}>
          {overdue.map((item) => (
            <li key={item.id}>
              {nameOf(item.counterpartyId)}, {item.label}: {show(item.open, item.assetId)} due {item.dueDate},{' '}
              {item.daysOverdue} day{item.daysOverdue === 1 ? '' : 's'} overdue
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
