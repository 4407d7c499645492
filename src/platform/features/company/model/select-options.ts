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
