import { useMemo } from 'react';
import { buildAddressBook, type AddressBook } from '@/lib/chain/address-book';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readCommsData, type CommsData } from './comms-store';

/** The page's records, live across tabs. */
export function useCommsData(db: WorkspaceDb): LiveQueryState<CommsData> {
  return useLiveQuery(() => readCommsData(db), [db]);
}

/** Names for addresses (treasury wallets, team, clients and vendors) and team member ids. */
export interface CommsNames {
  readonly book: AddressBook;
  readonly wallet: (address: string) => string;
  readonly member: (memberId: string) => string;
}

/** The address book and the two naming functions over the loaded records. */
export function useCommsNames(data: CommsData | null): CommsNames {
  return useMemo(() => {
    const book = buildAddressBook({
      treasuryWallets: data?.treasuryWallets ?? [],
      teamMembers: data?.teamMembers ?? [],
      counterparties: data?.counterparties ?? [],
    });
    const members = new Map((data?.teamMembers ?? []).map((member) => [member.id, member.name]));
    return {
      book,
      wallet: (address) => book.get(address.toLowerCase())?.name ?? address,
      member: (memberId) => members.get(memberId) ?? 'a former member',
    };
  }, [data]);
}
