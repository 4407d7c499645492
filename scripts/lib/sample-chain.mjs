// @ts-check
// `npm start -- --sample`: plays the sample company's year on the local chain from Node, with the
// same runner the browser uses (src/lib/sample), bundled on the fly into a temp dir (never dist/).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { rpc } from './anvil.mjs';
import { ROOT } from './compile.mjs';

/** How far back anvil starts when it is started for the sample: the year plus a margin for the deployment. */
export const SAMPLE_HISTORY_DAYS = 370;

/**
 * Plays the plan on the node at `rpcUrl` unless a client account has sent something already.
 * @param {{ rpcUrl: string, chainId: number, contracts: Record<string, string>, log?: (message: string) => void }} options
 * @returns {Promise<'played' | 'already'>}
 */
export async function playSampleOnNode({ rpcUrl, chainId, contracts, log = () => {} }) {
  const dir = await mkdtemp(join(tmpdir(), 'ledgerline-sample-'));
  try {
    const outfile = join(dir, 'sample.mjs');
    await build({
      stdin: {
        contents:
          "export { playSampleChain, samplePlayed } from './src/lib/sample/chain-runner';\n" +
          "export { samplePlan } from './src/lib/sample/sample-plan';\n",
        resolveDir: ROOT,
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      outfile,
      logLevel: 'error',
    });
    const sample = await import(pathToFileURL(outfile).href);
    const plan = sample.samplePlan();
    /** @param {string} method @param {unknown[]} [params] */
    const call = (method, params = []) => rpc(rpcUrl, method, params);
    if (await sample.samplePlayed(call, plan)) return 'already';
    let shown = 0;
    await sample.playSampleChain({
      rpc: call,
      plan,
      chainId,
      contracts,
      now: Date.now(),
      /** @param {number} done @param {number} total */
      onStep: (done, total) => {
        if (done === total || done - shown >= 20) {
          shown = done;
          log(`sample company: ${done} of ${total} transactions`);
        }
      },
    });
    return 'played';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
