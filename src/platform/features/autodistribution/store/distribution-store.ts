// The only code of Auto Distribution that touches the workspace: runs (created when the user
// presses Pay, updated after every step so a closed tab resumes where it was) and templates.
import { parseRecord, putRecord, readRecords } from '@/lib/db/records';
import type { DistributionRun } from '@/lib/db/entities/distribution';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { batchSize, splitBatches } from '@/platform/features/autodistribution/model/batches';
import type { DistributionPlan } from '@/platform/features/autodistribution/model/distribution-plan';
import { initialBatches } from '@/platform/features/autodistribution/model/run-state';

export interface NewRun {
  readonly id: string;
  readonly sender: string;
  readonly distributor: string;
  readonly asset: Asset;
  readonly plan: DistributionPlan;
  readonly templateId: string | null;
  readonly postAs: DistributionRun['postAs'];
  readonly accountCode: string;
  readonly blockGasLimit: bigint;
  readonly now: string;
}

/** Records a run from an accepted preview: the exact amounts and its batches, nothing sent yet. */
export async function createRun(db: WorkspaceDb, input: NewRun): Promise<DistributionRun> {
  const { asset, plan } = input;
  const size = batchSize(asset.kind, input.blockGasLimit);
  return putRecordTyped(db, {
    id: input.id,
    chainId: asset.chainId,
    sender: input.sender,
    distributor: input.distributor,
    asset,
    mode: plan.mode,
    templateId: input.templateId,
    postAs: input.postAs,
    accountCode: input.accountCode,
    payments: plan.payments.map((p) => ({ address: p.address, units: p.units.toString() })),
    total: plan.total.toString(),
    approval: { status: asset.kind === 'erc20' ? 'waiting' : 'not-needed', hash: null },
    batches: initialBatches(splitBatches(plan.payments.length, size)),
    status: 'running',
    message: '',
    createdAt: input.now,
    updatedAt: input.now,
  });
}

/** Writes a run's new state (validated). */
export async function saveRun(db: WorkspaceDb, run: DistributionRun, now: string): Promise<DistributionRun> {
  return putRecordTyped(db, { ...run, updatedAt: now });
}

/** A run by id, validated; null when it is gone. */
export async function readRun(db: WorkspaceDb, id: string): Promise<DistributionRun | null> {
  const row = await db.distributionRuns.get(id);
  return row ? parseRecord('distributionRuns', row) : null;
}

/** Removes a run that never sent anything (a declined first signature leaves no trace). */
export async function deleteRun(db: WorkspaceDb, id: string): Promise<void> {
  await db.distributionRuns.delete(id);
}

/** Every run, newest first, with unreadable rows reported apart. */
export async function readRuns(db: WorkspaceDb) {
  const result = await readRecords(db, 'distributionRuns', 'createdAt');
  return { ...result, records: [...result.records].reverse() };
}

function putRecordTyped(db: WorkspaceDb, value: DistributionRun): Promise<DistributionRun> {
  return putRecord(db, 'distributionRuns', value);
}

/** The user checked the account's history: the unknown attempt did not pay this batch, so it may be sent afresh. */
export async function forgetAttempt(
  db: WorkspaceDb,
  run: DistributionRun,
  index: number,
  now: string,
): Promise<DistributionRun> {
  return saveRun(
    db,
    {
      ...run,
      batches: run.batches.map((b) =>
        b.index === index && b.status === 'unknown' ? { ...b, status: 'waiting', hash: null, nonce: null } : b,
      ),
    },
    now,
  );
}
