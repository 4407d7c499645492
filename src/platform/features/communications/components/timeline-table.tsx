import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Amount } from '@/components/ui/amount';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Table, type TableColumn } from '@/components/ui/table';
import type { DateFormatSettings } from '@/lib/primitives/date-format';
import {
  TIMELINE_KIND_LABELS,
  type TimelineItem,
  type TimelineKind,
} from '@/platform/features/communications/model/timeline';
import { formatWhen } from './format-when';

const TONES: Readonly<Record<TimelineKind, BadgeTone>> = {
  invoice: 'info',
  bill: 'info',
  payment: 'success',
  mail: 'info',
  document: 'neutral',
  note: 'neutral',
  call: 'warning',
  meeting: 'warning',
  signed: 'success',
};

const columnsFor = (dates: DateFormatSettings): readonly TableColumn<TimelineItem>[] => [
  { id: 'when', header: 'When', cell: (item) => formatWhen(item.at, dates), className: 'whitespace-nowrap' },
  {
    id: 'kind',
    header: 'Kind',
    cell: (item) => <Badge tone={TONES[item.kind]}>{TIMELINE_KIND_LABELS[item.kind]}</Badge>,
  },
  {
    id: 'what',
    header: 'What',
    rowHeader: true,
    cell: (item) => (
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">{item.title}</p>
        {item.detail ? <p className="break-words whitespace-pre-line text-muted">{item.detail}</p> : null}
        {item.link ? (
          <Link to={item.link.path} className="text-link underline underline-offset-2">
            {item.link.label}
          </Link>
        ) : null}
      </div>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    numeric: true,
    cell: (item) => (item.amount ? <Amount units={item.amount.units} asset={item.amount.asset} /> : null),
  },
];

/** The timeline's items as a table: when, kind, what (with its link), amount. */
export function TimelineTable({
  label,
  items,
  loading,
  filtered,
  dates,
}: {
  label: string;
  items: readonly TimelineItem[];
  loading: boolean;
  filtered: boolean;
  /** The company's date settings (lib/db/use-date-settings). */
  dates: DateFormatSettings;
}) {
  const columns = useMemo(() => columnsFor(dates), [dates]);
  return (
    <Table
      label={label}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      rowTestId={(item) => `timeline-${item.id}`}
      loading={loading}
      empty={filtered ? 'Nothing of this kind yet.' : 'Nothing yet: no invoices, bills, notes, calls or messages.'}
    />
  );
}
