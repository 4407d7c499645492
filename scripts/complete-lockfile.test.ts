import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeLockfile, platformOf } from './complete-lockfile.mjs';

describe('complete-lockfile', () => {
  it('reads the platform from a binary package name', () => {
    expect(platformOf('@astrojs/compiler-binding-linux-arm64-musl')).toEqual({
      os: ['linux'],
      cpu: ['arm64'],
      libc: ['musl'],
    });
    expect(platformOf('@foundry-rs/anvil-darwin-amd64')).toEqual({ os: ['darwin'], cpu: ['x64'] });
    expect(platformOf('@tailwindcss/oxide-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
  });

  it('the committed lockfile has an entry for every optional dependency (npm ci accepts it)', () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    expect(completeLockfile(lock).added).toEqual([]);
  });
});
