// Names for addresses, resolved when a page shows them (never stored in chain rows, so renaming a
// team member renames every row at once). Clients and vendors (counterparties) are the third source,
// the platform contracts and the company's own tokens the fourth (named by what they are).
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { TeamMember } from '@/lib/db/entities/team-member';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';

/** What a name was taken from, for a hint beside it. */
export type AddressBookSource = 'treasury' | 'team' | 'counterparty' | 'contract';

export interface AddressBookEntry {
  readonly name: string;
  readonly source: AddressBookSource;
}

/** Lower-case address → the name the company gave it. */
export type AddressBook = ReadonlyMap<string, AddressBookEntry>;

export interface AddressBookInput {
  readonly treasuryWallets: readonly Pick<TreasuryWallet, 'address' | 'label'>[];
  readonly teamMembers: readonly Pick<TeamMember, 'wallet' | 'name'>[];
  /** Clients and vendors: each wallet (any network) names its counterparty. */
  readonly counterparties?: readonly Pick<Counterparty, 'wallets' | 'name'>[];
  /** Contracts named by what they are: PaymentRouter, Distributor, a company token (any network). */
  readonly contracts?: readonly { readonly address: string; readonly name: string }[];
}

/**
 * Builds the address book. A treasury wallet's label wins over a team member's name for the same
 * address (it is the company's own wallet), then team members, then counterparties, then contracts;
 * within a source the first entry wins.
 */
export function buildAddressBook({
  treasuryWallets,
  teamMembers,
  counterparties = [],
  contracts = [],
}: AddressBookInput): AddressBook {
  const book = new Map<string, AddressBookEntry>();
  for (const wallet of treasuryWallets) {
    const key = wallet.address.toLowerCase();
    if (!book.has(key)) book.set(key, { name: wallet.label, source: 'treasury' });
  }
  for (const member of teamMembers) {
    if (!member.wallet) continue;
    const key = member.wallet.toLowerCase();
    if (!book.has(key)) book.set(key, { name: member.name, source: 'team' });
  }
  for (const counterparty of counterparties) {
    for (const wallet of counterparty.wallets) {
      const key = wallet.address.toLowerCase();
      if (!book.has(key)) book.set(key, { name: counterparty.name, source: 'counterparty' });
    }
  }
  return withContracts(book, contracts);
}

/** `book` with `contracts` named where it names nothing yet (the same precedence as `buildAddressBook`). */
export function withContracts(book: AddressBook, contracts: AddressBookInput['contracts'] = []): AddressBook {
  const named = new Map(book);
  for (const contract of contracts) {
    const key = contract.address.toLowerCase();
    if (!named.has(key)) named.set(key, { name: contract.name, source: 'contract' });
  }
  return named;
}

/** The name of an address in the book, or null (case-insensitive). */
export function nameOf(book: AddressBook, address: string | null): string | null {
  return address ? (book.get(address.toLowerCase())?.name ?? null) : null;
}
