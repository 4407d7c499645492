import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DateInput } from '@/components/ui/date-input';
import { Fieldset } from '@/components/ui/fieldset';
import { ErrorLine } from '@/components/ui/error-line';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { ActivityKind } from '@/lib/db/entities/comms';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import {
  activityFromDraft,
  emptyActivityDraft,
  localDay,
  type ActivityDraft,
  type ActivityField,
} from '@/platform/features/communications/model/activity-form';
import { addActivity, type CommsData } from '@/platform/features/communications/store/comms-store';

const KIND_OPTIONS = [
  { value: 'call', label: 'Call' },
  { value: 'meeting', label: 'Meeting' },
];

/** "Log a call" / "Log a meeting": when, with whom (the Company team and the other side), the outcome. */
export function ActivityForm({
  db,
  account,
  data,
  kind,
  counterpartyId,
  onDone,
}: {
  db: WorkspaceDb;
  account: string;
  data: CommsData;
  kind: ActivityKind;
  counterpartyId: string | null;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<ActivityDraft>(() =>
    emptyActivityDraft(kind, counterpartyId ?? '', localDay(new Date())),
  );
  const [errors, setErrors] = useState<Partial<Record<ActivityField | 'save', string>>>({});
  const edit = (patch: Partial<ActivityDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const noun = draft.kind === 'call' ? 'call' : 'meeting';

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const checked = activityFromDraft(draft, account, new Date().toISOString(), crypto.randomUUID());
    if (!checked.ok) return setErrors(checked.errors);
    try {
      await addActivity(db, checked.activity);
      onDone();
    } catch (error) {
      setErrors({ save: `Could not save the ${noun}: ${error instanceof Error ? error.message : String(error)}` });
    }
  };

  return (
    <form aria-label={`Log a ${noun}`} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <RadioGroup
        legend="Kind"
        name="activity-kind"
        inline
        options={KIND_OPTIONS}
        value={draft.kind}
        onChange={(value) => edit({ kind: value as ActivityKind })}
      />
      <Select
        label="Client or vendor"
        placeholder="Choose…"
        options={data.counterparties.map((c) => ({ value: c.id, label: c.name }))}
        value={draft.counterpartyId}
        error={errors.counterpartyId}
        onChange={(event) => edit({ counterpartyId: event.target.value })}
      />
      <div className="flex flex-wrap gap-3">
        <DateInput label="Date" value={draft.date} error={errors.date} onChange={(date) => edit({ date })} />
        <Input
          label="Time (optional)"
          type="time"
          value={draft.time}
          error={errors.time}
          onChange={(event) => edit({ time: event.target.value })}
        />
      </div>
      <Input
        label="Subject"
        value={draft.subject}
        error={errors.subject}
        onChange={(event) => edit({ subject: event.target.value })}
      />
      <Fieldset legend="Who of the team took part" error={errors.participants}>
        {data.teamMembers.map((member) => (
          <Checkbox
            key={member.id}
            label={member.name}
            checked={draft.participants.includes(member.id)}
            onChange={(event) =>
              edit({
                participants: event.target.checked
                  ? [...draft.participants, member.id]
                  : draft.participants.filter((id) => id !== member.id),
              })
            }
          />
        ))}
      </Fieldset>
      <Input
        label="Others (optional)"
        hint="The other side's people"
        value={draft.others}
        error={errors.others}
        onChange={(event) => edit({ others: event.target.value })}
      />
      <Textarea
        label="Outcome"
        rows={4}
        value={draft.outcome}
        error={errors.outcome}
        onChange={(event) => edit({ outcome: event.target.value })}
      />
      <ErrorLine message={errors.save} />
      <div className="flex gap-2">
        <Button type="submit">Log {noun}</Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
