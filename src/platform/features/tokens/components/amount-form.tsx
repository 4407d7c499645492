import { Card } from '@/components/ui/card';
import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useDraft } from '@/components/ui/drafts';
import { Input } from '@/components/ui/input';
import { EMPTY_AMOUNT_DRAFT, type AmountCheck, type AmountDraft } from '@/platform/features/tokens/model/action-form';

export interface AmountFormProps {
  readonly id: string;
  readonly title: string;
  readonly amountLabel: string;
  readonly submitLabel: string;
  readonly disabled: boolean;
  readonly check: (draft: AmountDraft) => AmountCheck;
  readonly onSubmit: (to: string, units: bigint) => Promise<boolean>;
}

/** A recipient and an amount (or deed number), checked as typed; cleared once the action is mined. */
export function AmountForm({ id, title, amountLabel, submitLabel, disabled, check, onSubmit }: AmountFormProps) {
  const [draft, setDraft] = useDraft<AmountDraft>(id, EMPTY_AMOUNT_DRAFT);
  const [submitted, setSubmitted] = useState(false);
  const result = check(draft);
  const shown = (field: 'to' | 'amount') =>
    !result.ok && (submitted || draft[field].trim() !== '') ? result.errors[field] : undefined;
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!result.ok) return;
    if (await onSubmit(result.to, result.units)) {
      setDraft(EMPTY_AMOUNT_DRAFT);
      setSubmitted(false);
    }
  };
  return (
    <Card>
      <form aria-label={title} noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
        <h4 className="font-medium">{title}</h4>
        <Input
          id={`${id}-to`}
          label="To (address)"
          error={shown('to')}
          spellCheck={false}
          autoComplete="off"
          value={draft.to}
          onChange={(e) => setDraft((p) => ({ ...p, to: e.target.value }))}
        />
        <Input
          id={`${id}-amount`}
          label={amountLabel}
          error={shown('amount')}
          inputMode="decimal"
          value={draft.amount}
          onChange={(e) => setDraft((p) => ({ ...p, amount: e.target.value }))}
        />
        <Button type="submit" variant="secondary" disabled={disabled}>
          {submitLabel}
        </Button>
      </form>
    </Card>
  );
}
