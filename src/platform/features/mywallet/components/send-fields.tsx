import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { assetId, type Asset } from '@/lib/money/asset';
import type { SendDraft, SendField } from '@/platform/features/mywallet/model/send-form';

export interface SendFieldsProps {
  readonly idBase: string;
  readonly draft: SendDraft;
  readonly assets: readonly Asset[];
  readonly errors: FieldErrors<SendField>;
  readonly onChange: (draft: SendDraft) => void;
  readonly onMax: (() => void) | null;
}

/** Recipient, asset and amount (with Max), each with its message below it. */
export function SendFields({ idBase, draft, assets, errors, onChange, onMax }: SendFieldsProps) {
  const set = (field: SendField) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [field]: event.target.value });
  const assetOptions = assets.map((asset) => ({
    value: asset.kind === 'native' ? '' : assetId(asset),
    label: `${asset.symbol}${asset.kind === 'native' ? '' : ` (${asset.address?.slice(0, 8)}…)`}`,
  }));
  if (draft.asset !== '' && !assets.some((asset) => assetId(asset) === draft.asset))
    assetOptions.push({ value: draft.asset, label: 'Not on this network' });
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
      <div className="sm:col-span-2">
        <Input
          id={`${idBase}-recipient`}
          label="Recipient"
          error={errors.recipient}
          value={draft.recipient}
          onChange={set('recipient')}
          aria-required="true"
          spellCheck={false}
          autoComplete="off"
          placeholder="0x…"
          className="font-mono"
        />
      </div>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Input
            id={`${idBase}-amount`}
            label="Amount"
            error={errors.amount}
            value={draft.amount}
            onChange={set('amount')}
            aria-required="true"
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        {/* Level with the field, under its label. */}
        <Button variant="secondary" onClick={onMax ?? undefined} disabled={!onMax} className="mt-6 shrink-0">
          Max
        </Button>
      </div>
      <Select
        id={`${idBase}-asset`}
        label="Asset"
        error={errors.asset}
        value={draft.asset}
        onChange={set('asset')}
        options={assetOptions}
      />
    </div>
  );
}
