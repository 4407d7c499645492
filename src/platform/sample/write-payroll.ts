// The sample's payroll as Auto Distribution keeps it: a monthly template with fixed salaries and,
// for each month the chain runner paid, a finished run naming its Distributor transaction.
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { toDecimalString } from '@/lib/money/decimal-string';
import type { SampleChainResult, Rpc } from '@/lib/sample/chain-runner';
import type { SamplePlan, SampleStep } from '@/lib/sample/sample-plan-types';
import { buildPlan } from '@/platform/features/autodistribution/model/distribution-plan';
import { createRun, saveRun } from '@/platform/features/autodistribution/store/distribution-store';
import { addTemplate } from '@/platform/features/autodistribution/store/template-store';
import { planDate, planTime } from './sample-days';

export interface PayrollInput {
  readonly db: WorkspaceDb;
  readonly plan: SamplePlan;
  readonly chain: SampleChainResult;
  readonly asset: Asset;
  readonly distributor: string;
  readonly rpc: Rpc;
  readonly newId: () => string;
}

/** Contractors (6200): where the template books the salaries. */
const PAYROLL_ACCOUNT_CODE = '6200';
/** The local chain's block gas limit (anvil's default): one batch holds the whole payroll. */
const BLOCK_GAS_LIMIT = 30_000_000n;

type Payroll = Extract<SampleStep, { kind: 'payroll' }>;

/** Saves the payroll template and one finished run per payroll transaction. */
export async function writePayroll(input: PayrollInput): Promise<void> {
  const { db, plan, chain, asset } = input;
  const runs = plan.steps.flatMap((step, index) => (step.kind === 'payroll' ? [{ step, index }] : []));
  const first = runs[0]?.step;
  if (!first) return;
  const recipients = (step: Payroll) =>
    step.recipients.map((r, line) => ({
      address: chain.accounts[r.account]!,
      // Exact, as a person types a share (`2500`, `0.75`): lib/money's decimal string.
      share: toDecimalString(r.units, asset.decimals),
      weight: r.units,
      line,
    }));
  const lastDay = runs.at(-1)?.step.day ?? first.day;
  const templateId = input.newId();
  const payroll = buildPlan('fixed', recipients(first), 0n);
  await addTemplate(
    db,
    templateId,
    {
      name: 'Monthly payroll',
      asset,
      mode: 'fixed',
      total: payroll.total.toString(),
      recipients: recipients(first).map((r) => ({ address: r.address, share: r.share })),
      postAs: 'expense',
      accountCode: PAYROLL_ACCOUNT_CODE,
      schedule: { every: 'month', interval: 1, nextDue: planDate(chain.start, lastDay + 30) },
    },
    planTime(chain.start, first.day - 1),
  );
  for (const { step, index } of runs) {
    const hash = chain.hashes[index]!;
    const tx = (await input.rpc('eth_getTransactionByHash', [hash])) as { nonce: string; blockNumber: string };
    const now = planTime(chain.start, step.day, 9);
    const run = await createRun(db, {
      id: input.newId(),
      sender: chain.accounts[step.from]!,
      distributor: input.distributor,
      asset,
      plan: buildPlan('fixed', recipients(step), 0n),
      templateId,
      postAs: 'expense',
      accountCode: PAYROLL_ACCOUNT_CODE,
      blockGasLimit: BLOCK_GAS_LIMIT,
      now,
    });
    const mined = { hash, nonce: Number(BigInt(tx.nonce)), blockNumber: Number(BigInt(tx.blockNumber)) };
    await saveRun(
      db,
      { ...run, batches: run.batches.map((b) => ({ ...b, status: 'mined' as const, ...mined })), status: 'done' },
      planTime(chain.start, step.day, 10),
    );
  }
}
