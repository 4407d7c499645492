// Plays the plan's chain steps on the local anvil node with time travel, through any JSON-RPC
// function: the dev wallet's in the browser, a fetch to the node from Node (npm start -- --sample).
// Anvil's test accounts are unlocked, so clients and vendors send their own transactions.
import { getAddress, toQuantity } from 'ethers';
import { DAY_MS } from '@/lib/primitives/days';
import { accountAt, stepCall, type CallContext, type SampleContracts } from './chain-calls';
import type { SamplePlan } from './sample-plan-types';

/** A JSON-RPC call to the local node. */
export type Rpc = (method: string, params?: unknown[]) => Promise<unknown>;

/** Steps of one day are played from 09:00 UTC, ten minutes apart. */
const FIRST_STEP_SECONDS = 9 * 3600;
const STEP_GAP_SECONDS = 600;

/** The company's treasury is funded on day −1 at 12:00 UTC: before day 0, where its books start. */
const FUNDING_SECONDS_BEFORE_START = 12 * 3600;

/** Why the year cannot be played on a chain that already has newer blocks. */
export const CHAIN_NOT_FRESH =
  'The local chain already has blocks dated after the sample’s year begins, so its books could not start on that day. ' +
  'Restart npm start (it starts a fresh chain a year back) and load the sample company again.';

/** What the chain holds once the plan is played: each step's transaction and the share token. */
export interface SampleChainResult {
  /** UTC midnight (ms) of the plan's day 0. */
  readonly start: number;
  readonly hashes: readonly string[];
  readonly token: string;
  /** The block the share token was deployed in. */
  readonly tokenBlock: number;
  readonly accounts: readonly string[];
}

export interface SampleChainInput {
  readonly rpc: Rpc;
  readonly plan: SamplePlan;
  readonly chainId: number;
  readonly contracts: SampleContracts;
  /** Now (ms): the history ends the day before. */
  readonly now: number;
  readonly onStep?: (done: number, total: number) => void;
}

/** UTC midnight (ms) of day 0 of a plan loaded at `now`: its last day is yesterday. */
export function sampleStart(now: number, plan: Pick<SamplePlan, 'days'>): number {
  return Math.floor(now / DAY_MS) * DAY_MS - plan.days * DAY_MS;
}

/** The block time (s) of each step, strictly increasing. */
export function stepTimes(plan: SamplePlan, start: number): number[] {
  let lastDay = -1;
  let order = 0;
  return plan.steps.map((step) => {
    order = step.day === lastDay ? order + 1 : 0;
    lastDay = step.day;
    return Math.floor((start + step.day * DAY_MS) / 1000) + FIRST_STEP_SECONDS + order * STEP_GAP_SECONDS;
  });
}

async function testAccounts(rpc: Rpc): Promise<string[]> {
  const accounts = (await rpc('eth_accounts')) as string[];
  if (!Array.isArray(accounts) || accounts.length < 10)
    throw new Error('The sample company needs the local chain’s ten unlocked test accounts (anvil).');
  return accounts.map((a) => getAddress(a));
}

interface Receipt {
  status: string;
  contractAddress: string | null;
  blockNumber: string;
}

const RECEIPT_POLL_MS = 20;
const RECEIPT_WAIT_MS = 30_000;

/** The receipt of a sent transaction once anvil has mined it (automine answers the hash first). */
async function minedReceipt(rpc: Rpc, hash: string): Promise<Receipt> {
  const deadline = Date.now() + RECEIPT_WAIT_MS;
  for (;;) {
    const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as Receipt | null;
    if (receipt) return receipt;
    if (Date.now() > deadline) throw new Error(`The local node did not mine ${hash}`);
    await new Promise((done) => setTimeout(done, RECEIPT_POLL_MS));
  }
}

/** Whether the plan was already played on this chain (a client account has sent something). */
export async function samplePlayed(rpc: Rpc, plan: SamplePlan): Promise<boolean> {
  const accounts = await testAccounts(rpc);
  const client = accounts[plan.clients[0]?.account ?? 1];
  return BigInt((await rpc('eth_getTransactionCount', [client, 'latest'])) as string) > 0n;
}

/** The block time (s) of the treasury's funding: the last block before the year's first day. */
export function fundingTime(start: number): number {
  return Math.floor(start / 1000) - FUNDING_SECONDS_BEFORE_START;
}

