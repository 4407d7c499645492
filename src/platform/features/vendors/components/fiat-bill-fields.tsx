// The bill form's currency: the asset itself, or a fiat currency a known price feed quotes the
// asset in (paid in the asset at the rate when paid), with the tolerance the payment may fall short.
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { FieldErrors } from '@/lib/forms/field-errors';
import type { Asset } from '@/lib/money/asset';
import { fiatCurrenciesFor } from '@/lib/payments/fiat-quote';
import type { BillDraft, BillField } from '@/platform/features/vendors/model/bill-form';

/** "Amounts in" and, for a fiat currency, "Tolerance %". */
export function FiatBillFields({
  idBase,
  draft,
  errors,
  asset,
  set,
}: {
  idBase: string;
  draft: BillDraft;
  errors: FieldErrors<BillField>;
  asset: Asset | undefined;
  set: (field: 'currency' | 'tolerancePercent') => (event: { target: { value: string } }) => void;
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
        value={draft.currency}
        onChange={set('currency')}
      />
      {draft.currency ? (
        <Input
          id={`${idBase}-tolerance`}
          label="Tolerance %"
          hint="A payment worth this much less than the total still counts as paid in full"
          error={errors.tolerancePercent}
          inputMode="decimal"
          value={draft.tolerancePercent}
          onChange={set('tolerancePercent')}
        />
      ) : null}
    </>
  );
}
