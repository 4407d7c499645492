import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

// npm puts node_modules/.bin first on PATH, so every npm script runs on the pinned Node 24 LTS
// (the dev dependency `node`), whatever Node started npm. Astro 7 refuses Node 20.
describe('the pinned Node', () => {
  it('runs the npm scripts on Node 24, the version pinned in package.json', () => {
    const pinned = JSON.parse(readFileSync('package.json', 'utf8')).devDependencies.node as string;
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(process.versions.node).toBe(pinned);
  });
});
