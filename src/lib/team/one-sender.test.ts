// The team workspace sends like every other page (docs/architecture.md, "One owner per job"): no
// helper of its own that waits for a contract call to be mined, and no Workspaces write called on an
// ethers contract in the coordinator's code; its writes go through team-send.ts, lib/chain's sender.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(process.cwd(), 'src');
const WRITES = [
  'createWorkspace',
  'setEndpoint',
  'registerDevice',
  'setKeyring',
  'publishHead',
  'setMember',
  'removeMember',
];

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs|astro)$/.test(entry.name) ? [relative(SRC, path)] : [];
  });
}

const isTest = (path: string) => /\.(test|testing)\.tsx?$/.test(path);
// Spelt apart, so this file is not a hit of the grep it repeats.
const MINED_CALL = ['mined', '('].join('');

describe('one sender', () => {
  it('has no "mined" helper call outside lib/chain', () => {
    const found = sources(SRC).filter(
      (path) => !path.startsWith('lib/chain/') && readFileSync(join(SRC, path), 'utf8').includes(MINED_CALL),
    );
    expect(found).toEqual([]);
  });

  it('calls no Workspaces write on a contract in the team workspace, and the check sees one', () => {
    const direct = new RegExp(`contract\\.(${WRITES.join('|')})\\(`);
    expect(direct.test('await contract.setMember(id, wallet, 2)')).toBe(true);
    const found = sources(join(SRC, 'lib/team'))
      .filter((path) => !isTest(path))
      .filter((path) => direct.test(readFileSync(join(SRC, path), 'utf8')));
    expect(found).toEqual([]);
  });
});
