import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, FormField } from '@/components/ui/form-field';
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
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
      <div className="sm:col-span-2">
        <FormField id={`${idBase}-recipient`} label="Recipient" error={errors.recipient}>
          {(control) => (
            <input
              {...control}
              value={draft.recipient}
              onChange={set('recipient')}
              aria-required="true"
              spellCheck={false}
              autoComplete="off"
              placeholder="0x…"
              className={`${CONTROL_CLASSES} font-mono`}
            />
          )}
        </FormField>
      </div>
      <FormField id={`${idBase}-amount`} label="Amount" error={errors.amount}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              value={draft.amount}
              onChange={set('amount')}
              aria-required="true"
              inputMode="decimal"
              autoComplete="off"
              className={CONTROL_CLASSES}
            />
            <Button variant="secondary" onClick={onMax ?? undefined} disabled={!onMax} className="shrink-0">
              Max
            </Button>
          </div>
        )}
      </FormField>
      <FormField id={`${idBase}-asset`} label="Asset" error={errors.asset}>
        {(control) => (
          <select {...control} value={draft.asset} onChange={set('asset')} className={CONTROL_CLASSES}>
            {assets.map((asset) => (
              <option key={assetId(asset)} value={asset.kind === 'native' ? '' : assetId(asset)}>
                {asset.symbol}
                {asset.kind === 'native' ? '' : ` (${asset.address?.slice(0, 8)}…)`}
              </option>
            ))}
            {draft.asset !== '' && !assets.some((asset) => assetId(asset) === draft.asset) ? (
              <option value={draft.asset}>Not on this network</option>
            ) : null}
          </select>
        )}
      </FormField>
    </div>
  );
}
