import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '@/lib/db/sample-records.testing';
import { PREFIX_KEY } from '@/platform/features/client/store/invoice-numbering';
import { InvoicePrefixForm } from './invoice-prefix-form';

const db = freshDb();
afterEach(async () => {
  await db.meta.clear();
});

describe('InvoicePrefixForm', () => {
  it('previews the next number of the typed series, refuses an invalid prefix beside the field (text kept), saves a valid one', async () => {
    render(<InvoicePrefixForm db={db} prefix={null} lastSequences={new Map([['INV-', 6]])} />);
    const field = screen.getByLabelText('Number prefix') as HTMLInputElement;
    expect(field.value).toBe('INV-');
    expect(screen.getByText('Next number (given when issued): INV-0007')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'bad prefix' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prefix' }));
    expect((await screen.findByText('Use up to 12 letters, digits, -, _ or /')).id).toBe('invoice-prefix-error');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.value).toBe('bad prefix');
    expect(await db.meta.get(PREFIX_KEY)).toBeUndefined();

    fireEvent.change(field, { target: { value: 'ACME-' } });
    expect(screen.getByText('Next number (given when issued): ACME-0001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save prefix' }));
    expect((await screen.findByText('Saved: the next invoice issued is ACME-0001')).getAttribute('role')).toBe(
      'status',
    );
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect((await db.meta.get(PREFIX_KEY))?.value).toBe('ACME-');
  });
});
