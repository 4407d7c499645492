// The recurring item form: what is typed (text as typed, the asset by key) and the record it
// becomes, checked by the record's schema (the one boundary every save goes through).
import { recurringItemSchema, type RecurringCadence, type RecurringItem } from '@/lib/db/entities/recurring-item';
import { assetId, type Asset } from '@/lib/money/asset';
import { toDecimalString } from '@/lib/money/decimal-string';
import { parseAmount } from '@/lib/money/parse-amount';

export interface RecurringDraft {
  readonly name: string;
  readonly direction: 'in' | 'out';
  readonly assetKey: string;
  readonly amount: string;
  readonly cadence: RecurringCadence;
  readonly firstDate: string;
  readonly endDate: string;
  readonly category: string;
  readonly counterpartyId: string;
}

export type DraftErrors = Partial<Record<keyof RecurringDraft, string>>;

/** A blank form starting today, in the first asset offered. */
export function emptyDraft(assets: readonly Asset[], today: string): RecurringDraft {
  const first = assets[0];
  return {
    name: '',
    direction: 'out',
    assetKey: first ? assetId(first) : '',
    amount: '',
    cadence: 'monthly',
    firstDate: today,
    endDate: '',
    category: '',
    counterpartyId: '',
  };
}

/** The form of a saved item. */
export function draftOf(item: RecurringItem): RecurringDraft {
  return {
    name: item.name,
    direction: item.direction,
    assetKey: assetId(item.asset),
    amount: toDecimalString(BigInt(item.units), item.asset.decimals),
    cadence: item.cadence,
    firstDate: item.firstDate,
    endDate: item.endDate ?? '',
    category: item.category ?? '',
    counterpartyId: item.counterpartyId ?? '',
  };
}

const FIELDS: readonly (keyof RecurringDraft)[] = ['name', 'direction', 'cadence', 'firstDate', 'endDate', 'category'];

/** The record a draft becomes, or the message of each field that is refused. */
export function itemOfDraft(
  draft: RecurringDraft,
  assets: readonly Asset[],
  saved: { id: string; createdAt: string; revision: number } | null,
  now: string,
  newId: () => string,
): { ok: true; item: RecurringItem } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const asset = assets.find((a) => assetId(a) === draft.assetKey) ?? null;
  if (!asset) errors.assetKey = 'Choose an asset';
  const amount = asset ? parseAmount(draft.amount, asset.decimals, { symbol: asset.symbol }) : null;
  if (amount && !amount.ok) errors.amount = amount.error;
  else if (amount?.ok && amount.units <= 0n) errors.amount = 'Enter an amount above 0';
  const parsed = recurringItemSchema.safeParse({
    id: saved?.id ?? newId(),
    name: draft.name,
    direction: draft.direction,
    asset,
    units: amount?.ok ? amount.units.toString() : '1',
    cadence: draft.cadence,
    firstDate: draft.firstDate,
    endDate: draft.endDate.trim() === '' ? null : draft.endDate,
    category: draft.category.trim() === '' ? null : draft.category.trim(),
    counterpartyId: draft.counterpartyId === '' ? null : draft.counterpartyId,
    createdAt: saved?.createdAt ?? now,
    updatedAt: now,
    revision: saved?.revision ?? 1,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field))
        errors[field as keyof RecurringDraft] ??= issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, item: parsed.data };
}
