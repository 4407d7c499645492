import type { CorruptRecord } from '@/lib/db/records';
import { Alert } from '@/components/ui/alert';

/** How many corrupt rows are listed one by one; a damaged 100k-row table must not render 100k items. */
export const CORRUPT_LIST_LIMIT = 20;

/** Says which stored rows failed their schema on read (they are kept in storage, not shown); lists the first `limit`. */
export function CorruptRecordsNotice({
  corrupt,
  noun,
  limit = CORRUPT_LIST_LIMIT,
}: {
  corrupt: readonly CorruptRecord[];
  noun: string;
  limit?: number;
}) {
  if (corrupt.length === 0) return null;
  const numbers = new Intl.NumberFormat();
  const count = numbers.format(corrupt.length);
  const more = corrupt.length - limit;
  return (
    <Alert
      tone="warning"
      title={`${count} stored ${noun}${corrupt.length === 1 ? '' : 's'} could not be read and ${corrupt.length === 1 ? 'is' : 'are'} not shown.`}
    >
      <ul className="list-disc pl-5">
        {corrupt.slice(0, limit).map((record) => (
          <li key={`${record.table}:${record.key}`} className="break-words">
            {record.key}: {record.problems.join('; ')}
          </li>
        ))}
        {more > 0 ? <li>and {numbers.format(more)} more</li> : null}
      </ul>
      <p className="mt-1">They stay in storage untouched; importing a backup replaces them.</p>
    </Alert>
  );
}
