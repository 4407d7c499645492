/** The characters a locale writes numbers with, as `Intl.NumberFormat` produces them. */
export interface NumberSymbols {
  readonly locale: string;
  /** The decimal separator ('.' in en-US, ',' in de-DE). */
  readonly decimal: string;
  /** The group separator (',' in en-US, '.' in de-DE, U+202F in fr-FR), '' when the locale has none. */
  readonly group: string;
  /** The locale's digits 0 to 9 (ASCII in most locales, Arabic-Indic in ar-EG). */
  readonly digits: readonly string[];
}

const cache = new Map<string, NumberSymbols>();
/** By the locale as asked ('' for the runtime's default): no formatter built on a repeat. */
const requested = new Map<string, NumberSymbols>();

/** The decimal and group separators and digits of a locale (the runtime's default when undefined). */
export function numberSymbols(locale?: string): NumberSymbols {
  // Formatting a long table asks once per cell: answer a locale asked before without building a formatter.
  const asked = requested.get(locale ?? '');
  if (asked) return asked;
  const resolved = new Intl.NumberFormat(locale).resolvedOptions().locale;
  const cached = cache.get(resolved);
  if (cached) {
    requested.set(locale ?? '', cached);
    return cached;
  }
  // Large enough that every locale groups it (some only group from five digits on).
  const parts = new Intl.NumberFormat(resolved).formatToParts(12345678.5);
  const plain = new Intl.NumberFormat(resolved, { useGrouping: false });
  const symbols: NumberSymbols = {
    locale: resolved,
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? '',
    digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
  };
  cache.set(resolved, symbols);
  requested.set(locale ?? '', symbols);
  return symbols;
}
