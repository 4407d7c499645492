// The sample's profile, team and counterparties, saved through the Company page's and the
// counterparty directory's stores as a user typing them would.
import { COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { teamMemberSchema } from '@/lib/db/entities/team-member';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { emptyCounterparty, saveCounterparty } from '@/lib/counterparties/counterparty-store';
import { DAY_MS } from '@/lib/primitives/days';
import type { SamplePlan, SampleParty } from '@/lib/sample/sample-plan-types';
import {
  addWallet,
  readMembers,
  readProfile,
  saveMember,
  saveProfile,
} from '@/platform/features/company/store/company-store';
import { getAddress } from 'ethers';
import { planTime } from './sample-days';

export interface PartiesInput {
  readonly db: WorkspaceDb;
  readonly plan: SamplePlan;
  readonly start: number;
  readonly chainId: number;
  readonly accounts: readonly string[];
  readonly newId: () => string;
}

/**
 * The month (1–12) the company's fiscal year starts: the first month starting after day 120 of the
 * played year, so the year spans a fiscal year's end and its close shows (April for a year begun
 * in late November, as many UK companies).
 */
export function sampleFiscalYearStart(start: number): number {
  return ((new Date(start + 120 * DAY_MS).getUTCMonth() + 1) % 12) + 1;
}

/**
 * Saves the profile, the team of three (the Admin is the member the workspace began with) and the
 * company wallet (the Admin's, funded before the year) as its treasury wallet in Company → Wallets:
 * the Dashboard's cash and SBI's forecast count treasury wallets only.
 */
export async function writeCompany({ db, plan, start, chainId, accounts, newId }: PartiesInput): Promise<void> {
  const now = planTime(start, 0);
  const existing = await readProfile(db);
  await saveProfile(
    db,
    {
      id: COMPANY_PROFILE_ID,
      ...plan.company,
      fiscalYearStartMonth: sampleFiscalYearStart(start),
      timeZone: 'UTC',
      logo: null,
      updatedAt: now,
      revision: (existing.record?.revision ?? 0) + 1,
    },
    existing.record?.revision ?? null,
  );
  const members = (await readMembers(db)).records;
  for (const member of plan.team) {
    const wallet = accounts[member.account] ?? null;
    const same = members.find((m) => m.wallet?.toLowerCase() === wallet?.toLowerCase());
    const record = teamMemberSchema.parse({
      id: same?.id ?? newId(),
      name: member.name,
      email: member.email,
      role: member.role,
      wallet,
      createdAt: same?.createdAt ?? now,
      revision: (same?.revision ?? 0) + 1,
    });
    await saveMember(db, record, same?.revision ?? null);
  }
  const company = accounts[0];
  if (company) {
    const address = getAddress(company);
    const listed = await db.treasuryWallets.where('[chainId+address]').equals([chainId, address]).count();
    if (listed === 0)
      await addWallet(db, { id: newId(), label: 'Operating', address, chainId, createdAt: now, revision: 1 });
  }
}

async function saveParty(input: PartiesInput, party: SampleParty, role: 'client' | 'vendor'): Promise<Counterparty> {
  const address = input.accounts[party.account];
  if (!address) throw new Error(`No test account ${party.account}`);
  return saveCounterparty(
    input.db,
    {
      ...emptyCounterparty(role),
      name: party.name,
      legalName: party.legalName,
      email: party.email,
      wallets: [{ chainId: input.chainId, address }],
      paymentTermsDays: party.termsDays,
    },
    null,
    planTime(input.start, 0, 9),
  );
}

/** Saves the clients and vendors; returns their record ids by plan key. */
export async function writeCounterparties(input: PartiesInput): Promise<Map<string, Counterparty>> {
  const byKey = new Map<string, Counterparty>();
  for (const client of input.plan.clients) byKey.set(client.key, await saveParty(input, client, 'client'));
  for (const vendor of input.plan.vendors) byKey.set(vendor.key, await saveParty(input, vendor, 'vendor'));
  return byKey;
}
