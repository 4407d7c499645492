// The counterparty directory (clients and vendors), shared by the Client and Vendors
// pages. Every write goes through the entity's schema and the revision guard.
import { counterpartySchema, type Counterparty, type CounterpartyWallet } from '@/lib/db/entities/counterparty';
import { readRecords, type ReadResult } from '@/lib/db/records';
import { deleteRevision, saveRevision, type BaseRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

/** What a user enters for a counterparty (ids, times and revision are the store's). */
export type CounterpartyInput = Omit<Counterparty, 'id' | 'createdAt' | 'updatedAt' | 'revision'>;

/** A blank counterparty (client by default, net 30). */
export function emptyCounterparty(role: 'client' | 'vendor'): CounterpartyInput {
  return {
    name: '',
    legalName: '',
    email: '',
    isClient: role === 'client',
    isVendor: role === 'vendor',
    wallets: [],
    taxId: '',
    address: '',
    paymentTermsDays: 30,
    incomeAccountId: null,
    expenseAccountId: null,
    notes: '',
  };
}

/** All counterparties, parsed on read (a corrupt row is reported, not thrown). */
export function listCounterparties(db: WorkspaceDb): Promise<ReadResult<'counterparties'>> {
  return readRecords(db, 'counterparties', 'name');
}

/** Creates (`existing` null) or updates a counterparty; refused with StaleRevisionError if it changed meanwhile. */
export async function saveCounterparty(
  db: WorkspaceDb,
  input: CounterpartyInput,
  existing: Pick<Counterparty, 'id' | 'createdAt' | 'revision'> | null,
  now: string,
): Promise<Counterparty> {
  const base: BaseRevision = existing ? existing.revision : null;
  const record = {
    ...input,
    id: existing?.id ?? crypto.randomUUID(),
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    revision: existing?.revision ?? 1,
  };
  return saveRevision(db, 'counterparties', record, base);
}

/** Removes a counterparty at the revision the user saw. Invoices and bills keep its id (shown as "removed"). */
export function removeCounterparty(
  db: WorkspaceDb,
  counterparty: Pick<Counterparty, 'id' | 'revision'>,
): Promise<void> {
  return deleteRevision(db, 'counterparties', counterparty.id, counterparty.revision);
}

/** Adds many counterparties in one transaction (a CSV import the user confirmed): all or nothing. */
export async function importCounterparties(
  db: WorkspaceDb,
  inputs: readonly CounterpartyInput[],
  now: string,
): Promise<Counterparty[]> {
  const records = inputs.map((input) =>
    counterpartySchema.parse({ ...input, id: crypto.randomUUID(), createdAt: now, updatedAt: now, revision: 1 }),
  );
  await db.transaction('rw', db.counterparties, () => db.counterparties.bulkAdd(records));
  return records;
}

/** The counterparty whose wallet is `address` on `chainId` (any spelling), if any. */
export function counterpartyByWallet(
  list: readonly Counterparty[],
  chainId: number,
  address: string,
): Counterparty | undefined {
  const lower = address.toLowerCase();
  return list.find((c) => c.wallets.some((w) => w.chainId === chainId && w.address.toLowerCase() === lower));
}

/** A counterparty's wallet on one network (the first listed), or undefined. */
export function walletOn(counterparty: Pick<Counterparty, 'wallets'>, chainId: number): CounterpartyWallet | undefined {
  return counterparty.wallets.find((w) => w.chainId === chainId);
}

/** Lower-case address → name, for the address book (every network). */
export function counterpartyNames(list: readonly Counterparty[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const c of list)
    for (const w of c.wallets) if (!names.has(w.address.toLowerCase())) names.set(w.address.toLowerCase(), c.name);
  return names;
}
