import { useId, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, ERROR_CLASSES, LABEL_CLASSES } from '@/components/ui/form-field';
import type { LedgerPrice } from '@/lib/db/entities/ledger-price';
import { RecordValidationError } from '@/lib/db/records';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';

interface PricesProps {
  readonly prices: readonly LedgerPrice[];
  readonly infos: ReadonlyMap<string, CommodityInfo>;
  readonly baseCurrency: string;
  readonly today: string;
  readonly store: AccountingStore;
}

/** The price list that values the reports: one price at a time, or a CSV of `commodity,date,price`. */
export function PricesSection({ prices, infos, baseCurrency, today, store }: PricesProps) {
  const id = useId();
  const [form, setForm] = useState({ commodity: [...infos.keys()][0] ?? '', date: today, price: '' });
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const latest = [...prices]
    .sort((a, b) => (a.date === b.date ? b.addedAt.localeCompare(a.addedAt) : a.date < b.date ? 1 : -1))
    .slice(0, 10);

  async function add(event: SubmitEvent) {
    event.preventDefault();
    try {
      await store.addPrice({ commodity: form.commodity, date: form.date, price: form.price.trim() });
      setMessage({ error: false, text: 'Price added' });
      setForm({ ...form, price: '' });
    } catch (error) {
      setMessage({ error: true, text: error instanceof RecordValidationError ? error.message : String(error) });
    }
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await store.importPrices(await file.text());
    if (!result.ok) return setMessage({ error: true, text: result.message });
    const { added, errors } = result.value;
    const problems = errors.map((e) => `line ${e.line}: ${e.message}`).join('; ');
    setMessage({
      error: errors.length > 0,
      text: `${added} price${added === 1 ? '' : 's'} imported${problems ? `; skipped ${problems}` : ''}`,
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
        Prices
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {baseCurrency
          ? `One whole unit in ${baseCurrency}. A report uses the latest price on or before each date; without one it shows "missing".`
          : 'Set a base currency in Company first: prices are in it.'}
      </p>
      <form onSubmit={add} className="flex flex-wrap items-end gap-2" aria-label="Add a price">
        <div className="space-y-1">
          <label htmlFor={`${id}-commodity`} className={LABEL_CLASSES}>
            Commodity
          </label>
          <select
            id={`${id}-commodity`}
            className={CONTROL_CLASSES}
            value={form.commodity}
            onChange={(e) => setForm({ ...form, commodity: e.target.value })}
          >
            {[...infos.values()].map((c) => (
              <option key={c.id} value={c.id}>{`${c.symbol} (${c.chainId})`}</option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-date`} className={LABEL_CLASSES}>
            Price date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            required
            className={CONTROL_CLASSES}
            value={form.date}
            onChange={(e) => setForm({ ...form, date: e.target.value })}
          />
        </div>
        <div className="w-36 space-y-1">
          <label htmlFor={`${id}-price`} className={LABEL_CLASSES}>
            Price
          </label>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            required
            className={CONTROL_CLASSES}
            value={form.price}
            onChange={(e) => setForm({ ...form, price: e.target.value })}
          />
        </div>
        <Button type="submit" variant="secondary">
          Add price
        </Button>
      </form>
      <div className="space-y-1">
        <label htmlFor={`${id}-csv`} className={LABEL_CLASSES}>
          Import a price CSV (columns commodity, date, price)
        </label>
        <input
          id={`${id}-csv`}
          type="file"
          accept=".csv,text/csv"
          className="block text-sm text-slate-800 dark:text-slate-200"
          onChange={(e) => void importFile(e)}
        />
      </div>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? ERROR_CLASSES : 'text-sm text-emerald-800 dark:text-emerald-300'}
        >
          {message.text}
        </p>
      ) : null}
      {latest.length > 0 ? (
        <ul aria-label="Latest prices" className="space-y-0.5 text-sm text-slate-800 dark:text-slate-200">
          {latest.map((p) => (
            <li
              key={p.id}
            >{`${p.date} ${infos.get(p.commodity)?.symbol ?? p.commodity} (${p.commodity.split(':')[0] ?? ''}): ${p.price} ${baseCurrency}`}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
