// The Company page's reads and writes. Every write goes through lib/db's validating wrappers.
import type { CompanyProfile } from '../../../../lib/db/entities/company-profile';
import { COMPANY_PROFILE_ID } from '../../../../lib/db/entities/company-profile';
import type { TeamMember } from '../../../../lib/db/entities/team-member';
import type { TreasuryWallet } from '../../../../lib/db/entities/treasury-wallet';
import { parseRecord, putRecord, readRecord, readRecords, type CorruptRecord, type ReadResult } from '../../../../lib/db/records';
import type { WorkspaceDb } from '../../../../lib/db/workspace-db';

/** Refused because the same address is already watched on that network (possibly from another tab). */
export class DuplicateWalletError extends Error {
  override readonly name = 'DuplicateWalletError';
  constructor(readonly chainId: number) {
    super('This address is already a treasury wallet on that network');
  }
}

/** The stored profile (null when none yet) and any corrupt row found on the way. */
export function readProfile(db: WorkspaceDb): Promise<{ record: CompanyProfile | null; corrupt: CorruptRecord[] }> {
  return readRecord(db, 'companyProfile', COMPANY_PROFILE_ID);
}

/** The team members in the order they were added, parsed on read. */
export function readMembers(db: WorkspaceDb): Promise<ReadResult<'teamMembers'>> {
  return readRecords(db, 'teamMembers', 'createdAt');
}

/** The treasury wallets in the order they were added, parsed on read. */
export function readWallets(db: WorkspaceDb): Promise<ReadResult<'treasuryWallets'>> {
  return readRecords(db, 'treasuryWallets', 'createdAt');
}

/** Validates and stores the profile (the single row). */
export function saveProfile(db: WorkspaceDb, profile: CompanyProfile): Promise<CompanyProfile> {
  return putRecord(db, 'companyProfile', profile);
}

/** Adds or replaces a member; also how Undo puts a removed member back exactly. */
export function saveMember(db: WorkspaceDb, member: TeamMember): Promise<TeamMember> {
  return putRecord(db, 'teamMembers', member);
}

/** Deletes a member; the caller keeps the record to offer Undo. */
export async function removeMember(db: WorkspaceDb, id: string): Promise<void> {
  await db.teamMembers.delete(id);
}

/**
 * Adds a treasury wallet unless the same address is already watched on that network. Checked
 * inside the write transaction (and by the unique index), so two tabs cannot both add it.
 */
export async function addWallet(db: WorkspaceDb, wallet: TreasuryWallet): Promise<TreasuryWallet> {
  const record = parseRecord('treasuryWallets', wallet);
  return db.transaction('rw', db.treasuryWallets, async () => {
    const same = await db.treasuryWallets.where('[chainId+address]').equals([record.chainId, record.address]).count();
    if (same > 0) throw new DuplicateWalletError(record.chainId);
    await db.treasuryWallets.add(record);
    return record;
  });
}

/** Deletes a treasury wallet; the caller keeps the record to offer Undo. */
export async function removeWallet(db: WorkspaceDb, id: string): Promise<void> {
  await db.treasuryWallets.delete(id);
}
