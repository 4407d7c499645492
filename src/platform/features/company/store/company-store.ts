// The Company page's reads and writes. Every write goes through lib/db's validating wrappers.
import type { CompanyProfile } from '@/lib/db/entities/company-profile';
import { COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import type { TeamMember } from '@/lib/db/entities/team-member';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { parseRecord, readRecord, readRecords, type CorruptRecord, type ReadResult } from '@/lib/db/records';
import { deleteRevision, saveRevision, type BaseRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { followWalletLabel } from '@/lib/ledger/store/chart-store';

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

/**
 * Stores the profile (the single row) on top of the revision the edit started from (null: there
 * was none yet); refused with StaleRevisionError if another tab saved it meanwhile.
 */
export function saveProfile(
  db: WorkspaceDb,
  profile: CompanyProfile,
  baseRevision: BaseRevision,
): Promise<CompanyProfile> {
  return saveRevision(db, 'companyProfile', profile, baseRevision);
}

/**
 * Adds a member (base null; also how Undo puts a removed member back exactly) or saves an edit on
 * top of the revision it started from; refused with StaleRevisionError if changed elsewhere.
 */
export function saveMember(db: WorkspaceDb, member: TeamMember, baseRevision: BaseRevision): Promise<TeamMember> {
  return saveRevision(db, 'teamMembers', member, baseRevision);
}

/** Deletes a member as the user saw it (not if changed elsewhere); the caller keeps it for Undo. */
export function removeMember(db: WorkspaceDb, member: TeamMember): Promise<void> {
  return deleteRevision(db, 'teamMembers', member.id, member.revision);
}

/**
 * Adds a treasury wallet unless the same address is already watched on that network. Checked
 * inside the write transaction (and by the unique index), so two tabs cannot both add it.
 */
export async function addWallet(db: WorkspaceDb, wallet: TreasuryWallet): Promise<TreasuryWallet> {
  const record = parseRecord('treasuryWallets', wallet);
  return db.transaction('rw', db.treasuryWallets, db.ledgerAccounts, async () => {
    const same = await db.treasuryWallets.where('[chainId+address]').equals([record.chainId, record.address]).count();
    if (same > 0) throw new DuplicateWalletError(record.chainId);
    // A create: refused if the id exists; Undo puts a removed wallet back with its revision.
    const saved = await saveRevision(db, 'treasuryWallets', record, null);
    // A wallet the books already hold (watched before it was listed) gets its name in the books too.
    await followWalletLabel(db, saved, null);
    return saved;
  });
}

/**
 * Saves an edit of a treasury wallet on top of the revision it started from (StaleRevisionError if
 * changed elsewhere), unless its new address is already watched on that network by another wallet.
 */
export async function saveWallet(
  db: WorkspaceDb,
  wallet: TreasuryWallet,
  baseRevision: number,
): Promise<TreasuryWallet> {
  const record = parseRecord('treasuryWallets', wallet);
  return db.transaction('rw', db.treasuryWallets, db.ledgerAccounts, async () => {
    const same = await db.treasuryWallets.where('[chainId+address]').equals([record.chainId, record.address]).toArray();
    if (same.some((other) => other.id !== record.id)) throw new DuplicateWalletError(record.chainId);
    const before = same.find((other) => other.id === record.id) ?? (await db.treasuryWallets.get(record.id));
    const saved = await saveRevision(db, 'treasuryWallets', record, baseRevision);
    await followWalletLabel(db, saved, before?.label ?? null);
    return saved;
  });
}

/** Deletes a treasury wallet as the user saw it (not if changed elsewhere); kept for Undo by the caller. */
export function removeWallet(db: WorkspaceDb, wallet: TreasuryWallet): Promise<void> {
  return deleteRevision(db, 'treasuryWallets', wallet.id, wallet.revision);
}
