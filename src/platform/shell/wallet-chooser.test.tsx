import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WalletChooser } from './wallet-chooser';

const WALLETS = [
  { id: 'a', name: 'Test Wallet', icon: null, rdns: 'example.test' },
  { id: 'b', name: 'Other Wallet', icon: null, rdns: 'example.other' },
];

describe('WalletChooser', () => {
  it('is the kit dialog listing the wallets; a choice and Escape reach the caller', () => {
    const onChoose = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(<WalletChooser open={false} wallets={WALLETS} onChoose={onChoose} onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<WalletChooser open wallets={WALLETS} onChoose={onChoose} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Choose a wallet' });
    const choices = within(dialog)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('button').textContent);
    expect(choices).toEqual(['Test Wallet', 'Other Wallet']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Other Wallet' }));
    expect(onChoose).toHaveBeenCalledWith('b');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
