// The "Log a call" / "Log a meeting" form: its draft, checked by the entity's schema.
import { getAddress } from 'ethers';
import { commsActivitySchema, type ActivityKind, type CommsActivity } from '@/lib/db/entities/comms';

export interface ActivityDraft {
  readonly kind: ActivityKind;
  readonly counterpartyId: string;
  readonly date: string;
  readonly time: string;
  readonly subject: string;
  readonly participants: readonly string[];
  readonly others: string;
  readonly outcome: string;
}

export type ActivityField = 'counterpartyId' | 'date' | 'time' | 'subject' | 'participants' | 'others' | 'outcome';

/** An empty draft for `kind` with the given counterparty and day. */
export function emptyActivityDraft(kind: ActivityKind, counterpartyId: string, today: string): ActivityDraft {
  return { kind, counterpartyId, date: today, time: '', subject: '', participants: [], others: '', outcome: '' };
}

export type ActivityCheck =
  { ok: true; activity: CommsActivity } | { ok: false; errors: Partial<Record<ActivityField, string>> };

/** The call or meeting the draft logs, by `loggedBy`, or the message under each wrong field. */
export function activityFromDraft(draft: ActivityDraft, loggedBy: string, now: string, id: string): ActivityCheck {
  const parsed = commsActivitySchema.safeParse({
    id,
    ...draft,
    counterpartyId: draft.counterpartyId === '' ? undefined : draft.counterpartyId,
    participants: [...draft.participants],
    loggedBy: getAddress(loggedBy),
    createdAt: now,
    updatedAt: now,
    revision: 1,
  });
  if (parsed.success) return { ok: true, activity: parsed.data };
  const errors: Partial<Record<ActivityField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ActivityField;
    if (!errors[field]) errors[field] = field === 'counterpartyId' ? 'Choose a client or vendor' : issue.message;
  }
  return { ok: false, errors };
}

/** The reader's local day (YYYY-MM-DD): a call logged at 00:30 is on the day the user lived it. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
