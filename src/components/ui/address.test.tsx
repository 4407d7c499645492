import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Address } from './address';

const LOWER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('Address', () => {
  it('shows the short checksummed form with the full one as its title', () => {
    render(<Address address={LOWER} />);
    const short = screen.getByText('0xf39F…2266');
    expect(short.closest('[title]')?.getAttribute('title')).toBe(CHECKSUMMED);
  });

  it('shows the known name beside the short form', () => {
    render(<Address address={CHECKSUMMED} name="Acme Ltd" />);
    const name = screen.getByText('Acme Ltd');
    expect(name.parentElement?.textContent).toBe('Acme Ltd0xf39F…2266');
  });

  it('shows every character with full, for confirmations', () => {
    render(<Address address={LOWER} full />);
    expect(screen.getByText(CHECKSUMMED)).toBeTruthy();
  });

  it('copies the full checksummed form when its text is selected', () => {
    render(<Address address={LOWER} name="Acme Ltd" />);
    const box = screen.getByTitle(CHECKSUMMED);
    const range = document.createRange();
    range.selectNodeContents(box);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    let copied: string | null = null;
    const event = new Event('copy', { bubbles: true, cancelable: true });
    Object.assign(event, { clipboardData: { setData: (_type: string, value: string) => (copied = value) } });
    box.dispatchEvent(event);
    expect(copied).toBe(CHECKSUMMED);
  });

  it('shows text that is not an address as given', () => {
    render(<Address address="alice.eth" />);
    expect(screen.getByText('alice.eth').closest('[title]')?.getAttribute('title')).toBe('alice.eth');
  });
});
