import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, ERROR_CLASSES, LABEL_CLASSES } from '@/components/ui/form-field';
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
}

/**
 * A manual journal entry: lines of account, commodity, debit or credit. The running imbalance per
 * commodity shows while typing; a refused entry keeps everything typed and says why.
 */
export function EntryForm({ store, accounts, commodities, defaultCommodity, today }: EntryFormProps) {
  const id = useId();
  const fresh = (): EntryFormValues => ({
    date: today,
    memo: '',
    lines: [emptyLine(defaultCommodity), emptyLine(defaultCommodity)],
  });
  const [values, setValues] = useState<EntryFormValues>(fresh);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { postings, lineErrors } = readLines(values.lines, commodities);
  const running = imbalances(postings, commodities);
  const open = accounts.filter((a) => !a.archived);

  const setLine = (index: number, patch: Partial<EntryLine>) =>
    setValues((v) => ({ ...v, lines: v.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)) }));

  // Posting needs a balanced entry; a draft only needs every line to read. Refused: everything typed stays.
  async function save(kind: 'post' | 'draft') {
    setSaved(null);
    const draft = kind === 'post' ? entryDraft(values, commodities) : draftToSave(values, commodities);
    if (!draft.ok) return setError(draft.message);
    setBusy(true);
    try {
      const result = kind === 'post' ? await store.postEntry(draft.draft) : await store.saveDraft(draft.draft);
      if (!result.ok) return setError(result.message);
      setError(null);
      setSaved(
        kind === 'post'
          ? `Entry posted on ${values.date}`
          : `Draft saved for ${values.date}: post or delete it from the journal`,
      );
      setValues(fresh());
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

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        New entry
      </h3>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="space-y-1">
          <label htmlFor={`${id}-date`} className={LABEL_CLASSES}>
            Date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            required
            className={CONTROL_CLASSES}
            value={values.date}
            onChange={(e) => setValues((v) => ({ ...v, date: e.target.value }))}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-memo`} className={LABEL_CLASSES}>
            Memo
          </label>
          <input
            id={`${id}-memo`}
            className={CONTROL_CLASSES}
            maxLength={1000}
            value={values.memo}
            onChange={(e) => setValues((v) => ({ ...v, memo: e.target.value }))}
          />
        </div>
      </div>
      <fieldset className="space-y-3">
        <legend className={LABEL_CLASSES}>Lines (debit positive, credit negative)</legend>
        {values.lines.map((line, index) => {
          const n = index + 1;
          const lineError = lineErrors.get(index);
          return (
            <div
              key={index}
              className="grid gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]"
              role="group"
              aria-label={`Line ${n}`}
            >
              <select
                aria-label={`Line ${n} account`}
                className={CONTROL_CLASSES}
                value={line.accountId}
                onChange={(e) => setLine(index, { accountId: e.target.value })}
              >
                <option value="">Account…</option>
                {open.map((a) => (
                  <option key={a.id} value={a.id}>{`${a.code} ${a.name}`}</option>
                ))}
              </select>
              <select
                aria-label={`Line ${n} commodity`}
                className={CONTROL_CLASSES}
                value={line.commodity}
                onChange={(e) => setLine(index, { commodity: e.target.value })}
              >
                {[...commodities.values()].map((c) => (
                  <option key={c.id} value={c.id}>{`${c.symbol} (${c.chainId})`}</option>
                ))}
              </select>
              <input
                aria-label={`Line ${n} debit`}
                inputMode="decimal"
                placeholder="Debit"
                className={CONTROL_CLASSES}
                value={line.debit}
                aria-invalid={lineError ? true : undefined}
                onChange={(e) => setLine(index, { debit: e.target.value })}
              />
              <input
                aria-label={`Line ${n} credit`}
                inputMode="decimal"
                placeholder="Credit"
                className={CONTROL_CLASSES}
                value={line.credit}
                aria-invalid={lineError ? true : undefined}
                onChange={(e) => setLine(index, { credit: e.target.value })}
              />
              <Button
                variant="ghost"
                aria-label={`Remove line ${n}`}
                disabled={values.lines.length <= 2}
                onClick={() => setValues((v) => ({ ...v, lines: v.lines.filter((_, i) => i !== index) }))}
              >
                Remove
              </Button>
              {lineError ? <p className={`${ERROR_CLASSES} sm:col-span-5`}>{`Line ${n}: ${lineError}`}</p> : null}
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
      <div aria-live="polite" data-testid="entry-imbalance" className="text-sm text-slate-700 dark:text-slate-300">
        {running.length === 0
          ? 'Nothing entered yet'
          : running.map((r) => (
              <p key={r.commodity}>
                {r.balanced ? `${r.label}: balanced` : `${r.label}: out of balance by ${r.difference} ${r.label}`}
              </p>
            ))}
      </div>
      {error ? (
        <p role="alert" className={ERROR_CLASSES}>
          {error}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {saved}
        </p>
      ) : null}
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
