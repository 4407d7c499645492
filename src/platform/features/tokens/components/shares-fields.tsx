import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Fieldset } from '@/components/ui/fieldset';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { holderField, type SharesDraft } from '@/platform/features/tokens/model/shares-form';
import { TokenNameFields } from './token-name-fields';

export interface SharesFieldsProps {
  readonly idBase: string;
  readonly draft: SharesDraft;
  readonly errors: FieldErrors<string>;
  readonly onChange: (update: (previous: SharesDraft) => SharesDraft) => void;
}

/** Name, symbol, cap and the initial holders (address + amount rows). */
export function SharesFields(props: SharesFieldsProps) {
  const { idBase, draft, errors, onChange } = props;
  const setHolder = (index: number, part: 'address' | 'amount', value: string) =>
    onChange((previous) => ({
      ...previous,
      holders: previous.holders.map((row, i) => (i === index ? { ...row, [part]: value } : row)),
    }));
  return (
    <div className="space-y-4">
      <TokenNameFields {...props} nameHint="e.g. Acme Holdings Shares" />
      <Input
        id={`${idBase}-cap`}
        label="Cap (most shares that can ever exist)"
        error={errors.cap}
        hint="Whole shares; up to 18 decimals"
        inputMode="decimal"
        value={draft.cap}
        onChange={(e) => onChange((p) => ({ ...p, cap: e.target.value }))}
      />
      <Fieldset
        legend="Initial holders (minted right after the deployment, one transaction each)"
        error={errors.holders}
        className="space-y-3"
      >
        {draft.holders.map((row, index) => (
          <div key={index} className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
            <Input
              id={`${idBase}-${holderField(index, 'address')}`}
              label={`Holder ${index + 1} address`}
              error={errors[holderField(index, 'address')]}
              spellCheck={false}
              autoComplete="off"
              value={row.address}
              onChange={(e) => setHolder(index, 'address', e.target.value)}
            />
            <Input
              id={`${idBase}-${holderField(index, 'amount')}`}
              label={`Holder ${index + 1} shares`}
              error={errors[holderField(index, 'amount')]}
              inputMode="decimal"
              value={row.amount}
              onChange={(e) => setHolder(index, 'amount', e.target.value)}
            />
            <Button
              variant="ghost"
              className="sm:mt-6"
              aria-label={`Remove holder ${index + 1}`}
              onClick={() => onChange((p) => ({ ...p, holders: p.holders.filter((_, i) => i !== index) }))}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => onChange((p) => ({ ...p, holders: [...p.holders, { address: '', amount: '' }] }))}
        >
          Add a holder
        </Button>
      </Fieldset>
    </div>
  );
}