async function latestTime(rpc: Rpc): Promise<number> {
  const head = (await rpc('eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
  return Number(BigInt(head.timestamp));
}

/**
 * Funds the company wallet with the plan's treasury on day −1 (`anvil_setBalance`, then a block
 * dated then): anvil's 10,000 test ETH are not the company's money. The caller checked that the
 * chain has no block after that moment, so the books can start on day 0 at that block.
 */
async function fundTreasury(rpc: Rpc, plan: SamplePlan, company: string, start: number): Promise<void> {
  await rpc('anvil_setTime', [fundingTime(start)]);
  await rpc('anvil_setBalance', [company, toQuantity(plan.treasury.openingUnits)]);
  await rpc('evm_mine');
}

/** Funds the treasury, plays every chain step at its day, then puts the node's clock back to now. */
export async function playSampleChain(input: SampleChainInput): Promise<SampleChainResult> {
  const { rpc, plan } = input;
  const accounts = await testAccounts(rpc);
  const start = sampleStart(input.now, plan);
  const times = stepTimes(plan, start);
  let ctx: CallContext = { plan, chainId: input.chainId, accounts, contracts: input.contracts, token: null };
  const hashes: string[] = [];
  let tokenBlock = 0;
  if ((await latestTime(rpc)) >= fundingTime(start)) throw new Error(CHAIN_NOT_FRESH);
  try {
    await fundTreasury(rpc, plan, accountAt(accounts, 0), start);
    for (const [index, step] of plan.steps.entries()) {
      await rpc('anvil_setTime', [times[index]]);
      const call = stepCall(step, ctx);
      const hash = (await rpc('eth_sendTransaction', [
        { from: call.from, ...(call.to ? { to: call.to } : {}), data: call.data, value: toQuantity(call.value) },
      ])) as string;
      const receipt = await minedReceipt(rpc, hash);
      if (receipt.status !== '0x1') throw new Error(`Sample step ${index + 1} (${step.kind}) failed on chain`);
      if (step.kind === 'deploy-token' && receipt.contractAddress) {
        ctx = { ...ctx, token: getAddress(receipt.contractAddress) };
        tokenBlock = Number(BigInt(receipt.blockNumber));
      }
      hashes.push(hash);
      input.onStep?.(index + 1, plan.steps.length);
    }
  } finally {
    await rpc('anvil_setTime', [Math.floor(input.now / 1000)]);
  }
  if (!ctx.token) throw new Error('The plan made no share token');
  return { start, hashes, token: ctx.token, tokenBlock, accounts };
}

interface BlockTx {
  hash: string;
  from: string;
  to: string | null;
  input: string;
  value: string;
}

/** Finds a plan already played on this chain (by `npm start -- --sample`): its transactions in order, or null. */
export async function readSampleChain(
  input: Omit<SampleChainInput, 'now' | 'onStep'>,
): Promise<SampleChainResult | null> {
  const { rpc, plan } = input;
  const accounts = await testAccounts(rpc);
  let ctx: CallContext = { plan, chainId: input.chainId, accounts, contracts: input.contracts, token: null };
  const latest = Number(BigInt((await rpc('eth_blockNumber')) as string));
  const hashes: string[] = [];
  let start = 0;
  let tokenBlock = 0;
  for (let number = 0; number <= latest && hashes.length < plan.steps.length; number += 1) {
    const block = (await rpc('eth_getBlockByNumber', [toQuantity(number), true])) as {
      timestamp: string;
      transactions: BlockTx[];
    };
    for (const tx of block.transactions) {
      const step = plan.steps[hashes.length];
      if (!step) break;
      const call = stepCall(step, ctx);
      const same =
        tx.from.toLowerCase() === call.from.toLowerCase() &&
        (tx.to ?? '').toLowerCase() === (call.to ?? '').toLowerCase() &&
        tx.input === call.data &&
        BigInt(tx.value) === call.value;
      if (!same) continue;
      if (hashes.length === 0) start = Number(BigInt(block.timestamp)) * 1000 - step.day * DAY_MS;
      if (step.kind === 'deploy-token') {
        const receipt = (await rpc('eth_getTransactionReceipt', [tx.hash])) as Receipt;
        ctx = { ...ctx, token: receipt.contractAddress ? getAddress(receipt.contractAddress) : null };
        tokenBlock = number;
      }
      hashes.push(tx.hash);
    }
  }
  if (hashes.length < plan.steps.length || !ctx.token) return null;
  return { start: Math.floor(start / DAY_MS) * DAY_MS, hashes, token: ctx.token, tokenBlock, accounts };
}
