import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StaleRevisionError } from '@/lib/db/revision-save';
import { rememberReplacedVersion } from '@/lib/db/field-merge';
import { freshDb } from '@/lib/db/sample-records.testing';
import { saveUserFields } from '@/platform/features/transactions/store/transactions-store';
import { txRow } from '@/platform/features/transactions/model/tx-rows.testing';
import { UserFieldsForm } from './user-fields-form';

describe('UserFieldsForm: a category saved in another tab meanwhile', () => {
  it('shows theirs vs. yours, keeps what was typed, and Keep mine saves on top of the newer revision', async () => {
    const row = txRow({ category: null, memo: '', revision: 1 });
    const theirs = { ...row, category: 'Payroll', revision: 2 };
    const onSave = vi.fn(async (_fields: { category: string | null; memo: string }, base: number) => {
      if (base === 1) throw new StaleRevisionError('chainTransactions', row.id, 1, theirs);
    });
    render(<UserFieldsForm row={row} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Office' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const conflict = await screen.findByRole('group', { name: /changed in another tab/ });
    expect(conflict.textContent).toContain('Payroll');
    expect(conflict.textContent).toContain('Office');
    expect((screen.getByLabelText('Category') as HTMLInputElement).value).toBe('Office');
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith({ category: 'Office', memo: '' }, 2));
    await waitFor(() => expect(screen.queryByRole('group', { name: /changed in another tab/ })).toBeNull());
  });

  it('Take theirs replaces the draft with the newer values', async () => {
    const row = txRow({ category: null, memo: '', revision: 1 });
    const theirs = { ...row, category: 'Payroll', memo: 'from the other tab', revision: 2 };
    const onSave = vi.fn(async () => {
      throw new StaleRevisionError('chainTransactions', row.id, 1, theirs);
    });
    render(<UserFieldsForm row={row} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Memo'), { target: { value: 'mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('group', { name: /changed in another tab/ });
    fireEvent.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect((screen.getByLabelText('Memo') as HTMLInputElement).value).toBe('from the other tab');
    expect((screen.getByLabelText('Category') as HTMLInputElement).value).toBe('Payroll');
  });
});

describe('UserFieldsForm: the same field changed on another device (a team merge)', () => {
  it('Keep mine saves the memo typed here and keeps the category the other device set', async () => {
    const db = freshDb();
    const row = txRow({ category: null, memo: 'first', revision: 1 });
    await db.chainTransactions.put(row);
    // The team merge replaces the row: the other device set a category and changed the memo too.
    rememberReplacedVersion(db.name, 'chainTransactions', row.id, row);
    await db.chainTransactions.put({ ...row, category: 'Payroll', memo: 'theirs', revision: 2 });
    render(<UserFieldsForm row={row} onSave={(fields, base) => saveUserFields(db, row.id, fields, base)} />);
    fireEvent.change(screen.getByLabelText('Memo'), { target: { value: 'mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const conflict = await screen.findByRole('group', { name: /changed in another tab/ });
    expect(conflict.textContent).toContain('theirs');
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: /changed in another tab/ })).toBeNull());
    const stored = await db.chainTransactions.get(row.id);
    expect([stored?.memo, stored?.category, stored?.revision]).toEqual(['mine', 'Payroll', 3]);
    await db.delete();
  });
});
