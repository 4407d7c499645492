import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AddressInput } from './address-input';

const LOWER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const names: Record<string, string> = { [CHECKSUMMED]: 'Acme Ltd' };

function Harness() {
  const [text, setText] = useState('');
  return (
    <AddressInput label="Pay to" value={text} onChange={(next) => setText(next)} lookup={(address) => names[address]} />
  );
}

describe('AddressInput', () => {
  it('rewrites a valid address in its EIP-55 form on leaving, and names it', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Pay to' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: LOWER } });
    fireEvent.blur(input);
    expect(input.value).toBe(CHECKSUMMED);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const description = document.getElementById(input.getAttribute('aria-describedby')!)?.textContent;
    expect(description).toBe('Known as Acme Ltd');
  });

  it('refuses a mixed-case address whose checksum does not match, once left', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Pay to' });
    fireEvent.change(input, { target: { value: CHECKSUMMED.replace('F39', 'f39').replace('Fb9', 'fB9') } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Checksum mismatch: check the address for typos',
    );
  });

  it('refuses text that is not an address', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Pay to' });
    fireEvent.change(input, { target: { value: '0x1234' } });
    fireEvent.blur(input);
    expect(screen.getByText('Not a valid Ethereum address')).toBeTruthy();
  });
});
