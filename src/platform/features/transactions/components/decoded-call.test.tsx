import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAddressBook } from '@/lib/chain/address-book';
import { txRow } from '@/platform/features/transactions/model/tx-rows.testing';
import { DecodedCall } from './decoded-call';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const STRANGER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const REFERENCE = `0x${'ab'.repeat(32)}`;

const book = buildAddressBook({
  treasuryWallets: [],
  teamMembers: [],
  counterparties: [
    { name: 'Alpha Hosting', wallets: [{ chainId: 31337, address: ALICE }] },
    { name: 'Beta Design', wallets: [{ chainId: 31337, address: BOB }] },
  ],
  contracts: [{ address: TOKEN, name: 'Test Dollar (TUSD)' }],
});

describe('DecodedCall', () => {
  it('names every recipient of a distribution from the directory, with its exact amount', () => {
    const row = txRow({
      kind: 'distribution',
      decoded: {
        method: 'distributeEth',
        recipients: [
          { address: ALICE, units: '1500000000000000000' },
          { address: BOB, units: '250000000000000000' },
          { address: STRANGER, units: '1' },
        ],
      },
    });
    render(<DecodedCall row={row} book={book} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Alpha Hosting.*1\.5\u00a0ETH$/),
      expect.stringMatching(/^Beta Design.*0\.25\u00a0ETH$/),
      expect.stringMatching(/0\.000000000000000001\u00a0ETH$/),
    ]);
    // A recipient the company never named keeps its address, in full on hover.
    expect(within(items[2] as HTMLElement).getByTitle(STRANGER)).toBeTruthy();
  });

  it('names the payee of a router payment and the token it was paid in', () => {
    const row = txRow({
      kind: 'payment',
      asset: TOKEN,
      symbol: 'TUSD',
      decimals: 6,
      decoded: { method: 'payToken', token: TOKEN, paymentReference: REFERENCE, payee: ALICE },
    });
    render(<DecodedCall row={row} book={book} />);
    const payee = screen.getByText('Payee').nextElementSibling as HTMLElement;
    expect(payee.textContent).toContain('Alpha Hosting');
    const token = screen.getByText('Token').nextElementSibling as HTMLElement;
    expect(token.textContent).toContain('Test Dollar (TUSD)');
    expect(screen.getByText(REFERENCE)).toBeTruthy();
  });

  it('says an unknown call by its selector', () => {
    render(<DecodedCall row={txRow({ kind: 'call', decoded: null, selector: '0xdeadbeef' })} book={book} />);
    expect(screen.getByText('Unknown call 0xdeadbeef')).toBeTruthy();
  });
});
