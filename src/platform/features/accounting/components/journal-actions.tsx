import { useState } from 'react';
import { Menu, type MenuItem } from '@/components/ui/menu';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { isManualDraft } from '@/platform/features/accounting/model/journal-filter';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';

interface EntryActionsProps {
  readonly entry: JournalEntry;
  readonly store: AccountingStore;
  /** Today (UTC), the date of a reversal. */
  readonly today: string;
  /** Shows a refusal next to the journal (null clears it). */
  readonly onResult: (message: string | null) => void;
  /** Removes through the page's Undo toast. */
  readonly removeWithUndo: (
    label: string,
    remove: () => Promise<void>,
    restore: () => Promise<unknown>,
  ) => Promise<boolean>;
}

/** A store's refusal (not a storage failure), thrown through Remove-with-Undo so it shows as said. */
export class RefusedError extends Error {
  override name = 'RefusedError';
}

const fail = (result: { ok: true } | { ok: false; message: string }) => {
  if (!result.ok) throw new RefusedError(result.message);
};

/** A journal row's actions menu: Reverse a live manual entry; Post or Delete a manual draft. */
export function EntryActions({ entry: e, store, today, onResult, removeWithUndo }: EntryActionsProps) {
  const label = `${e.date} ${e.memo}`.trim();
  const [busy, setBusy] = useState(false);
  // A refusal or a storage failure (quota, closed database) is said next to the journal; one call at a time.
  const act = (call: () => Promise<{ ok: true } | { ok: false; message: string }>) => {
    if (busy) return;
    setBusy(true);
    void call()
      .then((result) => onResult(result.ok ? null : result.message))
      .catch((failure: unknown) => onResult(failure instanceof Error ? failure.message : String(failure)))
      .finally(() => setBusy(false));
  };
  const items: MenuItem[] = [];
  if (isManualDraft(e)) {
    items.push(
      { label: 'Post draft', disabled: busy, onSelect: () => act(() => store.postDraft(e.id)) },
      {
        label: 'Delete draft',
        tone: 'danger',
        onSelect: () =>
          void removeWithUndo(
            `the draft of ${label}`,
            async () => fail(await store.deleteDraft(e.id)),
            async () => fail(await store.restoreDraft(e)),
          ),
      },
    );
  } else if (e.status === 'posted' && !e.reversedBy && !e.reversalOf && e.source === 'manual') {
    // Dated today: a reversal is a new fact; the original stays in its own period.
    items.push({ label: 'Reverse', disabled: busy, onSelect: () => act(() => store.reverse(e.id, today)) });
  }
  return items.length > 0 ? <Menu label={`Actions for entry of ${label}`} items={items} /> : null;
}
