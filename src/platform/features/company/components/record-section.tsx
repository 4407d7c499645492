// What the Company page's two record sections (the team's members, the treasury's wallets) share
// around their table: the add and edit drafts kept across a wallet lock, the unsaved-changes flag,
// Remove with Undo, and the storage notices above the table.
import type { BaseRevision } from '@/lib/db/revision-save';
import type { CorruptRecord } from '@/lib/db/records';
import type { LiveQueryState } from '@/lib/db/use-live-query';
import { useDirtyFlag, useDraft } from '@/components/ui/drafts';
import { useRemoveWithUndo } from '@/components/ui/use-remove-with-undo';
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import { StorageAlert } from '@/components/workspace/storage-alert';

interface StoredRecord {
  readonly id: string;
  readonly revision: number;
}

type LiveRecords<Rec> = LiveQueryState<{ readonly records: readonly Rec[]; readonly corrupt: CorruptRecord[] }>;

/**
 * The record being edited. Untouched (draft null), the form follows storage; the first change
 * fixes the revision it builds on (`base`), which a save then requires (two tabs, two people).
 */
interface Editing<Draft> {
  readonly id: string;
  readonly base: number;
  readonly draft: Draft | null;
}

export interface RecordSectionOptions<Rec extends StoredRecord, Draft> {
  /** Names the kept drafts (`member` → `member-add`, `member-add-open`, `member-edit`). */
  readonly name: string;
  /** The section's unsaved-changes flag. */
  readonly dirtyKey: string;
  readonly live: LiveRecords<Rec>;
  readonly emptyDraft: Draft;
  readonly draftOf: (record: Rec) => Draft;
  readonly isFilled: (draft: Draft) => boolean;
  /** What the Undo message calls a removed record. */
  readonly labelOf: (record: Rec) => string;
  readonly removeRecord: (record: Rec) => Promise<void>;
  /** Puts a removed record back exactly (Undo). */
  readonly restoreRecord: (record: Rec) => Promise<unknown>;
}

/** The drafts, the edited record and Remove with Undo of one record section. */
export function useRecordSection<Rec extends StoredRecord, Draft>(options: RecordSectionOptions<Rec, Draft>) {
  const { name, live, emptyDraft, draftOf } = options;
  const records = live.status === 'ready' ? live.data.records : [];
  const [addDraft, setAddDraft] = useDraft<Draft>(`${name}-add`, emptyDraft);
  // Open or not is a draft too: a wallet that locks and comes back finds the form where it was.
  const [adding, setAdding] = useDraft<boolean>(`${name}-add-open`, false);
  const [editing, setEditing] = useDraft<Editing<Draft> | null>(`${name}-edit`, null);
  const { remove: removeWithUndo, removeError, heading } = useRemoveWithUndo();
  const edited = records.find((record) => record.id === editing?.id) ?? null;
  const editChanged = !!editing?.draft && !!edited && JSON.stringify(editing.draft) !== JSON.stringify(draftOf(edited));
  useDirtyFlag(options.dirtyKey, options.isFilled(addDraft) || editChanged);
  const closeAdd = () => setAdding(false);
  const closeEdit = () => setEditing(null);
  const editDraft = edited ? (editing?.draft ?? draftOf(edited)) : null;

  return {
    records,
    heading,
    removeError,
    remove: async (record: Rec) => {
      const removed = await removeWithUndo(
        options.labelOf(record),
        () => options.removeRecord(record),
        () => options.restoreRecord(record),
      );
      if (removed && editing?.id === record.id) closeEdit();
    },
    add: {
      open: adding,
      show: () => setAdding(true),
      close: closeAdd,
      /** Saved: the next Add starts empty. */
      done: () => {
        setAddDraft(emptyDraft);
        closeAdd();
      },
      /** The add form's draft and Cancel, spread onto the form. */
      form: { draft: addDraft, onDraftChange: setAddDraft, onCancel: closeAdd },
    },
    edit: {
      record: edited,
      start: (record: Rec) => setEditing({ id: record.id, base: record.revision, draft: null }),
      close: closeEdit,
      /** The revision a save builds on: the one kept over a newer version, else the draft's own. */
      base: (chosen?: { readonly revision: BaseRevision }): BaseRevision =>
        chosen ? chosen.revision : editing?.draft ? editing.base : (edited?.revision ?? null),
      /**
       * The edit form's draft (storage's until the first change fixes its base), Cancel, and Take
       * theirs after a refused save (null: removed elsewhere; the form follows storage again).
       */
      form:
        edited && editDraft
          ? {
              draft: editDraft,
              onDraftChange: (draft: Draft) =>
                setEditing({ id: edited.id, base: editing?.draft ? editing.base : edited.revision, draft }),
              onCancel: closeEdit,
              onTakeTheirs: (theirs: Rec | null) =>
                setEditing(theirs ? { id: theirs.id, base: theirs.revision, draft: null } : null),
            }
          : null,
    },
  };
}

/** The storage failures and the unreadable records of a section, above its table. */
export function RecordSectionNotices<Rec>({
  live,
  noun,
  removeError,
}: {
  live: LiveRecords<Rec>;
  noun: string;
  removeError: unknown;
}) {
  return (
    <>
      {live.status === 'error' ? <StorageAlert error={live.error} /> : null}
      {live.status === 'ready' ? <CorruptRecordsNotice corrupt={live.data.corrupt} noun={noun} /> : null}
      {removeError ? <StorageAlert error={removeError} /> : null}
    </>
  );
}
