// Money in a currency as screens show it: the currency's symbol or code, the locale's thousands
// separators and exactly the currency's minor-unit decimals (GBP 2, JPY 0), rounded half away from
// zero from the exact decimal (Intl formats the decimal string, never a float).
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale: string | undefined): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency}`;
  let cached = formatters.get(key);
  if (!cached) {
    try {
      cached = new Intl.NumberFormat(locale, { style: 'currency', currency, roundingMode: 'halfExpand' });
    } catch {
      // Not an ISO 4217 code Intl takes (a crypto symbol as the base currency): two decimals and the code.
      cached = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        roundingMode: 'halfExpand',
      });
    }
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * `formatMoney('2029.58213', 'GBP', 'en-GB')` → `£2,029.58`; `('-1998.918', 'GBP')` → `-£1,998.92`;
 * `('450000.5', 'JPY', 'en')` → `¥450,001`. A code Intl does not take is written after the number.
 */
export function formatMoney(decimal: string, currency: string, locale?: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(decimal)) throw new RangeError(`Not a decimal number: "${decimal}"`);
  const format = formatter(currency, locale);
  const text = format.format(decimal as Intl.StringNumericLiteral);
  return format.resolvedOptions().style === 'currency' ? text : `${text}\u00a0${currency}`;
}
