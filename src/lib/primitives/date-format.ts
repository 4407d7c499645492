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

function formatter(style: 'date' | 'dateTime' | 'dateTimeSeconds', settings: DateFormatSettings) {
  const key = `${style}|${settings.locale ?? ''}|${settings.timeZone ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(settings.locale, {
      dateStyle: 'medium',
      ...(style === 'date' ? {} : { timeStyle: style === 'dateTime' ? 'short' : 'medium' }),
      ...(settings.timeZone ? { timeZone: settings.timeZone } : {}),
    });
    formatters.set(key, cached);
  }
  return cached;
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
