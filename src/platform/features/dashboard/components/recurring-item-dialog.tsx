import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { RECURRING_CADENCES, type RecurringCadence, type RecurringItem } from '@/lib/db/entities/recurring-item';
import { StaleRevisionError } from '@/lib/db/revision-save';
import { assetId, type Asset } from '@/lib/money/asset';
import {
  draftOf,
  emptyDraft,
  itemOfDraft,
  type DraftErrors,
  type RecurringDraft,
} from '@/platform/features/dashboard/model/recurring-form';

const CADENCE_LABEL: Record<RecurringCadence, string> = {
  weekly: 'Every week',
  monthly: 'Every month',
  quarterly: 'Every quarter',
  yearly: 'Every year',
};

export interface RecurringItemDialogProps {
  /** The item edited, or null for a new one. */
  readonly item: RecurringItem | null;
  readonly assets: readonly Asset[];
  readonly counterparties: readonly { id: string; name: string }[];
  readonly today: string;
  readonly onSave: (item: RecurringItem, base: number | null) => Promise<void>;
  readonly onClose: () => void;
}

/** Adds or edits a recurring item (a flow expected every week, month, quarter or year). */
export function RecurringItemDialog({
  item,
  assets,
  counterparties,
  today,
  onSave,
  onClose,
}: RecurringItemDialogProps) {
  // An item keeps its asset even when its network is no longer among the workspace's.
  const offered = item && !assets.some((a) => assetId(a) === assetId(item.asset)) ? [item.asset, ...assets] : assets;
  const [draft, setDraft] = useState<RecurringDraft>(() => (item ? draftOf(item) : emptyDraft(offered, today)));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<RecurringDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const asset = offered.find((a) => assetId(a) === draft.assetKey);
  const submit = async () => {
    const checked = itemOfDraft(draft, offered, item, new Date().toISOString(), () => crypto.randomUUID());
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await onSave(checked.item, item ? item.revision : null);
      onClose();
    } catch (error) {
      setProblem(
        error instanceof StaleRevisionError
          ? 'This item was changed or deleted in another tab since you opened it. Close and open it again.'
          : error instanceof Error
            ? error.message
            : String(error),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={item ? `Edit ${item.name}` : 'New recurring item'} onClose={onClose}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {problem ? (
          <Alert tone="danger" title="Not saved">
            {problem}
          </Alert>
        ) : null}
        <Input label="Name" value={draft.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
        <RadioGroup
          legend="Direction"
          name="recurring-direction"
          inline
          options={[
            { value: 'out', label: 'Money out' },
            { value: 'in', label: 'Money in' },
          ]}
          value={draft.direction}
          error={errors.direction}
          onChange={(value) => set({ direction: value === 'in' ? 'in' : 'out' })}
        />
        <Select
          label="Asset"
          options={offered.map((a) => ({ value: assetId(a), label: `${a.symbol} (chain ${a.chainId})` }))}
          placeholder="Choose…"
          value={draft.assetKey}
          error={errors.assetKey}
          onChange={(e) => set({ assetKey: e.target.value })}
        />
        <AmountInput
          label="Amount each time"
          asset={asset ?? { decimals: 18, symbol: '' }}
          value={draft.amount}
          error={errors.amount}
          onChange={(text) => set({ amount: text })}
        />
        <Select
          label="How often"
          options={RECURRING_CADENCES.map((c) => ({ value: c, label: CADENCE_LABEL[c] }))}
          value={draft.cadence}
          onChange={(e) => set({ cadence: e.target.value as RecurringCadence })}
        />
        <DateInput
          label="First date"
          value={draft.firstDate}
          error={errors.firstDate}
          onChange={(v) => set({ firstDate: v })}
        />
        <DateInput
          label="Last date (optional)"
          value={draft.endDate}
          error={errors.endDate}
          onChange={(v) => set({ endDate: v })}
        />
        <Input
          label="Category (optional)"
          value={draft.category}
          error={errors.category}
          onChange={(e) => set({ category: e.target.value })}
        />
        <Select
          label="Client or vendor (optional)"
          options={[{ value: '', label: 'None' }, ...counterparties.map((c) => ({ value: c.id, label: c.name }))]}
          value={draft.counterpartyId}
          onChange={(e) => set({ counterpartyId: e.target.value })}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {item ? 'Save changes' : 'Add recurring item'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
