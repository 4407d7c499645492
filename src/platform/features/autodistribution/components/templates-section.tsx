import { Card } from '@/components/ui/card';
import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useDraft } from '@/components/ui/drafts';
import { ErrorMessage } from '@/components/ui/error-line';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StatusLine } from '@/components/ui/status-line';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { DEFAULT_BOOKING, type Booking } from '@/platform/features/autodistribution/model/booking';
import {
  checkDistributionDraft,
  EMPTY_DISTRIBUTION_DRAFT,
  type DistributionDraft,
} from '@/platform/features/autodistribution/model/editor-draft';
import {
  checkTemplateDraft,
  EMPTY_TEMPLATE_DRAFT,
  type TemplateDraft,
} from '@/platform/features/autodistribution/model/template-form';
import { addTemplate } from '@/platform/features/autodistribution/store/template-store';
import { TemplateList } from './template-list';

const REPEAT_OPTIONS = [
  { value: 'none', label: 'Never' },
  { value: 'week', label: 'Every … weeks' },
  { value: 'month', label: 'Every … months' },
  { value: 'day', label: 'Every … days (custom)' },
];

/** Save the list as a template (with an optional schedule) and the saved templates with what is due. */
export function TemplatesSection({
  db,
  assets,
  onLoaded,
}: {
  db: WorkspaceDb;
  assets: readonly Asset[];
  /** Told once a template is in the editor (the page then shows the editor). */
  onLoaded?: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useDraft<DistributionDraft>('distribution', EMPTY_DISTRIBUTION_DRAFT);
  const [booking, setBooking] = useDraft<Booking>('booking', DEFAULT_BOOKING);
  const [form, setForm] = useDraft<TemplateDraft>('template', EMPTY_TEMPLATE_DRAFT);
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const result = checkTemplateDraft(form, draft, checkDistributionDraft(draft, assets), booking);
  const errors = result.ok || !submitted ? {} : result.errors;

  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setStatus(null);
    if (!result.ok) return;
    const now = new Date().toISOString();
    const template = await addTemplate(db, crypto.randomUUID(), result.value, now);
    setBooking({ ...booking, templateId: template.id });
    setForm(EMPTY_TEMPLATE_DRAFT);
    setSubmitted(false);
    setStatus(`Saved the template "${template.name}".`);
  };

  return (
    <Card title="Templates and schedules">
      <div className="space-y-4">
        <p role="note" className="text-sm">
          Schedules are reminders. Ledgerline has no server, so it cannot pay anyone while this page is closed: a
          distribution that is due shows here with “Run now”, and you check and sign it like any other.
        </p>
        <form
          aria-label="Save as template"
          noValidate
          onSubmit={(e) => void save(e)}
          className="grid gap-3 sm:grid-cols-4"
        >
          <Input
            id={`${id}-name`}
            label="Template name"
            error={errors.name}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
          <Select
            id={`${id}-repeat`}
            label="Repeat"
            options={REPEAT_OPTIONS}
            value={form.repeat}
            onChange={(e) => setForm({ ...form, repeat: e.target.value as TemplateDraft['repeat'] })}
          />
          {form.repeat !== 'none' ? (
            <>
              <Input
                id={`${id}-interval`}
                label="Interval"
                error={errors.interval}
                inputMode="numeric"
                value={form.interval}
                onChange={(e) => setForm({ ...form, interval: e.target.value })}
              />
              <Input
                id={`${id}-first`}
                label="First due on"
                error={errors.firstDue}
                type="date"
                value={form.firstDue}
                onChange={(e) => setForm({ ...form, firstDue: e.target.value })}
              />
            </>
          ) : null}
          <div className="sm:col-span-4">
            {errors.list ? <ErrorMessage>{errors.list}</ErrorMessage> : null}
            <Button type="submit" variant="secondary">
              Save the list as a template
            </Button>
            <StatusLine message={status} />
          </div>
        </form>
        <TemplateList
          db={db}
          onLoad={(next, nextBooking, words) => {
            setDraft(next);
            setBooking(nextBooking);
            setStatus(words);
            onLoaded?.();
          }}
          onStatus={setStatus}
        />
      </div>
    </Card>
  );
}
