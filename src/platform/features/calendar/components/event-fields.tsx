import { useMemo } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { DateInput } from '@/components/ui/date-input';
import { Fieldset } from '@/components/ui/fieldset';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { LinkOption } from '@/lib/calendar/calendar-read';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { timeZoneNames } from '@/lib/primitives/time-zone';
import type { EventDraft, EventField } from '@/platform/features/calendar/model/event-form';

export interface EventFieldsProps {
  readonly draft: EventDraft;
  readonly errors: FieldErrors<EventField>;
  readonly links: readonly LinkOption[];
  readonly onChange: (patch: Partial<EventDraft>) => void;
}

const REPEATS = [
  { value: '', label: 'Does not repeat' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];
const ENDS = [
  { value: 'never', label: 'Never' },
  { value: 'until', label: 'On a day' },
  { value: 'count', label: 'After a number of times' },
];

/** The event form's fields: title, when (all-day or times in a zone), repeat, notes, linked record. */
export function EventFields({ draft, errors, links, onChange }: EventFieldsProps) {
  const zones = useMemo(() => timeZoneNames().map((zone) => ({ value: zone, label: zone })), []);
  const linkOptions = useMemo(() => links.map((l) => ({ value: `${l.kind}:${l.id}`, label: l.label })), [links]);
  return (
    <>
      <Input
        label="Title"
        value={draft.title}
        error={errors.title}
        onChange={(e) => onChange({ title: e.target.value })}
      />
      <Checkbox label="All day" checked={draft.allDay} onChange={(e) => onChange({ allDay: e.target.checked })} />
      <div className="grid gap-3 sm:grid-cols-2">
        <DateInput
          label="Starts"
          value={draft.startDay}
          error={errors.startDay}
          onChange={(v) => onChange({ startDay: v })}
        />
        {draft.allDay ? null : (
          <Input
            label="Start time"
            type="time"
            value={draft.startTime}
            onChange={(e) => onChange({ startTime: e.target.value })}
          />
        )}
        <DateInput label="Ends" value={draft.endDay} error={errors.endDay} onChange={(v) => onChange({ endDay: v })} />
        {draft.allDay ? null : (
          <Input
            label="End time"
            type="time"
            value={draft.endTime}
            onChange={(e) => onChange({ endTime: e.target.value })}
          />
        )}
      </div>
      {draft.allDay ? null : (
        <Select
          label="Time zone"
          options={zones}
          value={draft.timeZone}
          error={errors.timeZone}
          onChange={(e) => onChange({ timeZone: e.target.value })}
        />
      )}
      <Fieldset legend="Repeat">
        <div className="grid gap-3 sm:grid-cols-2">
          <Select
            label="Repeats"
            options={REPEATS}
            value={draft.repeat}
            error={errors.repeat}
            onChange={(e) => onChange({ repeat: e.target.value as EventDraft['repeat'] })}
          />
          {draft.repeat ? (
            <Input
              label="Every"
              hint={`How many ${draft.repeat === 'daily' ? 'days' : draft.repeat.replace('ly', 's')} apart`}
              inputMode="numeric"
              value={draft.interval}
              error={errors.interval}
              onChange={(e) => onChange({ interval: e.target.value })}
            />
          ) : null}
        </div>
        {draft.repeat ? (
          <>
            <RadioGroup
              legend="Ends"
              name="repeat-ends"
              options={ENDS}
              value={draft.ends}
              onChange={(value) => onChange({ ends: value as EventDraft['ends'] })}
            />
            {draft.ends === 'until' ? (
              <DateInput
                label="Last day"
                value={draft.until}
                error={errors.until}
                onChange={(v) => onChange({ until: v })}
              />
            ) : null}
            {draft.ends === 'count' ? (
              <Input
                label="Times"
                inputMode="numeric"
                value={draft.count}
                error={errors.count}
                onChange={(e) => onChange({ count: e.target.value })}
              />
            ) : null}
          </>
        ) : null}
      </Fieldset>
      <Textarea
        label="Notes"
        rows={3}
        value={draft.notes}
        error={errors.notes}
        onChange={(e) => onChange({ notes: e.target.value })}
      />
      <Select
        label="Linked record"
        options={[{ value: '', label: 'None' }, ...linkOptions]}
        value={draft.link}
        onChange={(e) => onChange({ link: e.target.value })}
      />
    </>
  );
}
