// An invoice's or bill's amount valued in the base currency beside it. A document in its asset is
// valued like any amount of that asset; a fiat document in another currency than the base through
// its asset at the issue rate (where its receivable or payable is booked); a fiat document in the
// base currency is its own value. Before a fiat document has an issue rate (a draft) its value is
// missing, never the 0 units the rate-less conversion gives.
import type { BaseValue } from '@/lib/ledger/base-value';
import type { BaseValues } from '@/lib/ledger/store/use-base-values';
import type { FiatTerms } from '@/lib/payments/fiat-terms';
import { assetId, type Asset } from '@/lib/money/asset';
import { inAsset } from './receivables';

/** What a document needs to be valued: its asset and its fiat terms (null: written in the asset). */
export interface ValuedDocument {
  readonly asset: Asset;
  readonly fiat?: FiatTerms | null | undefined;
}

/**
 * The base-currency value of `units` of a document (in its currency, or its asset), on `date`, or
 * now when `date` is null (what is still open); null with no base currency, or when the document is
 * written in the base currency (its amount is the value).
 */
export function documentBaseValue(
  values: Pick<BaseValues, 'currency' | 'on' | 'now'>,
  document: ValuedDocument,
  units: bigint | string,
  date: string | null,
): BaseValue | null {
  if (!values.currency) return null;
  const { fiat } = document;
  if (fiat?.currency === values.currency) return null;
  if (fiat && !fiat.issueRate) return { kind: 'missing', currency: values.currency };
  const asset = inAsset(document, BigInt(units));
  const commodity = assetId(document.asset);
  return date === null
    ? values.now(asset, document.asset.decimals, commodity)
    : values.on(asset, document.asset.decimals, commodity, date);
}
