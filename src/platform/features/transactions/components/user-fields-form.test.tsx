import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StaleRevisionError } from '@/lib/db/revision-save';
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
