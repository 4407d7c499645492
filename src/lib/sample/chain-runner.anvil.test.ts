// The plan played on a real anvil: every step succeeds at its day, the clock is back at now
// afterwards, and a second reader finds the same history (how the browser picks up a chain that
// `npm start -- --sample` played).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../scripts/lib/anvil.mjs';
import { deployAll } from '../../../scripts/lib/deploy.mjs';
import type { SampleContracts } from './chain-calls';
import {
  CHAIN_NOT_FRESH,
  fundingTime,
  playSampleChain,
  readSampleChain,
  samplePlayed,
  stepTimes,
} from './chain-runner';
import { SAMPLE_OPENING_UNITS, samplePlan } from './sample-plan';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const plan = samplePlan();
let anvil: Anvil;
let contracts: SampleContracts;
const call = (method: string, params: unknown[] = []) => rpc(anvil.rpcUrl, method, params);

beforeAll(async () => {
  anvil = await startAnvil({ args: ['--timestamp', String(Math.floor(NOW / 1000) - 370 * 86_400)] });
  const deploymentsPath = join(await mkdtemp(join(tmpdir(), 'ledgerline-sample-')), 'deployments.json');
  const deployed = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath });
  contracts = deployed.addresses as unknown as SampleContracts;
}, 60_000);
afterAll(() => anvil?.stop());

describe('playSampleChain', () => {
  it('refuses a chain with blocks after the year begins, before sending anything', async () => {
    const snapshot = await call('evm_snapshot');
    await call('anvil_setTime', [Math.floor(NOW / 1000) - 100 * 86_400]);
    await call('evm_mine');
    const head = await call('eth_blockNumber');
    await expect(playSampleChain({ rpc: call, plan, chainId: 31337, contracts, now: NOW })).rejects.toThrow(
      CHAIN_NOT_FRESH,
    );
    expect(await call('eth_blockNumber')).toBe(head);
    await call('evm_revert', [snapshot]);
  });

  it('plays every step at its planned time and is found again by readSampleChain', async () => {
    expect(await samplePlayed(call, plan)).toBe(false);
    const before = Number(BigInt((await call('eth_blockNumber')) as string));
    const played = await playSampleChain({ rpc: call, plan, chainId: 31337, contracts, now: NOW });
    expect(played.hashes).toHaveLength(plan.steps.length);
    expect(await samplePlayed(call, plan)).toBe(true);

    // The treasury is funded in the block after the deployment, dated the day before the year: the
    // company wallet holds the plan's opening amount there, not anvil's 10,000 test ETH.
    const funding = (await call('eth_getBlockByNumber', [`0x${(before + 1).toString(16)}`, false])) as {
      timestamp: string;
      transactions: string[];
    };
    expect(Number(BigInt(funding.timestamp))).toBe(fundingTime(played.start));
    expect(funding.transactions).toEqual([]);
    const balance = await call('eth_getBalance', [played.accounts[0], `0x${(before + 1).toString(16)}`]);
    expect(BigInt(balance as string)).toBe(SAMPLE_OPENING_UNITS);

    const times = stepTimes(plan, played.start);
    const last = plan.steps.length - 1;
    const block = (await call('eth_getTransactionByHash', [played.hashes[last]])) as { blockNumber: string };
    const mined = (await call('eth_getBlockByNumber', [block.blockNumber, false])) as { timestamp: string };
    expect(Number(BigInt(mined.timestamp))).toBeGreaterThanOrEqual(times[last]!);
    expect(Number(BigInt(mined.timestamp)) * 1000).toBeLessThan(NOW);

    // The clock is back at now: the next block is dated now (or a moment later), not in the history.
    await call('evm_mine');
    const head = (await call('eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
    expect(Number(BigInt(head.timestamp)) * 1000).toBeGreaterThanOrEqual(NOW);

    const found = await readSampleChain({ rpc: call, plan, chainId: 31337, contracts });
    expect(found).toEqual(played);
  }, 120_000);
});
