import { describe, expect, it } from 'vitest';
import { buildAddressBook, nameOf } from './address-book';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('address book', () => {
  it('names treasury wallets and team members, case-insensitively', () => {
    const book = buildAddressBook({
      treasuryWallets: [{ address: A, label: 'Ops' }],
      teamMembers: [
        { wallet: B, name: 'Ada' },
        { wallet: null, name: 'No wallet' },
      ],
    });
    expect(nameOf(book, A.toLowerCase())).toBe('Ops');
    expect(nameOf(book, B)).toBe('Ada');
    expect(nameOf(book, '0x0000000000000000000000000000000000000001')).toBeNull();
    expect(nameOf(book, null)).toBeNull();
  });

  it('prefers the treasury label over a team member with the same address', () => {
    const book = buildAddressBook({
      treasuryWallets: [{ address: A, label: 'Treasury' }],
      teamMembers: [{ wallet: A, name: 'Ada' }],
    });
    expect(book.get(A.toLowerCase())).toEqual({ name: 'Treasury', source: 'treasury' });
  });
});

describe('counterparties in the address book', () => {
  it('names a client’s or vendor’s wallet, after treasury wallets and team members', () => {
    const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const book = buildAddressBook({
      treasuryWallets: [{ address: A, label: 'Ops' }],
      teamMembers: [],
      counterparties: [
        {
          name: 'Acme',
          wallets: [
            { chainId: 1, address: A },
            { chainId: 1, address: B },
          ],
        },
      ],
    });
    expect(book.get(A.toLowerCase())).toEqual({ name: 'Ops', source: 'treasury' });
    expect(book.get(B.toLowerCase())).toEqual({ name: 'Acme', source: 'counterparty' });
  });

  it('names contracts by what they are, after everyone the company named itself', () => {
    const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const SHARED = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const book = buildAddressBook({
      treasuryWallets: [],
      teamMembers: [{ wallet: SHARED, name: 'Ada' }],
      contracts: [
        { address: ROUTER, name: 'PaymentRouter' },
        { address: SHARED, name: 'Acme Shares (ACME)' },
      ],
    });
    expect(book.get(ROUTER.toLowerCase())).toEqual({ name: 'PaymentRouter', source: 'contract' });
    expect(book.get(SHARED.toLowerCase())).toEqual({ name: 'Ada', source: 'team' });
  });
});
