import type { CorruptRecord } from '../../lib/db/records';

/** Says which stored rows failed their schema on read (they are kept in storage, not shown). */
export function CorruptRecordsNotice({ corrupt, noun }: { corrupt: readonly CorruptRecord[]; noun: string }) {
  if (corrupt.length === 0) return null;
  const count = new Intl.NumberFormat().format(corrupt.length);
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="font-semibold">
        {count} stored {noun}
        {corrupt.length === 1 ? '' : 's'} could not be read and {corrupt.length === 1 ? 'is' : 'are'} not shown.
      </p>
      <ul className="mt-1 list-disc pl-5">
        {corrupt.map((record) => (
          <li key={`${record.table}:${record.key}`} className="break-words">
            {record.key}: {record.problems.join('; ')}
          </li>
        ))}
      </ul>
      <p className="mt-1">They stay in storage untouched; importing a backup replaces them.</p>
    </div>
  );
}
