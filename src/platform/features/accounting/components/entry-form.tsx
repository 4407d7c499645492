import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { DateInput } from '@/components/ui/date-input';
import { ErrorMessage } from '@/components/ui/error-line';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import {
  draftToSave,
  emptyLine,
  entryDraft,
  imbalances,
  readLines,
  type EntryFormValues,
  type EntryLine,
} from '@/platform/features/accounting/model/entry-form';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';

interface EntryFormProps {
  readonly store: AccountingStore;
  readonly accounts: readonly LedgerAccount[];
  readonly commodities: ReadonlyMap<string, CommodityInfo>;
  readonly defaultCommodity: string;
  readonly today: string;
  /** Called with what was saved ("Entry posted on …"); the panel then closes. */
  readonly onPosted: (message: string) => void;
}

/**
 * A manual journal entry: lines of account, commodity, debit or credit. The running imbalance per
 * commodity shows while typing; a refused entry keeps everything typed and says why.
 */
export function EntryForm({ store, accounts, commodities, defaultCommodity, today, onPosted }: EntryFormProps) {
  const fresh = (): EntryFormValues => ({
    date: today,
    memo: '',
    lines: [emptyLine(defaultCommodity), emptyLine(defaultCommodity)],
  });
  const [values, setValues] = useState<EntryFormValues>(fresh);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { postings, lineErrors } = readLines(values.lines, commodities);
  const running = imbalances(postings, commodities);
  const open = accounts.filter((a) => !a.archived);

  const setLine = (index: number, patch: Partial<EntryLine>) =>
    setValues((v) => ({ ...v, lines: v.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)) }));

  // Posting needs a balanced entry; a draft only needs every line to read. Refused: everything typed stays.
  async function save(kind: 'post' | 'draft') {
    const draft = kind === 'post' ? entryDraft(values, commodities) : draftToSave(values, commodities);
    if (!draft.ok) return setError(draft.message);
    setBusy(true);
    try {
      const result = kind === 'post' ? await store.postEntry(draft.draft) : await store.saveDraft(draft.draft);
      if (!result.ok) return setError(result.message);
      setError(null);
      setValues(fresh());
      onPosted(
        kind === 'post'
          ? `Entry posted on ${values.date}`
          : `Draft saved for ${values.date}: post or delete it from the journal`,
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    void save('post');
  }

  const accountOptions = open.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }));
  const commodityOptions = [...commodities.values()].map((c) => ({ value: c.id, label: `${c.symbol} (${c.chainId})` }));
  return (
    <form onSubmit={submit} aria-label="New entry" className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-[11rem_1fr]">
        <DateInput label="Date" required value={values.date} onChange={(date) => setValues((v) => ({ ...v, date }))} />
        <Input
          label="Memo"
          maxLength={1000}
          value={values.memo}
          onChange={(e) => setValues((v) => ({ ...v, memo: e.target.value }))}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-fg">Lines (debit positive, credit negative)</legend>
        {values.lines.map((line, index) => {
          const n = index + 1;
          const lineError = lineErrors.get(index);
          return (
            <div key={index} className="space-y-2 border-t border-border pt-3" role="group" aria-label={`Line ${n}`}>
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <Select
                    label={`Line ${n} account`}
                    className="w-full"
                    placeholder="Account…"
                    options={accountOptions}
                    value={line.accountId}
                    onChange={(e) => setLine(index, { accountId: e.target.value })}
                  />
                </div>
                <Button
                  variant="ghost"
                  aria-label={`Remove line ${n}`}
                  disabled={values.lines.length <= 2}
                  onClick={() => setValues((v) => ({ ...v, lines: v.lines.filter((_, i) => i !== index) }))}
                >
                  Remove
                </Button>
              </div>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)]">
                <div className="col-span-2 sm:col-span-1">
                  <Select
                    className="w-full sm:w-auto"
                    label="Commodity"
                    aria-label={`Line ${n} commodity`}
                    options={commodityOptions}
                    value={line.commodity}
                    onChange={(e) => setLine(index, { commodity: e.target.value })}
                  />
                </div>
                <Input
                  label="Debit"
                  aria-label={`Line ${n} debit`}
                  inputMode="decimal"
                  value={line.debit}
                  onChange={(e) => setLine(index, { debit: e.target.value })}
                />
                <Input
                  label="Credit"
                  aria-label={`Line ${n} credit`}
                  inputMode="decimal"
                  value={line.credit}
                  onChange={(e) => setLine(index, { credit: e.target.value })}
                />
              </div>
              {lineError ? <ErrorMessage>{`Line ${n}: ${lineError}`}</ErrorMessage> : null}
            </div>
          );
        })}
        <Button
          variant="secondary"
          onClick={() => setValues((v) => ({ ...v, lines: [...v.lines, emptyLine(defaultCommodity)] }))}
        >
          Add line
        </Button>
      </fieldset>
      <div aria-live="polite" data-testid="entry-imbalance" className="text-sm text-fg">
        {running.length === 0
          ? 'Nothing entered yet'
          : running.map((r) => (
              <p key={r.commodity}>
                {r.balanced ? `${r.label}: balanced` : `${r.label}: out of balance by ${r.difference} ${r.label}`}
              </p>
            ))}
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          Post entry
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void save('draft')}>
          Save as draft
        </Button>
      </div>
    </form>
  );
}
