import { useMemo, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Fieldset } from '@/components/ui/fieldset';
import { ErrorLine } from '@/components/ui/error-line';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { mentionOptions } from '@/platform/features/communications/model/feed';
import {
  addMention,
  EMPTY_NOTE_DRAFT,
  noteFromDraft,
  type NoteDraft,
} from '@/platform/features/communications/model/note-form';
import { addNote, type CommsData } from '@/platform/features/communications/store/comms-store';

/** "New note": the text and the records it mentions; the author is the connected wallet. */
export function NoteForm({
  db,
  account,
  data,
  counterpartyId,
  onDone,
}: {
  db: WorkspaceDb;
  account: string;
  data: CommsData;
  counterpartyId: string | null;
  onDone: () => void;
}) {
  const options = useMemo(() => mentionOptions(data), [data]);
  const start = options.find((option) => option.value === `counterparty:${counterpartyId}`);
  const [draft, setDraft] = useState<NoteDraft>(start ? addMention(EMPTY_NOTE_DRAFT, start.mention) : EMPTY_NOTE_DRAFT);
  const [picked, setPicked] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'body' | 'mentions' | 'save', string>>>({});

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const checked = noteFromDraft(draft, account, new Date().toISOString(), crypto.randomUUID());
    if (!checked.ok) return setErrors(checked.errors);
    try {
      await addNote(db, checked.note);
      onDone();
    } catch (error) {
      setErrors({ save: `Could not save the note: ${error instanceof Error ? error.message : String(error)}` });
    }
  };

  return (
    <form aria-label="New note" onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <Textarea
        label="Note"
        rows={5}
        value={draft.body}
        error={errors.body}
        onChange={(event) => setDraft({ ...draft, body: event.target.value })}
      />
      <Fieldset legend="Mentions" error={errors.mentions}>
        {draft.mentions.length > 0 ? (
          <ul className="space-y-1 text-sm">
            {draft.mentions.map((mention) => (
              <li key={`${mention.kind}:${mention.id}`} className="flex items-center justify-between gap-2">
                <span className="min-w-0 break-words">{mention.label}</span>
                <Button
                  variant="ghost"
                  aria-label={`Remove the mention of ${mention.label}`}
                  onClick={() => setDraft({ ...draft, mentions: draft.mentions.filter((m) => m !== mention) })}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">None yet.</p>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <Select
            label="Mention a record"
            placeholder="Choose a client, vendor, invoice, bill or document"
            options={options.map(({ value, label }) => ({ value, label }))}
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
          />
          <Button
            variant="secondary"
            disabled={picked === ''}
            onClick={() => {
              const option = options.find((o) => o.value === picked);
              if (option) setDraft(addMention(draft, option.mention));
              setPicked('');
            }}
          >
            Add mention
          </Button>
        </div>
      </Fieldset>
      <ErrorLine message={errors.save} />
      <div className="flex gap-2">
        <Button type="submit">Post note</Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
