import { assertDecimals } from './decimal-string';
import { numberSymbols } from './number-symbols';

export interface ParseAmountOptions {
  /** BCP 47 locale whose separators the person types; the runtime's default when left out. */
  readonly locale?: string;
  /** The asset's symbol: allowed before or after the number, and named in messages. */
  readonly symbol?: string;
}

export type ParseAmountResult =
  { readonly ok: true; readonly units: bigint } | { readonly ok: false; readonly error: string };

/** The words shown next to an amount field when what was typed is refused. */
export const AMOUNT_MESSAGES = {
  empty: 'Enter an amount',
  negative: 'The amount cannot be negative',
  character: (character: string) => `"${character}" is not allowed in an amount: use digits and one decimal point`,
  severalPoints: (point: string) => `Use only one decimal point ("${point}")`,
  grouping: (group: string, point: string) =>
    `Check the digit grouping: ${group === ' ' ? 'a space' : `"${group}"`} separates groups of three digits and the decimal point is "${point}"`,
  tooManyDecimals: (decimals: number, symbol = 'This asset') =>
    decimals === 0
      ? `${symbol} has no decimals: enter a whole number`
      : `${symbol} has ${decimals} decimal${decimals === 1 ? '' : 's'}: use at most ${decimals} digit${decimals === 1 ? '' : 's'} after the point`,
} as const;

type Reading = { whole: string; fraction: string } | { error: string };

/**
 * Reads an amount as a person types it into base units, exactly (never through a float): the
 * locale's separators (`1,234.5` en-US, `1.234,5` de-DE, `1 234,5` fr-FR), or plain `1234.5` in any
 * locale where that cannot mean anything else. Trailing zeros beyond the asset's decimals are fine.
 */
export function parseAmount(text: string, decimals: number, options: ParseAmountOptions = {}): ParseAmountResult {
  assertDecimals(decimals);
  const symbols = numberSymbols(options.locale);
  const group = normalizeSeparators(symbols.group);
  const point = symbols.decimal;
  let input = normalizeSeparators(toAsciiDigits(stripSymbol(text.trim(), options.symbol), symbols.digits));
  if (input === '') return fail(AMOUNT_MESSAGES.empty);
  if (/^[-\u2212]/.test(input)) return fail(AMOUNT_MESSAGES.negative);
  input = input.replace(/ +/g, ' ');
  const stray = [...input].find((character) => !/\d/.test(character) && ![point, group, ' ', '.'].includes(character));
  if (stray !== undefined) return fail(AMOUNT_MESSAGES.character(stray));

  const local = readLocal(input, point, group);
  let reading = local;
  // A plain '.' point is the reading when the locale's own one fails and '.' is not its group.
  if ('error' in local && point !== '.' && !input.includes(point)) {
    const plain = readLocal(input, '.', '');
    if (!('error' in plain) || group !== '.') reading = plain;
  }
  if ('error' in reading) return fail(reading.error);

  const fraction = reading.fraction.replace(/0+$/, '');
  if (reading.whole === '' && reading.fraction === '') return fail(AMOUNT_MESSAGES.empty);
  if (fraction.length > decimals) return fail(AMOUNT_MESSAGES.tooManyDecimals(decimals, options.symbol));
  return { ok: true, units: BigInt((reading.whole || '0') + fraction.padEnd(decimals, '0')) };
}

/** Splits `input` at `point` and checks the grouping of the whole part ('' group: only spaces). */
function readLocal(input: string, point: string, group: string): Reading {
  const pieces = input.split(point);
  if (pieces.length > 2) return { error: AMOUNT_MESSAGES.severalPoints(point) };
  const [whole = '', fraction = ''] = pieces;
  const groupError = { error: AMOUNT_MESSAGES.grouping(group || ' ', point) };
  if (!/^\d*$/.test(fraction)) return groupError;
  const groups = whole.split(group ? new RegExp(`[${escapeClass(group)} ]`) : ' ');
  if (groups.some((digits) => !/^\d*$/.test(digits))) return groupError;
  if (groups.length > 1 && !groups.every((digits, index) => validGroup(digits, index, groups.length)))
    return groupError;
  return { whole: groups.join(''), fraction };
}

/** Group sizes that some locale writes: 1–3 first, 3 last, 2 or 3 between (en-IN writes 1,23,45,678). */
function validGroup(digits: string, index: number, count: number): boolean {
  if (index === 0) return digits.length >= 1 && digits.length <= 3;
  if (index === count - 1) return digits.length === 3;
  return digits.length === 2 || digits.length === 3;
}

function fail(error: string): ParseAmountResult {
  return { ok: false, error };
}

function stripSymbol(text: string, symbol: string | undefined): string {
  if (!symbol) return text;
  const pattern = escapeRegExp(symbol);
  return text.replace(new RegExp(`^${pattern}\\s*|\\s*${pattern}$`, 'i'), '').trim();
}

/** Any space (fr-FR groups with U+202F, people type U+0020) becomes ' '; typographic apostrophes become "'" (de-CH). */
function normalizeSeparators(text: string): string {
  return text.replace(/\s/g, ' ').replace(/[\u2019\u02BC]/g, "'");
}

function toAsciiDigits(text: string, digits: readonly string[]): string {
  if (digits[0] === '0') return text;
  return [...text]
    .map((character) => {
      const digit = digits.indexOf(character);
      return digit === -1 ? character : String(digit);
    })
    .join('');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function escapeClass(text: string): string {
  return text.replace(/[\]\\^-]/g, '\\$&');
}
