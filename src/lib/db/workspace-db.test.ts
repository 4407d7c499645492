import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readRecords } from './records';
import { CURRENT_SCHEMA_VERSION, SCHEMA_VERSIONS, type SchemaVersion } from './schema-versions';
import { sampleMember } from './sample-records.testing';
import { sampleTransaction } from './search-samples.testing';
import { WorkspaceDb, isWorkspaceDbName, workspaceDbName } from './workspace-db';

// What the next real migration will look like: a new table, and a rewrite of existing rows.
const NEXT_VERSION: SchemaVersion = {
  // After the newest entry (numbers are pre-assigned, so some may be missing below it).
  version: CURRENT_SCHEMA_VERSION + 1,
  stores: { invoices: 'id, dueDate' },
  upgradeRows: { teamMembers: (row) => ({ ...row, name: String(row.name).toUpperCase() }) },
};

describe('workspaceDbName', () => {
  it('is one database per account, whatever the address spelling', () => {
    const name = workspaceDbName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(name).toBe('ledgerline-ws-0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
    expect(workspaceDbName('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(name);
    expect(isWorkspaceDbName(name)).toBe(true);
    expect(isWorkspaceDbName('other')).toBe(false);
  });
});

describe('schema versions and migrations', () => {
  it('records when a new workspace was created', async () => {
    const db = new WorkspaceDb(`test-${crypto.randomUUID()}`);
    const meta = await db.meta.get('createdAt');
    expect(meta?.value).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await db.delete();
  });

  it('upgrades a database written by the previous version and keeps its data', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const old = new WorkspaceDb(name, SCHEMA_VERSIONS);
    const member = sampleMember({ name: 'Grace Hopper' });
    await old.teamMembers.put(member);
    await old.treasuryWallets.put({
      id: 'w1',
      label: 'Ops',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 1,
      createdAt: member.createdAt,
      revision: 1,
    });
    old.close();

    const upgraded = new WorkspaceDb(name, [...SCHEMA_VERSIONS, NEXT_VERSION]);
    await upgraded.open();
    expect(upgraded.verno).toBe(NEXT_VERSION.version);
    expect(upgraded.tables.map((t) => t.name).sort()).toEqual([
      'billApprovals',
      'billPayments',
      'bills',
      'calendarEvents',
      'categoryAccounts',
      'categoryDecisions',
      'categoryRules',
      'chainBalances',
      'chainTransactions',
      'commsActivities',
      'commsNotes',
      'commsReadMarks',
      'compactCopies',
      'companyProfile',
      'companyTokens',
      'contractDeployments',
      'counterparties',
      'distributionRuns',
      'distributionTemplates',
      'documents',
      'insightDismissals',
      'invoices',
      'journalEntries',
      'knownTokens',
      'ledgerAccounts',
      'ledgerPrices',
      'mailMessages',
      'mailReminders',
      'mailTemplates',
      'meta',
      'networkSettings',
      'openingBalances',
      'paymentRequests',
      'payments',
      'periodEvents',
      'recentBlocks',
      'recurringItems',
      'safeProposals',
      'signedMessages',
      'syncCursors',
      'teamMembers',
      'treasuryWallets',
    ]);
    const read = await readRecords(upgraded, 'teamMembers');
    expect(read.records).toEqual([{ ...member, name: 'GRACE HOPPER' }]);
    expect(await upgraded.treasuryWallets.count()).toBe(1);
    expect(await upgraded.meta.get('createdAt')).toBeDefined();
    await upgraded.delete();
  });

  it('the current declarations open a database created by every earlier version', async () => {
    for (let count = 1; count <= SCHEMA_VERSIONS.length; count += 1) {
      const name = `test-${crypto.randomUUID()}`;
      const older = new WorkspaceDb(name, SCHEMA_VERSIONS.slice(0, count));
      await older.teamMembers.put(sampleMember());
      older.close();
      const current = new WorkspaceDb(name);
      expect(await current.teamMembers.count()).toBe(1);
      await current.delete();
    }
  });

  it('version 19 indexes the chain rows written before it by updatedAt', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const older = new WorkspaceDb(
      name,
      SCHEMA_VERSIONS.filter((step) => step.version < 19),
    );
    const row = sampleTransaction({ updatedAt: '2025-05-05T00:00:00.000Z' });
    await older.chainTransactions.put(row);
    older.close();
    const current = new WorkspaceDb(name);
    const found = await current.chainTransactions.where('updatedAt').aboveOrEqual('2025-05-01').toArray();
    expect(found.map((r) => r.id)).toEqual([row.id]);
    await current.delete();
  });
});
