// Compiles src/lib/contracts/sol/*.sol with solc-js and writes src/lib/contracts/generated/artifacts.ts.
// Usage: node scripts/compile-contracts.mjs [--check]   (--check: exit 1 if the committed file is stale)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GENERATED_PATH, ROOT, buildAppArtifacts } from './lib/compile.mjs';

const check = process.argv.includes('--check');
try {
  const { text, result, sourcesHash } = buildAppArtifacts();
  for (const warning of result.warnings) console.warn(warning);
  const target = join(ROOT, GENERATED_PATH);
  let current = null;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // no committed file yet
  }
  if (check) {
    if (current !== text) {
      console.error(`${GENERATED_PATH} is stale: run node scripts/compile-contracts.mjs`);
      process.exit(1);
    }
    console.log(`${GENERATED_PATH} is up to date (sources ${sourcesHash})`);
  } else {
    mkdirSync(dirname(target), { recursive: true });
    if (current !== text) writeFileSync(target, text);
    const names = result.contracts.map((c) => `${c.name} (${(c.bytecode.length - 2) / 2} bytes)`).join(', ');
    console.log(
      `${current === text ? 'unchanged' : 'wrote'} ${GENERATED_PATH}: ${names}; solc ${result.solcVersion}; sources ${sourcesHash}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
