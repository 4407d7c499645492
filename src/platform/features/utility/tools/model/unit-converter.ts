// The unit converter's logic: one exact amount in base units (wei) shown in several units. The
// field being typed keeps its text as typed; the others are rewritten from the amount, so nothing
// the user typed is lost and no value ever passes through a float.
import { MAX_DECIMALS } from '@/lib/money/asset';
import { toDecimalString } from '@/lib/money/decimal-string';
import { parseAmount } from '@/lib/money/parse-amount';

/** The fixed units, by their decimals relative to wei. */
export const FIXED_UNITS = [
  { key: 'wei', label: 'Wei', decimals: 0 },
  { key: 'gwei', label: 'Gwei', decimals: 9 },
  { key: 'ether', label: 'Ether', decimals: 18 },
] as const;

export type UnitKey = (typeof FIXED_UNITS)[number]['key'] | 'custom';

export interface ConverterState {
  /** The text of each amount field. */
  readonly texts: Readonly<Record<UnitKey, string>>;
  /** The text of the custom decimals field (0–77). */
  readonly decimalsText: string;
  /** The field typed last: its text is the user's, the others are derived from it. */
  readonly source: UnitKey | null;
  /** The last good amount in wei as a decimal string ('' when empty); a string so drafts can keep it. */
  readonly wei: string;
  /** The message next to the field that was refused, if any. */
  readonly error: { readonly field: UnitKey | 'decimals'; readonly message: string } | null;
}

const NO_TEXTS: Readonly<Record<UnitKey, string>> = { wei: '', gwei: '', ether: '', custom: '' };

export const EMPTY_CONVERTER: ConverterState = {
  texts: NO_TEXTS,
  decimalsText: '6',
  source: null,
  wei: '',
  error: null,
};

export const CONVERTER_MESSAGES = {
  decimals: `Decimals must be a whole number from 0 to ${MAX_DECIMALS}`,
} as const;

/** The decimals count typed in the decimals field, or null when it is not a whole number 0–77. */
export function readDecimals(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const decimals = Number(trimmed);
  return decimals <= MAX_DECIMALS ? decimals : null;
}

function decimalsOf(field: UnitKey, customDecimals: number | null): number | null {
  if (field === 'custom') return customDecimals;
  return FIXED_UNITS.find((unit) => unit.key === field)?.decimals ?? null;
}

function unitName(field: UnitKey, customDecimals: number | null): string {
  if (field === 'custom') return `An amount with ${customDecimals ?? '?'} decimals`;
  return FIXED_UNITS.find((unit) => unit.key === field)?.label ?? field;
}

/** Every field's text for an amount in wei (plain '.' point, no grouping, no trailing zeros). */
function textsFor(wei: bigint, customDecimals: number | null): Record<UnitKey, string> {
  const texts = { ...NO_TEXTS };
  for (const unit of FIXED_UNITS) texts[unit.key] = toDecimalString(wei, unit.decimals);
  texts.custom = customDecimals === null ? '' : toDecimalString(wei, customDecimals);
  return texts;
}

/**
 * The state after `text` was typed into `field`. Amounts are read with '.' as the decimal point
 * (',' groups thousands), as in code and on block explorers, whatever the browser's locale.
 */
export function typeAmount(state: ConverterState, field: UnitKey, text: string): ConverterState {
  const customDecimals = readDecimals(state.decimalsText);
  if (text.trim() === '') {
    // Clearing one field clears them all: an empty converter, not a stale amount.
    return { ...state, texts: { ...NO_TEXTS, [field]: text }, source: field, wei: '', error: null };
  }
  const typed = { ...state, texts: { ...state.texts, [field]: text }, source: field };
  const decimals = decimalsOf(field, customDecimals);
  if (decimals === null) return { ...typed, error: { field: 'decimals', message: CONVERTER_MESSAGES.decimals } };
  // The field's decimals are its unit's power of ten relative to wei, so its base units are wei.
  const parsed = parseAmount(text, decimals, { locale: 'en-US', symbol: unitName(field, customDecimals) });
  // Refused: the other fields keep the last good amount and the typed text stays as typed.
  if (!parsed.ok) return { ...typed, error: { field, message: parsed.error } };
  return {
    ...typed,
    texts: { ...textsFor(parsed.units, customDecimals), [field]: text },
    wei: parsed.units.toString(),
    error: null,
  };
}

/**
 * The state after the custom decimals changed. If the custom field was typed last, its text is
 * read again with the new decimals (the user is describing a token amount); otherwise the amount
 * stays and the custom field shows it with the new decimals.
 */
export function typeDecimals(state: ConverterState, decimalsText: string): ConverterState {
  const decimals = readDecimals(decimalsText);
  if (decimals === null)
    return { ...state, decimalsText, error: { field: 'decimals', message: CONVERTER_MESSAGES.decimals } };
  const next: ConverterState = {
    ...state,
    decimalsText,
    error: state.error?.field === 'decimals' ? null : state.error,
  };
  if (state.source === 'custom') return typeAmount(next, 'custom', state.texts.custom);
  if (state.wei === '') return next;
  return { ...next, texts: { ...state.texts, custom: toDecimalString(BigInt(state.wei), decimals) } };
}
