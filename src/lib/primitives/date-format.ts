// Days and moments as a person reads them: one formatter for the whole app, in the company's locale
// and time zone once the company has them (one date and time format for the product, docs/product.md); until then, and
// wherever none is given, the browser's own (what every screen showed before). Storing and
// computing days is days.ts's; this file only writes them for a reader.

/** The company's date settings; either left out means the browser's own. */
export interface DateFormatSettings {
  /** BCP 47 locale (`en-GB`). */
  readonly locale?: string;
  /** IANA time zone (`Europe/Berlin`) a moment is shown in. */
  readonly timeZone?: string;
}

// One formatter per style, locale and zone: building an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

type Style =
  'date' | 'dateTime' | 'dateTimeSeconds' | 'longDay' | 'month' | 'monthName' | 'weekdayShort' | 'weekdayLong';

const STYLES: Readonly<Record<Style, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  longDay: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  monthName: { month: 'long' },
  weekdayShort: { weekday: 'short' },
  weekdayLong: { weekday: 'long' },
};

function formatter(style: Style, settings: DateFormatSettings) {
  const key = `${style}|${settings.locale ?? ''}|${settings.timeZone ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(settings.locale, {
      ...STYLES[style],
      ...(settings.timeZone ? { timeZone: settings.timeZone } : {}),
    });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * The company's date settings: its time zone, and the reader's language written the company's
 * way (its country as the region: `en` in a company in GB reads `en-GB`, 27 Nov 2026). Left out,
 * the browser's own. `language` is the browser's (navigator.language) unless given.
 */
export function companyDateSettings(
  profile: { readonly country?: string; readonly timeZone?: string | undefined } | null | undefined,
  language: string = typeof navigator === 'undefined' ? 'en' : navigator.language,
): DateFormatSettings {
  const base = language.split('-')[0] || 'en';
  const wanted = profile?.country ? `${base}-${profile.country}` : undefined;
  let locale: string | undefined;
  try {
    locale = wanted ? Intl.DateTimeFormat.supportedLocalesOf([wanted])[0] : undefined;
  } catch {
    locale = undefined;
  }
  return { ...(locale ? { locale } : {}), ...(profile?.timeZone ? { timeZone: profile.timeZone } : {}) };
}

/** A moment with its date and time of day: `Nov 28, 2026, 11:05 PM` (`seconds` adds them: `11:05:09 PM`). */
export function formatDateTime(
  at: Date | number | string,
  settings: DateFormatSettings = {},
  options: { readonly seconds?: boolean } = {},
): string {
  return formatter(options.seconds ? 'dateTimeSeconds' : 'dateTime', settings).format(new Date(at));
}

/** A moment's date alone: `Nov 28, 2026`. */
export function formatDate(at: Date | number | string, settings: DateFormatSettings = {}): string {
  return formatter('date', settings).format(new Date(at));
}

/** A calendar day (YYYY-MM-DD) as a person reads it (`Nov 28, 2026`): the day itself, whatever the zone. */
export function formatDay(day: string, settings: Pick<DateFormatSettings, 'locale'> = {}): string {
  return formatter('date', { ...settings, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

// Whole days and months are written at UTC noon, so no zone can move them to another day.
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const dayLocale = (settings: Pick<DateFormatSettings, 'locale'>) => ({ ...settings, timeZone: 'UTC' });

/** A day with its weekday, in words: "Friday 27 November 2026" (the Calendar's headings). */
export function formatLongDay(day: string, settings: Pick<DateFormatSettings, 'locale'> = {}): string {
  return formatter('longDay', dayLocale(settings)).format(noon(day));
}

/** A month and its year: "November 2026" (`day` is any day of it, or YYYY-MM). */
export function formatMonth(day: string, settings: Pick<DateFormatSettings, 'locale'> = {}): string {
  return formatter('month', dayLocale(settings)).format(noon(`${day.slice(0, 7)}-15`));
}

/** January..December, each month's name. */
export function monthNames(settings: Pick<DateFormatSettings, 'locale'> = {}): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    formatter('monthName', dayLocale(settings)).format(noon(`2024-${String(i + 1).padStart(2, '0')}-15`)),
  );
}

/** Weekday names from Monday: [short, full]. */
export function weekdayNames(settings: Pick<DateFormatSettings, 'locale'> = {}): [string, string][] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = noon(`2026-11-${23 + i}`); // 23 November 2026 is a Monday
    return [
      formatter('weekdayShort', dayLocale(settings)).format(date),
      formatter('weekdayLong', dayLocale(settings)).format(date),
    ];
  });
}
