import { isoCurrencyOptions, regionOptions, UI_LOCALE, type SelectOption } from '@/lib/forms/select-options';
import { REGION_CODES } from './region-codes';

/** Crypto assets offered as a base currency beside the ISO 4217 codes. */
export const CRYPTO_BASE_CURRENCIES: readonly SelectOption[] = [
  { value: 'ETH', label: 'ETH — Ether' },
  { value: 'USDC', label: 'USDC — USD Coin' },
];

/** Countries (ISO 3166-1 alpha-2) with their names from Intl.DisplayNames, sorted by name. */
export function countryOptions(locale: string = UI_LOCALE): SelectOption[] {
  return regionOptions(REGION_CODES, locale);
}

/** The base currencies: ISO 4217 currencies the runtime knows, "EUR — Euro", then ETH and USDC. */
export function currencyOptions(locale: string = UI_LOCALE): SelectOption[] {
  return [...isoCurrencyOptions(locale), ...CRYPTO_BASE_CURRENCIES];
}

/** How disposals relieve lots in the books in the base currency (docs/functional-currency.md). */
export const COST_METHOD_OPTIONS: readonly SelectOption[] = [
  { value: 'fifo', label: 'FIFO (first in, first out)' },
  { value: 'average', label: 'Weighted average' },
];

/** How digital assets are measured at each month end (docs/functional-currency.md). */
export const MEASUREMENT_OPTIONS: readonly SelectOption[] = [
  { value: 'cost-less-impairment', label: 'Cost less impairment (IFRS, IAS 38)' },
  { value: 'fair-value', label: 'Fair value (US GAAP, ASU 2023-08)' },
];
