// Names for addresses, resolved when a page shows them (never stored in chain rows, so renaming a
// team member renames every row at once). Clients and vendors will join as further sources.
import type { TeamMember } from '../db/entities/team-member';
import type { TreasuryWallet } from '../db/entities/treasury-wallet';

/** What a name was taken from, for a hint beside it. */
export type AddressBookSource = 'treasury' | 'team';

export interface AddressBookEntry {
  readonly name: string;
  readonly source: AddressBookSource;
}

/** Lower-case address → the name the company gave it. */
export type AddressBook = ReadonlyMap<string, AddressBookEntry>;

export interface AddressBookInput {
  readonly treasuryWallets: readonly Pick<TreasuryWallet, 'address' | 'label'>[];
  readonly teamMembers: readonly Pick<TeamMember, 'wallet' | 'name'>[];
}

/**
 * Builds the address book. A treasury wallet's label wins over a team member's name for the same
 * address (it is the company's own wallet); within a source the first entry wins.
 */
export function buildAddressBook({ treasuryWallets, teamMembers }: AddressBookInput): AddressBook {
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
  return book;
}

/** The name of an address in the book, or null (case-insensitive). */
export function nameOf(book: AddressBook, address: string | null): string | null {
  return address ? (book.get(address.toLowerCase())?.name ?? null) : null;
}
