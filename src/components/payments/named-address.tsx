// An address as the company knows it: the address book's name (treasury wallet, team member, client
// or vendor) followed by the full checksummed address, or the address alone when it has no name.
import { nameOf, type AddressBook } from '@/lib/chain/address-book';

/** The name of an address with the full address beside it (never shortened: it is what was paid from). */
export function NamedAddress({ address, book }: { address: string; book: AddressBook }) {
  const name = nameOf(book, address);
  if (!name) return <span className="font-mono break-all">{address}</span>;
  return (
    <span>
      <span className="font-medium">{name}</span> <span className="font-mono text-xs break-all">({address})</span>
    </span>
  );
}
