import { Amount } from '@/components/ui/amount';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Table } from '@/components/ui/table';
import type { SuggestedRow } from '@/lib/insights/run-insights';
import { formatDate, type DateFormatSettings } from '@/lib/primitives/date-format';

const SOURCES = { rule: 'Your rule', counterparty: 'Counterparty’s usual', model: 'Learned' } as const;

interface SuggestionsProps {
  readonly suggestions: readonly SuggestedRow[];
  readonly uncategorised: number;
  readonly busy: ReadonlySet<string>;
  readonly onAccept: (suggestion: SuggestedRow) => void;
  readonly onReject: (suggestion: SuggestedRow) => void;
  /** The company's date settings (useDateSettings). */
  readonly dates: DateFormatSettings;
}

/** Uncategorised transactions with a suggested category to accept or reject. */
export function SuggestionsTable({ suggestions, uncategorised, busy, onAccept, onReject, dates }: SuggestionsProps) {
  const day = (row: SuggestedRow) => formatDate(row.time, dates);
  return (
    <Table
      label="Suggested categories"
      rows={suggestions}
      rowKey={(row) => row.transactionId}
      rowName={(row) => `${row.counterpartyName}, ${day(row)}: ${row.category}`}
      rowTestId={(row) => `suggestion-${row.hash}`}
      minWidth="44rem"
      empty={
        <EmptyState
          title="No suggestions"
          description={
            uncategorised === 0
              ? 'Every transaction has a category.'
              : `${uncategorised} transactions have no category, and no guess is confident enough yet.`
          }
        />
      }
      columns={[
        { id: 'date', header: 'Date', cell: day, className: 'whitespace-nowrap' },
        { id: 'who', header: 'Counterparty', cell: (row) => row.counterpartyName, rowHeader: true },
        {
          id: 'amount',
          header: 'Amount',
          numeric: true,
          cell: (row) => (
            <Amount
              units={row.direction === 'out' ? -row.units : row.units}
              asset={row.asset.decimals}
              symbol={row.asset.symbol}
            />
          ),
        },
        { id: 'category', header: 'Suggested', cell: (row) => row.category },
        {
          id: 'confidence',
          header: 'Confidence',
          numeric: true,
          cell: (row) => `${Math.round(row.confidence * 100)}%`,
        },
        { id: 'source', header: 'From', cell: (row) => SOURCES[row.source] },
        {
          id: 'answer',
          header: 'Answer',
          cell: (row) => (
            <span className="flex gap-2">
              <Button
                variant="secondary"
                disabled={busy.has(row.transactionId)}
                onClick={() => onAccept(row)}
                aria-label={`Accept ${row.category} for ${row.counterpartyName} on ${day(row)}`}
              >
                Accept
              </Button>
              <Button
                variant="ghost"
                disabled={busy.has(row.transactionId)}
                onClick={() => onReject(row)}
                aria-label={`Reject ${row.category} for ${row.counterpartyName} on ${day(row)}`}
              >
                Reject
              </Button>
            </span>
          ),
        },
      ]}
    />
  );
}
