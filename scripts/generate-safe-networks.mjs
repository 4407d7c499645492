// Writes src/lib/safe/generated/safe-networks.ts: the chain ids where Safe's v1.4.1 contracts
// (SafeL2, proxy factory, fallback handler, MultiSend, MultiSendCallOnly, CreateCall) sit at their canonical
// addresses, from @safe-global/safe-deployments (a devDependency: the app ships this small table,
// not the package's JSON). `--check` exits 1 if the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { safeNetworksModule } from './lib/safe-networks.mjs';

const path = join(import.meta.dirname, '../src/lib/safe/generated/safe-networks.ts');
const text = await safeNetworksModule();
let current = '';
try {
  current = readFileSync(path, 'utf8');
} catch {
  // first write
}
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`${path} is stale: run node scripts/generate-safe-networks.mjs`);
    process.exit(1);
  }
} else if (current !== text) writeFileSync(path, text);
