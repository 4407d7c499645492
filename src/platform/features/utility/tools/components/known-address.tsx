import type { AddressBook, AddressBookSource } from '@/lib/chain/address-book';

const SOURCE_NAMES: Record<AddressBookSource, string> = {
  treasury: 'treasury wallet',
  team: 'team member',
  counterparty: 'client or vendor',
  contract: 'contract',
};

/** Whom an address belongs to in the workspace, or that it is not known there. */
export function KnownAddress({ book, address }: { book: AddressBook; address: string }) {
  const entry = book.get(address.toLowerCase());
  if (!entry) return <span className="text-muted">Not a team member or treasury wallet of this workspace</span>;
  return (
    <span>
      <strong className="font-semibold">{entry.name}</strong>{' '}
      <span className="text-muted">({SOURCE_NAMES[entry.source]} of this workspace)</span>
    </span>
  );
}
