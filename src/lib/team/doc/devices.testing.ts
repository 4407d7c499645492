// Tests only: two (or more) in-memory devices, each a fake-indexeddb workspace with its own
// team documents, exchanging changes the way bundles will carry them.
import * as Automerge from '@automerge/automerge/slim';
import { ADDRESS_A } from '@/lib/db/sample-records.testing';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { newTeamDocs } from './documents';
import { attachTeamDocs, type TeamDocSession } from './session';
import { DOC_KINDS, type DocKind } from './shared-tables';

/** A device: its database (open) and its team documents. */
export interface Device {
  readonly db: WorkspaceDb;
  readonly session: TeamDocSession;
}

/** Opens a device with a fresh database and fresh documents under the given actor id. */
export async function openDevice(actor: string): Promise<Device> {
  const db = new WorkspaceDb(`team-${actor}-${crypto.randomUUID()}`);
  const session = attachTeamDocs(db, newTeamDocs(actor));
  await db.open();
  return { db, session };
}

/** Sends everything `from` has that `to` lacks, for every document; returns the refused records. */
export async function sync(from: Device, to: Device, kinds: readonly DocKind[] = DOC_KINDS) {
  await from.session.idle();
  await to.session.idle();
  const refused = [];
  for (const kind of kinds) {
    const changes = Automerge.getChangesSince(
      from.session.docs[kind],
      Automerge.getHeads(to.session.docs[kind]).filter((head) => Automerge.hasHeads(from.session.docs[kind], [head])),
    );
    refused.push(...(await to.session.merge(kind, changes)).refused);
  }
  return refused;
}

/** A valid vendor. */
export function sampleVendor(patch: Partial<Counterparty> = {}): Counterparty {
  return {
    id: 'v1',
    name: 'Paper Mill',
    legalName: 'Paper Mill Ltd',
    email: 'ap@paper.example',
    isClient: false,
    isVendor: true,
    wallets: [{ chainId: 31337, address: ADDRESS_A }],
    taxId: '',
    address: '',
    paymentTermsDays: 30,
    incomeAccountId: null,
    expenseAccountId: null,
    notes: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    revision: 1,
    ...patch,
  };
}
