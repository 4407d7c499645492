import { useState } from 'react';
import { AddressInput } from '@/components/ui/address-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { CategoryRule } from '@/lib/db/entities/insight-state';

type RuleDraft = Pick<CategoryRule, 'counterparty' | 'memoContains' | 'category'>;

/** A new categorisation rule: a counterparty, words of the memo, or both, and the category they get. */
export function RuleForm({ onAdd }: { onAdd: (rule: RuleDraft) => Promise<void> }) {
  const [address, setAddress] = useState({ text: '', value: null as string | null, ok: true });
  const [memo, setMemo] = useState('');
  const [category, setCategory] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = async () => {
    if (!address.ok) return setError('Fix the counterparty address first');
    if (category.trim() === '') return setError('Enter the category');
    if (address.value === null && memo.trim() === '') return setError('Name a counterparty or words of the memo');
    setError(undefined);
    await onAdd({ counterparty: address.value, memoContains: memo.trim(), category: category.trim() });
    setAddress({ text: '', value: null, ok: true });
    setMemo('');
    setCategory('');
  };
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AddressInput
        label="Counterparty (optional)"
        value={address.text}
        onChange={(text, check) =>
          setAddress({ text, value: check.ok ? check.address : null, ok: text.trim() === '' || check.ok })
        }
      />
      <Input label="Memo contains (optional)" value={memo} maxLength={100} onChange={(e) => setMemo(e.target.value)} />
      <Input
        label="Category"
        value={category}
        maxLength={80}
        error={error}
        onChange={(e) => setCategory(e.target.value)}
      />
      <div className="flex items-end">
        <Button type="submit" variant="secondary">
          Add rule
        </Button>
      </div>
    </form>
  );
}
