// The "save as template" form: a name, the booking and an optional schedule, checked per field.
import type { DistributionTemplate } from '@/lib/db/entities/distribution';
import { isIsoDay } from '@/lib/primitives/iso-day';
import type { Booking } from './booking';
import type { DraftCheck, DistributionDraft } from './editor-draft';
import type { ScheduleUnit } from './schedule';

export interface TemplateDraft {
  readonly name: string;
  readonly repeat: 'none' | ScheduleUnit;
  readonly interval: string;
  readonly firstDue: string;
}

export const EMPTY_TEMPLATE_DRAFT: TemplateDraft = { name: '', repeat: 'none', interval: '1', firstDue: '' };
export type TemplateField = 'name' | 'interval' | 'firstDue' | 'list';

type Values = Omit<DistributionTemplate, 'id' | 'createdAt' | 'updatedAt' | 'revision'>;

/** The template's values from the form, the list and the booking; or a message per field. */
export function checkTemplateDraft(
  form: TemplateDraft,
  draft: DistributionDraft,
  check: DraftCheck,
  booking: Booking,
): { ok: true; value: Values } | { ok: false; errors: Partial<Record<TemplateField, string>> } {
  const errors: Partial<Record<TemplateField, string>> = {};
  const name = form.name.trim();
  if (!name) errors.name = 'Enter a name';
  else if (name.length > 100) errors.name = 'Use at most 100 characters';
  const interval = Number(form.interval);
  if (form.repeat !== 'none') {
    if (!/^\d+$/.test(form.interval.trim()) || interval < 1 || interval > 366)
      errors.interval = 'Enter a whole number from 1 to 366';
    if (!isIsoDay(form.firstDue)) errors.firstDue = 'Choose the first day it is due';
  }
  if (!check.ok) errors.list = 'Fix the recipient list first: a template is saved only from a list that previews';
  if (Object.keys(errors).length > 0 || !check.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      asset: check.asset,
      mode: draft.mode,
      total: check.plan.mode === 'percent' ? check.plan.total.toString() : '0',
      recipients: check.plan.payments.map((p) => ({ address: p.address, share: p.share })),
      postAs: booking.postAs,
      accountCode: booking.accountCode,
      schedule: form.repeat === 'none' ? null : { every: form.repeat, interval, nextDue: form.firstDue },
    },
  };
}
