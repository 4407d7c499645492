// The category → account mapping (lib/ledger/store/category-map-store.ts): which account a
// transaction's category posts to when no account bears its name or code, and which categories SBI
// may propose beside income and expense accounts. A change re-posts every row with that category.
import { useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { Select } from '@/components/ui/select';
import type { CategoryAccount } from '@/lib/db/entities/category-account';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';

interface MappingProps {
  readonly mapping: readonly CategoryAccount[];
  readonly accounts: readonly LedgerAccount[];
  readonly store: Pick<AccountingStore, 'mapCategory' | 'unmapCategory'>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The mapping as a list with Remove, and a form adding one (the typed category kept on a refusal). */
export function CategoryMappingSection({ mapping, accounts, store }: MappingProps) {
  const [form, setForm] = useState({ category: '', accountId: '' });
  const [error, setError] = useState<string | null>(null);
  const named = (id: string) => {
    const account = accounts.find((a) => a.id === id);
    return account ? `${account.code} ${account.name}${account.archived ? ' (archived)' : ''}` : 'a removed account';
  };

  async function add(event: SubmitEvent) {
    event.preventDefault();
    if (!form.accountId) return setError('Choose the account the category posts to');
    const result = await store.mapCategory(form, null);
    if (!result.ok) return setError(result.message);
    setError(null);
    setForm({ category: '', accountId: form.accountId });
  }

  async function remove(row: CategoryAccount) {
    try {
      await store.unmapCategory(row.id, row.revision);
      setError(null);
    } catch (caught) {
      setError(message(caught));
    }
  }

  return (
    <Section
      title="Category mapping"
      description="A transaction whose category is mapped posts to its account (before any account of that name or code), and SBI may suggest the category for a payment. Changing a mapping re-posts the transactions with that category."
    >
      {mapping.length === 0 ? (
        <p className="text-sm text-muted">
          No category is mapped: categories post to the account of that name or code.
        </p>
      ) : (
        <ul aria-label="Mapped categories" className="space-y-1 text-sm">
          {mapping.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-2">
              <span>
                <span className="font-medium">{row.category}</span> → {named(row.accountId)}
              </span>
              <Button variant="secondary" onClick={() => void remove(row)}>
                Remove <span className="sr-only">the mapping of {row.category}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex flex-wrap items-end gap-3" aria-label="Map a category">
        <Input
          label="Category"
          value={form.category}
          maxLength={80}
          onChange={(e) => setForm({ ...form, category: e.target.value })}
        />
        <Select
          label="Posts to"
          placeholder="Choose an account…"
          options={accounts
            .filter((a) => !a.archived && !a.id.startsWith('wallet:'))
            .map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
          value={form.accountId}
          onChange={(e) => setForm({ ...form, accountId: e.target.value })}
        />
        <Button type="submit">Map category</Button>
      </form>
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </Section>
  );
}
