// `npm start -- --sample`'s chain side: the runner bundled for Node plays the year once on a chain
// started in the past, and a second start finds it already there.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from './anvil.mjs';
import { deployAll } from './deploy.mjs';
import { SAMPLE_HISTORY_DAYS, playSampleOnNode } from './sample-chain.mjs';

let anvil: Anvil | undefined;
afterAll(() => anvil?.stop());

it('plays the sample once, after the deployment in time, and leaves the clock at now', async () => {
  const past = Math.floor(Date.now() / 1000) - SAMPLE_HISTORY_DAYS * 86_400;
  anvil = await startAnvil({ args: ['--timestamp', String(past)] });
  const deploymentsPath = join(await mkdtemp(join(tmpdir(), 'ledgerline-sample-')), 'deployments.json');
  const deployed = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath });
  const options = { rpcUrl: anvil.rpcUrl, chainId: deployed.chainId, contracts: deployed.addresses };
  expect(await playSampleOnNode(options)).toBe('played');
  expect(await playSampleOnNode(options)).toBe('already');
  // Block times never go backwards: the deployment, then the year, then now.
  const latest = Number(BigInt((await rpc(anvil.rpcUrl, 'eth_blockNumber')) as string));
  let previous = 0;
  for (let n = 0; n <= latest; n += 1) {
    const block = (await rpc(anvil.rpcUrl, 'eth_getBlockByNumber', [`0x${n.toString(16)}`, false])) as {
      timestamp: string;
    };
    const time = Number(BigInt(block.timestamp));
    expect(time).toBeGreaterThanOrEqual(previous);
    previous = time;
  }
  expect(previous * 1000).toBeLessThan(Date.now());
}, 120_000);
