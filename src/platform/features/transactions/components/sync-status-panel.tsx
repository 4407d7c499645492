import { useId } from 'react';
import { Card } from '@/components/ui/card';
import type { AddressBook } from '@/lib/chain/address-book';
import { nameOf } from '@/lib/chain/address-book';
import type { SyncCursor } from '@/lib/db/entities/sync-cursor';
import { syncGroups } from '@/platform/features/transactions/model/sync-status';
import { AddressText } from './address-text';

const STATE_CLASSES = {
  live: 'bg-success',
  'catching-up': 'bg-info',
  paused: 'bg-warning',
} as const;

/** Where the sync engine stands per network and wallet (a polite live region). */
export function SyncStatusPanel({ cursors, book }: { cursors: readonly SyncCursor[]; book: AddressBook }) {
  const headingId = useId();
  const groups = syncGroups(cursors);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold">
        Sync status
      </h2>
      <div role="status" aria-live="polite" className="space-y-2">
        {groups.length === 0 ? <p className="text-sm text-muted">Sync has not started yet.</p> : null}
        {groups.length > 0 ? (
          <ul className="grid gap-2 md:grid-cols-2">
            {groups.map((group) => (
              <li key={group.key}>
                <Card className="text-sm">
                  <p className="flex flex-wrap items-center gap-x-2">
                    <span className="font-medium">{group.network}</span>
                    <AddressText address={group.wallet} name={nameOf(book, group.wallet)} copy={false} />
                  </p>
                  <ul className="mt-1 space-y-1">
                    {group.lines.map((line) => (
                      <li key={line.id} className="flex items-center gap-2">
                        <span
                          aria-hidden="true"
                          className={`size-2 shrink-0 rounded-full ${STATE_CLASSES[line.state]}`}
                        />
                        <span>
                          {line.source}: {line.text}
                        </span>
                        {line.progress !== null ? (
                          <progress
                            value={line.progress}
                            max={1}
                            aria-label={`${line.source} progress`}
                            className="ml-auto h-2 w-24"
                          />
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
