import { Address } from './address';
import { Disclosure } from './disclosure';
import { Table } from './table';
import { formatDateTime, type DateFormatSettings } from '@/lib/primitives/date-format';

/** One losing write of one field: what every device keeps, what lost, who wrote it and when. */
export interface ChangeHistoryEntry {
  /** The field's name as the form labels it ("E-mail"). */
  readonly field: string;
  readonly kept: string;
  readonly lost: string;
  /** The device that wrote the losing value. */
  readonly device: string;
  /** Its member's wallet (null when unknown). */
  readonly member: string | null;
  /** ISO time the device saved it (null when unknown). */
  readonly at: string | null;
}

function when(at: string | null, dates: DateFormatSettings) {
  if (!at || Number.isNaN(Date.parse(at))) return 'Unknown';
  return <time dateTime={at}>{formatDateTime(at, dates)}</time>;
}

/**
 * A record's concurrent edits behind one line: two devices wrote the same field at once, every
 * device keeps the same value, and the values that lost stay readable here. Renders nothing when
 * there are none.
 */
export function ChangeHistory({
  entries,
  dates = {},
}: {
  entries: readonly ChangeHistoryEntry[];
  /** The company's date settings (lib/db/use-date-settings); the browser's when left out. */
  dates?: DateFormatSettings;
}) {
  if (entries.length === 0) return null;
  return (
    <Disclosure summary={`History: ${entries.length} concurrent ${entries.length === 1 ? 'edit' : 'edits'}`}>
      <p className="text-sm text-muted">
        These fields were changed on two devices at once. Every device keeps the same value; the other one is shown here
        and can be typed in again.
      </p>
      <Table
        label="Concurrent edits"
        rows={entries}
        rowKey={(entry) => `${entry.field}:${entry.device}:${entry.lost}`}
        rowLabel={(entry) => entry.field}
        columns={[
          { id: 'field', header: 'Field', rowHeader: true, cell: (entry) => entry.field },
          { id: 'kept', header: 'Kept', cell: (entry) => <span className="break-all">{entry.kept}</span> },
          { id: 'lost', header: 'Not kept', cell: (entry) => <span className="break-all">{entry.lost}</span> },
          {
            id: 'by',
            header: 'By',
            cell: (entry) => (
              <div className="flex flex-col">
                {entry.member ? <Address address={entry.member} /> : <span>Unknown member</span>}
                <span className="text-xs text-muted">{`Device ${entry.device.slice(0, 10)}…`}</span>
              </div>
            ),
          },
          { id: 'at', header: 'When', cell: (entry) => when(entry.at, dates) },
        ]}
      />
    </Disclosure>
  );
}
