import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useDraft } from '@/components/ui/drafts';
import { CONTROL_CLASSES, FormField } from '@/components/ui/form-field';
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
    <form
      aria-label={title}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <h4 className="font-medium">{title}</h4>
      <FormField id={`${id}-to`} label="To (address)" error={shown('to')}>
        {(control) => (
          <input
            {...control}
            className={CONTROL_CLASSES}
            spellCheck={false}
            autoComplete="off"
            value={draft.to}
            onChange={(e) => setDraft((p) => ({ ...p, to: e.target.value }))}
          />
        )}
      </FormField>
      <FormField id={`${id}-amount`} label={amountLabel} error={shown('amount')}>
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            className={CONTROL_CLASSES}
            value={draft.amount}
            onChange={(e) => setDraft((p) => ({ ...p, amount: e.target.value }))}
          />
        )}
      </FormField>
      <Button type="submit" variant="secondary" disabled={disabled}>
        {submitLabel}
      </Button>
    </form>
  );
}
