// The transport's state in IndexedDB: a database of its own per account, beside the workspace's,
// like the block database. Not in the workspace database on purpose: this is one device's state
// (its chain tip and unsent bundles), and a backup restored into another profile becomes a new
// device; carrying the old device's outbox and tip there would fork the old device's chain. The
// CIDs applied are re-found from the documents after a restore (re-applying a change is a no-op).
import { Dexie, type EntityTable } from 'dexie';
import { z } from 'zod';
import { accountDatabaseName } from '@/lib/db/databases';
import { guardDatabase } from '@/lib/db/database-guard';
import { bundleHeaderSchema } from './bundle-format';
import type { ChainTip, NetStore, OutboxEntry } from './net-store';

const tipSchema = z.strictObject({
  deviceId: z.string().min(1),
  head: z.string().min(1).nullable(),
  seq: z.number().int().min(-1),
});
const outboxSchema = z.strictObject({
  cid: z.string().min(1),
  deviceId: z.string().min(1),
  seq: z.number().int().min(0),
  header: bundleHeaderSchema,
  bytes: z.instanceof(Uint8Array),
});
const appliedSchema = z.strictObject({ cid: z.string().min(1) });

type TipRow = z.infer<typeof tipSchema>;
type OutboxRow = z.infer<typeof outboxSchema>;
type AppliedRow = z.infer<typeof appliedSchema>;

/** The transport database of an account (its own version line: 1). */
export class TeamNetDb extends Dexie {
  declare tips: EntityTable<TipRow, 'deviceId'>;
  declare outbox: EntityTable<OutboxRow, 'cid'>;
  declare applied: EntityTable<AppliedRow, 'cid'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ tips: 'deviceId', outbox: 'cid, [deviceId+seq]', applied: 'cid' });
  }
}

/** The transport database of `account` (registered in lib/db's databases.ts, watched like the workspace). */
export function teamNetDbFor(account: string): TeamNetDb {
  return guardDatabase(new TeamNetDb(accountDatabaseName('teamNet', account)));
}

/** A NetStore kept in the transport database; every row read is checked against its schema. */
export function dexieNetStore(db: TeamNetDb): NetStore {
  return {
    tip: async (deviceId): Promise<ChainTip> => {
      const row = await db.tips.get(deviceId);
      if (!row) return { head: null, seq: -1 };
      const { head, seq } = tipSchema.parse(row);
      return { head, seq };
    },
    append: (entries) =>
      db.transaction('rw', db.outbox, db.tips, async () => {
        await db.outbox.bulkAdd(
          entries.map((entry) =>
            outboxSchema.parse({
              cid: entry.cid,
              deviceId: entry.header.deviceId,
              seq: entry.header.seq,
              header: entry.header,
              bytes: entry.bytes,
            }),
          ),
        );
        const last = entries.at(-1);
        if (last) await db.tips.put({ deviceId: last.header.deviceId, head: last.cid, seq: last.header.seq });
      }),
    outbox: async (): Promise<OutboxEntry[]> =>
      (await db.outbox.orderBy('[deviceId+seq]').toArray()).map((row) => {
        const { cid, bytes, header } = outboxSchema.parse(row);
        return { cid, bytes, header };
      }),
    sent: async (cid) => {
      await db.outbox.delete(cid);
    },
    isApplied: async (cid) => (await db.applied.get(cid)) !== undefined,
    markApplied: async (cids) => {
      await db.applied.bulkPut(cids.map((cid) => appliedSchema.parse({ cid })));
    },
  };
}
