import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAddressBook } from '@/lib/chain/address-book';
import { NamedAddress } from './named-address';

const CLIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const book = buildAddressBook({
  treasuryWallets: [],
  teamMembers: [],
  counterparties: [{ name: 'Acme', wallets: [{ chainId: 1, address: CLIENT }] }],
});

describe('NamedAddress', () => {
  it('names a known address and keeps the full checksummed address beside it', () => {
    expect(render(<NamedAddress address={CLIENT} book={book} />).container.textContent).toBe(`Acme (${CLIENT})`);
  });
  it('shows an unknown address whole', () => {
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    expect(render(<NamedAddress address={other} book={book} />).container.textContent).toBe(other);
  });
});
