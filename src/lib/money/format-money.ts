// Money in a currency of the world (the company's currency, an invoice's fiat terms): ISO 4217 codes,
// shown the way the locale writes that currency. Crypto quantities are format-quantity.ts's.
import { roundDecimal } from './decimal-string';

// One formatter per locale and currency: building an Intl.NumberFormat costs far more than using one,
// and a table formats a value in every row it shows.
const formats = new Map<string, Intl.NumberFormat | null>();

/** How a currency's minor-unit decimals show: always (`$79.00`, the default), or left out of a whole value (`$79`, `$79.50`: prices). */
export type MinorDigits = 'always' | 'unless-whole';

export interface FormatMoneyOptions {
  readonly minorDigits?: MinorDigits;
}

const trailingZeros = (minorDigits: MinorDigits) => (minorDigits === 'unless-whole' ? 'stripIfInteger' : 'auto');

function currencyFormat(
  locale: string | undefined,
  currency: string,
  minorDigits: MinorDigits = 'always',
): Intl.NumberFormat | null {
  const key = `${locale ?? ''}|${currency}|${minorDigits}`;
  if (!formats.has(key)) {
    try {
      formats.set(
        key,
        new Intl.NumberFormat(locale, { style: 'currency', currency, trailingZeroDisplay: trailingZeros(minorDigits) }),
      );
    } catch {
      formats.set(key, null); // not a currency code Intl knows (RangeError): shown by its code
    }
  }
  return formats.get(key) ?? null;
}

const plainFormats = new Map<string, Intl.NumberFormat>();

/** The locale's grouping with exactly `digits` decimals, for a code Intl does not take as a currency. */
function plainFormat(locale: string | undefined, digits: number, minorDigits: MinorDigits): Intl.NumberFormat {
  const key = `${locale ?? ''}|${digits}|${minorDigits}`;
  let cached = plainFormats.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      trailingZeroDisplay: trailingZeros(minorDigits),
    });
    plainFormats.set(key, cached);
  }
  return cached;
}

/** The decimals a currency is written with (its minor unit: USD 2, JPY 0, KWD 3; 2 for a code Intl does not know). */
export function currencyDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = currencyFormat('en', currency)?.resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}
const digitsOf = new Map<string, number>();

/**
 * An exact decimal string (`'3000'`, `'-12.345'`) as money in `currencyCode` (ISO 4217) for a person:
 * the locale's symbol or code, thousands separators and exactly the currency's minor-unit decimals
 * (`$3,000.00`, `-$12.35`, `¥3,000`, `3.000,00 €` in de-DE), rounded half away from zero on the digits.
 * A non-zero value never shows as zero (`<$0.01`); a code Intl does not know shows after the number
 * (`3,000.00 XYZ`, a no-break space); anything but a plain decimal string is refused (RangeError).
 * With `minorDigits: 'unless-whole'`, a whole value leaves its decimals out (`$2,988`, a price).
 */
export function formatMoney(
  decimalString: string,
  currencyCode: string,
  locale?: string,
  options: FormatMoneyOptions = {},
): string {
  if (!/^-?\d+(\.\d+)?$/.test(decimalString)) throw new RangeError(`Not a decimal number: "${decimalString}"`);
  const digits = currencyDigits(currencyCode);
  const rounded = roundDecimal(decimalString, digits);
  const negative = decimalString.startsWith('-');
  const minorDigits = options.minorDigits ?? 'always';
  const format = (value: string) => {
    const intl = currencyFormat(locale, currencyCode, minorDigits);
    if (intl) return intl.format(value as Intl.StringNumericLiteral);
    return `${plainFormat(locale, digits, minorDigits).format(value as Intl.StringNumericLiteral)}\u00a0${currencyCode}`;
  };
  if (rounded === '0' && /[1-9]/.test(decimalString)) {
    const smallest = digits > 0 ? `0.${'1'.padStart(digits, '0')}` : '1';
    return `${negative ? '-' : ''}<${format(smallest)}`;
  }
  return format(rounded);
}
