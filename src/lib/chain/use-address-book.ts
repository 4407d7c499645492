import { useMemo } from 'react';
import { buildAddressBook, withContracts, type AddressBook, type AddressBookInput } from '@/lib/chain/address-book';
import { readRecords } from '@/lib/db/records';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

const EMPTY_BOOK: AddressBook = buildAddressBook({ treasuryWallets: [], teamMembers: [] });

/** Reads the names the workspace gives addresses (treasury wallets, team members). */
export async function readAddressBook(db: WorkspaceDb): Promise<AddressBook> {
  const [treasuryWallets, teamMembers, counterparties] = await Promise.all([
    readRecords(db, 'treasuryWallets'),
    readRecords(db, 'teamMembers'),
    readRecords(db, 'counterparties'),
  ]);
  return buildAddressBook({
    treasuryWallets: treasuryWallets.records,
    teamMembers: teamMembers.records,
    counterparties: counterparties.records,
  });
}

/**
 * The workspace's address book, live (a member added in another tab is known at once); empty without
 * a workspace. `contracts` (platform contracts and company tokens, named by what they are) name the
 * addresses the workspace's records do not; pass the same array while it is unchanged.
 */
export function useAddressBook(db: WorkspaceDb | null, contracts?: AddressBookInput['contracts'] | null): AddressBook {
  const live = useLiveQuery(() => (db ? readAddressBook(db) : Promise.resolve(EMPTY_BOOK)), [db]);
  const book = live.status === 'ready' ? live.data : EMPTY_BOOK;
  return useMemo(() => (contracts?.length ? withContracts(book, contracts) : book), [book, contracts]);
}
