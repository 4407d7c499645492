// A fiat bill's terms from the form (docs/product.md#fiat-invoices applies to bills too): the
// currency must be one a known price feed quotes the asset in on its network (the Vendors page pays
// the quote read from that feed), and the tolerance 0–10 %. The issue rate is read on approval.
import type { Bill } from '@/lib/db/entities/bill';
import type { Asset } from '@/lib/money/asset';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { fiatCurrenciesFor } from '@/lib/payments/fiat-quote';
import { inAsset } from '@/lib/payments/receivables';
import { FIAT_DECIMALS, tolerancePercentSchema, type FiatTerms } from '@/lib/payments/fiat-terms';
import type { BillField } from './bill-form';

/** The fiat terms a draft asks for (null: in the asset), writing any error into `errors`. */
export function checkFiatDraft(
  draft: { readonly currency: string; readonly tolerancePercent: string },
  asset: Asset,
  errors: FieldErrors<BillField>,
): FiatTerms | null {
  const currency = draft.currency.trim();
  if (!currency) return null;
  if (!fiatCurrenciesFor(asset).includes(currency)) {
    errors.currency = `No ${asset.symbol}/${currency} price feed is known on this network: write the bill in ${asset.symbol}`;
    return null;
  }
  const tolerance = draft.tolerancePercent.trim();
  const checked = tolerancePercentSchema.safeParse(tolerance);
  if (!checked.success) {
    errors.tolerancePercent = checked.error.issues[0]?.message ?? 'Enter a tolerance such as 1 or 0.5';
    return null;
  }
  return { currency, decimals: FIAT_DECIMALS, tolerancePercent: tolerance, issueRate: null };
}

/** What a bill's amounts are written in, as an asset to format them with: its currency (2 decimals) or its asset. */
export function billUnit(bill: Pick<Bill, 'asset' | 'fiat'>): Asset {
  return bill.fiat
    ? { ...bill.asset, symbol: bill.fiat.currency, name: bill.fiat.currency, decimals: bill.fiat.decimals }
    : bill.asset;
}

/** A bill amount in its asset (a fiat bill's at its issue rate, as its payable is booked; 0 before one). */
export function billInAsset(bill: Pick<Bill, 'asset' | 'fiat'>, units: bigint | string): bigint {
  return inAsset(bill, BigInt(units));
}
