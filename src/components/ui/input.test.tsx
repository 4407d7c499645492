import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('is named by its label and described by its hint', () => {
    render(<Input label="Invoice number" hint="As printed on the invoice" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Invoice number' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('As printed on the invoice');
  });

  it('is invalid and described by its error when it has one', () => {
    render(<Input label="Email" error="Enter an email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Enter an email address']);
  });

  it('keeps a given id and passes attributes through', () => {
    render(<Input id="vendor-name" label="Name" required maxLength={10} />);
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(input.id).toBe('vendor-name');
    expect(input.required).toBe(true);
    expect(input.maxLength).toBe(10);
  });

  it('keeps a hidden label as its name, visually hidden, only when asked', () => {
    render(
      <>
        <Input label="Address of wallet 1" labelHidden defaultValue="" />
        <Input label="Memo" defaultValue="" />
      </>,
    );
    const hidden = screen.getByRole('textbox', { name: 'Address of wallet 1' });
    const hiddenLabel = document.querySelector(`label[for="${hidden.id}"]`)!;
    expect(hiddenLabel.textContent).toBe('Address of wallet 1');
    expect(hiddenLabel.className).toBe('sr-only');
    const shown = screen.getByRole('textbox', { name: 'Memo' });
    expect(document.querySelector(`label[for="${shown.id}"]`)!.className).not.toContain('sr-only');
  });

  it('adds a given description (a live result elsewhere) before its hint, and a given invalid mark', () => {
    render(
      <>
        <Input label="Address" hint="0x and 40 hex digits" aria-describedby="verdict" aria-invalid />
        <p id="verdict">Not a valid address</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Address' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Not a valid address',
      '0x and 40 hex digits',
    ]);
  });

  it('announces its error as an alert when told to', () => {
    render(<Input label="Backup passphrase" error="Wrong passphrase" errorRole="alert" />);
    expect(screen.getByRole('alert').textContent).toBe('Wrong passphrase');
    const input = screen.getByRole('textbox', { name: 'Backup passphrase' });
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
