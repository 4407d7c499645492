import { monthNames } from '@/lib/primitives/date-format';

/** An option of a <select>: the stored value and the text shown. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** The UI's language; names of countries, currencies and months follow it (via Intl). */
export const UI_LOCALE = 'en';

function sortByLabel(options: SelectOption[], locale: string): SelectOption[] {
  const collator = new Intl.Collator(locale);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

/** Regions (ISO 3166-1 alpha-2 `codes`) with their names from Intl.DisplayNames, sorted by name. */
export function regionOptions(codes: readonly string[], locale: string = UI_LOCALE): SelectOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return sortByLabel(
    codes.map((code) => ({ value: code, label: names.of(code) ?? code })),
    locale,
  );
}

/** ISO 4217 currencies the runtime knows (Intl.supportedValuesOf), labelled "EUR — Euro". */
export function isoCurrencyOptions(locale: string = UI_LOCALE): SelectOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' });
  return Intl.supportedValuesOf('currency').map((code) => ({
    value: code,
    label: `${code} — ${names.of(code) ?? code}`,
  }));
}

/** January..December as values 1..12 with month names (the one date module, lib/primitives/date-format). */
export function monthOptions(locale: string = UI_LOCALE): SelectOption[] {
  return monthNames({ locale }).map((label, index) => ({ value: String(index + 1), label }));
}
