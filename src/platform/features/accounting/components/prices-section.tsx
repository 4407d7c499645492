import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { Select } from '@/components/ui/select';
import { Table } from '@/components/ui/table';
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
    <Section
      title="Prices"
      description={
        baseCurrency
          ? `One whole unit in ${baseCurrency}. A report uses the latest price on or before each date; without one it shows "missing".`
          : 'Set a base currency in Company first: prices are in it.'
      }
    >
      <Card>
        <form onSubmit={add} className="flex flex-wrap items-end gap-3" aria-label="Add a price">
          <Select
            label="Commodity"
            options={[...infos.values()].map((c) => ({ value: c.id, label: `${c.symbol} (${c.chainId})` }))}
            value={form.commodity}
            onChange={(e) => setForm({ ...form, commodity: e.target.value })}
          />
          <DateInput label="Price date" required value={form.date} onChange={(date) => setForm({ ...form, date })} />
          <Input
            label="Price"
            inputMode="decimal"
            required
            className="w-36"
            value={form.price}
            onChange={(e) => setForm({ ...form, price: e.target.value })}
          />
          <Button type="submit" variant="secondary">
            Add price
          </Button>
        </form>
      </Card>
      <Input
        type="file"
        label="Import a price CSV (columns commodity, date, price)"
        accept=".csv,text/csv"
        onChange={(e) => void importFile(e)}
      />
      {message ? (
        <Alert tone={message.error ? 'danger' : 'success'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      {latest.length > 0 ? (
        <Table
          label="Latest prices"
          rows={latest}
          rowKey={(p) => p.id}
          columns={[
            { id: 'date', header: 'Date', cell: (p) => p.date, className: 'whitespace-nowrap' },
            {
              id: 'commodity',
              header: 'Commodity',
              cell: (p) => `${infos.get(p.commodity)?.symbol ?? p.commodity} (${p.commodity.split(':')[0] ?? ''})`,
            },
            { id: 'price', header: `Price`, numeric: true, cell: (p) => `${p.price} ${baseCurrency}` },
          ]}
        />
      ) : null}
    </Section>
  );
}
