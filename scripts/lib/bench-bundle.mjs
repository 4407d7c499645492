// The pure-code benches run the app's own TypeScript in Node: bundled with esbuild into a temp
// dir, imported, and the dir removed when the bench is done.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles `entry` (extra esbuild options merged in) and imports it.
 * @param {string} entry
 * @param {import('esbuild').BuildOptions} [extra]
 * @returns {Promise<{ module: any, dispose: () => Promise<void> }>}
 */
export async function importBenchBundle(entry, extra = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'ledgerline-bench-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const outfile = join(dir, 'bench.mjs');
    await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      outfile,
      logLevel: 'error',
      ...extra,
    });
    return { module: await import(pathToFileURL(outfile).href), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
