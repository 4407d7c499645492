// An invoice's or a bill's currency: the asset itself, or a fiat currency a known price feed quotes
// the asset in (paid in the asset at the rate when paid), with the tolerance a payment may fall short.
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { Asset } from '@/lib/money/asset';
import { fiatCurrenciesFor } from '@/lib/payments/fiat-quote';

/** "Amounts in" and, for a fiat currency, "Tolerance %"; ids are `<idBase>-currency` and `<idBase>-tolerance`. */
export function FiatTermsFields({
  idBase,
  asset,
  currency,
  tolerancePercent,
  errors,
  onCurrency,
  onTolerance,
}: {
  idBase: string;
  asset: Asset | undefined;
  currency: string;
  tolerancePercent: string;
  errors: { readonly currency?: string | undefined; readonly tolerancePercent?: string | undefined };
  onCurrency: (value: string) => void;
  onTolerance: (value: string) => void;
}) {
  const currencies = asset ? fiatCurrenciesFor(asset) : [];
  return (
    <>
      <Select
        id={`${idBase}-currency`}
        label="Amounts in"
        error={errors.currency}
        hint={
          asset && currencies.length === 0
            ? `No price feed prices ${asset.symbol} on its network: amounts are in ${asset.symbol}`
            : 'A fiat currency is paid in the asset at the rate when paid'
        }
        options={[
          { value: '', label: asset ? asset.symbol : 'The asset paid in' },
          ...currencies.map((c) => ({ value: c, label: `${c} (paid in ${asset?.symbol ?? 'the asset'} at the rate)` })),
        ]}
        value={currency}
        onChange={(event) => onCurrency(event.target.value)}
      />
      {currency ? (
        <Input
          id={`${idBase}-tolerance`}
          label="Tolerance %"
          hint="A payment worth this much less than the total still counts as paid in full"
          error={errors.tolerancePercent}
          inputMode="decimal"
          value={tolerancePercent}
          onChange={(event) => onTolerance(event.target.value)}
        />
      ) : null}
    </>
  );
}
