import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, ROOT, appSourcesHash, buildAppArtifacts } from '../../../scripts/lib/compile.mjs';
import { CONTRACT_NAMES, SOLC_VERSION, SOURCES_HASH } from './generated/artifacts';

describe('generated/artifacts.ts', () => {
  it('records the hash of the current sources, compiler and settings', () => {
    expect(SOURCES_HASH).toBe(appSourcesHash());
  });

  it('equals a fresh compile byte for byte (run node scripts/compile-contracts.mjs if this fails)', () => {
    const fresh = buildAppArtifacts();
    expect(fresh.result.warnings).toEqual([]);
    expect(fresh.result.solcVersion).toBe(SOLC_VERSION);
    expect(fresh.result.contracts.map((contract) => contract.name)).toEqual([...CONTRACT_NAMES]);
    expect(readFileSync(join(ROOT, GENERATED_PATH), 'utf8')).toBe(fresh.text);
  });
});
