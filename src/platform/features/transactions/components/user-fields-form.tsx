import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { RevisionConflict } from '@/components/workspace/revision-conflict';
import { keepMineOver, StaleRevisionError } from '@/lib/db/revision-save';
import { diffFields, type DiffField } from '@/lib/forms/field-diff';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { StatusLine } from '@/components/ui/status-line';
import { describeStorageError } from '@/lib/db/storage-errors';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import {
  CATEGORY_MAX,
  MEMO_MAX,
  parseUserFields,
  type UserFieldErrors,
  type UserFieldsDraft,
} from '@/platform/features/transactions/model/user-fields';

export interface UserFieldsFormProps {
  readonly row: ChainTransaction;
  /** Saves on top of `baseRevision`; rejects with StaleRevisionError when the row moved on. */
  readonly onSave: (fields: { category: string | null; memo: string }, baseRevision: number) => Promise<void>;
}

const DIFF_FIELDS: readonly DiffField<UserFieldsDraft>[] = [
  { key: 'category', label: 'Category' },
  { key: 'memo', label: 'Memo' },
];

const draftOf = (row: Pick<ChainTransaction, 'category' | 'memo'>): UserFieldsDraft => ({
  category: row.category ?? '',
  memo: row.memo,
});

/** Category and memo of one row; what was typed stays in the fields when saving fails. */
export function UserFieldsForm({ row, onSave }: UserFieldsFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<UserFieldsDraft>(() => draftOf(row));
  // The revision the draft started from: a save on top of a newer one is refused, not lost.
  const [base, setBase] = useState(row.revision);
  const [conflict, setConflict] = useState<{
    theirs: ChainTransaction;
    error: StaleRevisionError;
    key: number;
  } | null>(null);
  const [errors, setErrors] = useState<UserFieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = draft.category.trim() !== (row.category ?? '') || draft.memo !== row.memo;

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setMessage(null);
    setFailure(null);
    const parsed = parseUserFields(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = parsed.errors.category ? `${id}-category` : `${id}-memo`;
      document.getElementById(first)?.focus();
      return;
    }
    setErrors({});
    await save(parsed.value, base);
  };

  const save = async (fields: { category: string | null; memo: string }, baseRevision: number) => {
    setSaving(true);
    try {
      await onSave(fields, baseRevision);
      setConflict(null);
      setBase(baseRevision + 1);
      setMessage('Saved');
    } catch (error) {
      if (error instanceof StaleRevisionError && error.stored) {
        setConflict((current) => ({ theirs: error.stored as ChainTransaction, error, key: (current?.key ?? 0) + 1 }));
        return;
      }
      const { title, message: detail } = describeStorageError(error);
      setFailure(`${title}: ${detail}`);
    } finally {
      setSaving(false);
    }
  };

  const keepMine = () => {
    if (!conflict) return;
    const parsed = parseUserFields(draft);
    if (!parsed.ok) return;
    // Only the fields this form changed are taken over the newer row (lib/db/revision-save).
    keepMineOver(conflict.error);
    void save(parsed.value, conflict.theirs.revision);
  };

  const takeTheirs = () => {
    if (!conflict) return;
    setDraft(draftOf(conflict.theirs));
    setBase(conflict.theirs.revision);
    setConflict(null);
  };

  const edit = (key: keyof UserFieldsDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setMessage(null);
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  return (
    <form aria-label="Category and memo" noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <Input
        id={`${id}-category`}
        label="Category"
        error={errors.category}
        hint={`Up to ${CATEGORY_MAX} characters; empty for none.`}
        type="text"
        value={draft.category}
        onChange={(event) => edit('category', event.target.value)}
      />
      <Textarea
        id={`${id}-memo`}
        label="Memo"
        error={errors.memo}
        hint={`Up to ${MEMO_MAX} characters.`}
        rows={3}
        value={draft.memo}
        onChange={(event) => edit('memo', event.target.value)}
      />
      {conflict ? (
        <RevisionConflict
          noun="transaction's category and memo"
          changes={diffFields(draftOf(conflict.theirs), draft, DIFF_FIELDS)}
          focusKey={conflict.key}
          busy={saving}
          onKeepMine={keepMine}
          onTakeTheirs={takeTheirs}
        />
      ) : null}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={saving || !dirty}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <StatusLine message={message} />
      </div>
    </form>
  );
}
