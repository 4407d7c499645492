import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DraftProvider } from '@/components/ui/drafts';
import { buildAddressBook } from '@/lib/chain/address-book';
import { AddressCheckTool } from './address-check-tool';
import { UnitConverterTool } from './unit-converter-tool';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const book = buildAddressBook({ treasuryWallets: [{ address: ACCOUNT, label: 'Operating' }], teamMembers: [] });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;

describe('UnitConverterTool', () => {
  it('rewrites the other fields, ties a refusal to its field and keeps the input across a remount', () => {
    const view = render(
      <DraftProvider keepAs="tools-test">
        <UnitConverterTool />
      </DraftProvider>,
    );
    type('Ether', '0.000000001');
    expect(valueOf('Gwei')).toBe('1');
    expect(valueOf('Wei')).toBe('1000000000');
    type('Wei', '1.5');
    const wei = screen.getByLabelText('Wei', { exact: true });
    expect(wei.getAttribute('aria-invalid')).toBe('true');
    const described = (wei.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Wei has no decimals: enter a whole number');
    view.unmount();
    render(
      <DraftProvider keepAs="tools-test">
        <UnitConverterTool />
      </DraftProvider>,
    );
    expect(valueOf('Wei')).toBe('1.5');
    expect(valueOf('Gwei')).toBe('1');
  });
});

describe('AddressCheckTool', () => {
  it('names a workspace address and lists what is wrong with a bad one', () => {
    render(
      <DraftProvider>
        <AddressCheckTool book={book} />
      </DraftProvider>,
    );
    type('Address to check', ACCOUNT.toLowerCase());
    const result = document.getElementById('address-check-result') as HTMLElement;
    expect(within(result).getByText(ACCOUNT)).toBeTruthy();
    expect(within(result).getByText('Operating')).toBeTruthy();
    type('Address to check', '0x12');
    expect(
      within(result).getByText('Has 2 characters after 0x: an address has exactly 40 hexadecimal digits'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Address to check').getAttribute('aria-invalid')).toBe('true');
  });
});
