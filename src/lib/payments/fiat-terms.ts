// Invoices denominated in a fiat currency and paid in a crypto asset at the rate (docs/product.md,
// "Fiat invoices"): the terms an invoice carries, and the exact arithmetic between the currency's
// minor units and the asset's base units. A rate is an exact decimal string (currency per whole
// unit of the asset), never a float; a missing rate is null, never 0.
export {
  fiatTermsSchema,
  quotedRateSchema,
  paymentRateSchema,
  tolerancePercentSchema,
} from '@/lib/db/entities/fiat-rate';
export type { FiatTerms, QuotedRate, PaymentRate, RateSource } from '@/lib/db/entities/fiat-rate';
import type { QuotedRate } from '@/lib/db/entities/fiat-rate';
import { ageWords } from '@/lib/ledger/stale-price';
import { currencyDigits } from '@/lib/money/format-money';
import { DEFAULT_HEARTBEAT_SECONDS } from '@/lib/price-feeds/feed-directory';

/** The minor-unit decimals of a fiat invoice's or bill's amounts. */
export const FIAT_DECIMALS = 2;

/**
 * Whether an invoice or bill can be written in `code`: an ISO 4217 currency the runtime knows whose
 * minor unit is FIAT_DECIMALS (cents, pence: amounts are kept in those); a feed must still price it.
 */
export function isFiatCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  if (typeof Intl.supportedValuesOf === 'function' && !Intl.supportedValuesOf('currency').includes(code)) return false;
  return currencyDigits(code) === FIAT_DECIMALS;
}

/** A decimal rate as an integer and its scale (`2500.5` → 25005n, 1). */
function scaled(price: string): { int: bigint; scale: number } {
  const [whole = '0', fraction = ''] = price.split('.');
  return { int: BigInt(whole + fraction), scale: fraction.length };
}

/** The value of `units` of the asset in the currency's minor units, rounded down (never more than received). */
export function fiatValue(units: bigint, assetDecimals: number, price: string, fiatDecimals = FIAT_DECIMALS): bigint {
  const { int, scale } = scaled(price);
  return (units * int * 10n ** BigInt(fiatDecimals)) / 10n ** BigInt(assetDecimals + scale);
}

/** The asset units that pay `minor` of the currency at `price`, rounded up (paying them always covers it). */
export function assetUnitsFor(
  minor: bigint,
  assetDecimals: number,
  price: string,
  fiatDecimals = FIAT_DECIMALS,
): bigint {
  const { int, scale } = scaled(price);
  if (int === 0n) throw new RangeError('A rate of 0 prices nothing');
  const numerator = minor * 10n ** BigInt(assetDecimals + scale);
  const denominator = int * 10n ** BigInt(fiatDecimals);
  return (numerator + denominator - 1n) / denominator;
}

/** What the tolerance forgives of `total` (minor units, rounded down). */
export function toleranceUnits(total: bigint, tolerancePercent: string): bigint {
  const { int, scale } = scaled(tolerancePercent);
  return (total * int) / (100n * 10n ** BigInt(scale));
}

/** What an invoice's amounts are in: its fiat currency (minor units), else its asset. */
export function invoiceUnit(invoice: {
  readonly asset: { readonly symbol: string; readonly decimals: number };
  readonly fiat?: { readonly currency: string; readonly decimals: number } | null;
}): { symbol: string; decimals: number } {
  return invoice.fiat
    ? { symbol: invoice.fiat.currency, decimals: invoice.fiat.decimals }
    : { symbol: invoice.asset.symbol, decimals: invoice.asset.decimals };
}

/**
 * Words for a feed rate that was stale when a document was booked at it (its round older than the
 * feed's heartbeat at `bookedAt`, ISO): `stale price: the round was 370 days old`; null for a rate
 * typed by hand or fresh. Shown beside the rate on the document and in its entry's memo, so a
 * stale price is never used silently (the ages in words are lib/ledger/stale-price.ts's, as every
 * figure valued with a stale price says them).
 */
export function staleRateNote(
  rate: QuotedRate,
  bookedAt: string,
  heartbeatSeconds = DEFAULT_HEARTBEAT_SECONDS,
): string | null {
  if (rate.source.kind !== 'feed') return null;
  const ageSeconds = (Date.parse(bookedAt) - Date.parse(rate.source.updatedAt)) / 1000;
  if (!(ageSeconds > heartbeatSeconds)) return null;
  return `stale price: the round was ${ageWords(ageSeconds)} old`;
}

/** The moment a document dated `day` (YYYY-MM-DD) was booked at the latest: the day's end (UTC). */
export function endOfDayIso(day: string): string {
  return `${day}T23:59:59.000Z`;
}
