#!/usr/bin/env node
// Adds the platform-specific optional packages that the registry mirror here does not serve to
// package-lock.json, so `npm ci` accepts the lockfile on every machine. npm writes an entry for
// every optional binary (darwin, win32, ...) when the registry has them; a mirror that only holds
// this platform's binaries leaves them out and `npm ci` then refuses the lockfile ("Missing: ...
// from lock file"). Each added entry carries the os/cpu/libc its name encodes, so npm skips it
// here and resolves it from the registry by version on the machine it is for.
// Run after any `npm install` that rewrites the lockfile: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PLATFORM_PARTS = [
  [/(^|-)(darwin)(-|$)/, 'os', 'darwin'],
  [/(^|-)(linux)(-|$)/, 'os', 'linux'],
  [/(^|-)(win32)(-|$)/, 'os', 'win32'],
  [/(^|-)(android)(-|$)/, 'os', 'android'],
  [/(^|-)(freebsd)(-|$)/, 'os', 'freebsd'],
  [/(^|-)(openharmony)(-|$)/, 'os', 'openharmony'],
  [/(^|-)(arm64|aarch64)(-|$)/, 'cpu', 'arm64'],
  [/(^|-)(x64|amd64)(-|$)/, 'cpu', 'x64'],
  [/(^|-)(arm)(-|$)/, 'cpu', 'arm'],
  [/(^|-)(ia32)(-|$)/, 'cpu', 'ia32'],
  [/(^|-)(wasm32)(-|$)/, 'cpu', 'wasm32'],
  [/(^|-)(gnu|gnueabihf)(-|$)/, 'libc', 'glibc'],
  [/(^|-)(musl)(-|$)/, 'libc', 'musl'],
];

/** The os/cpu/libc constraints a platform package's name encodes (`…-linux-arm64-gnu`). */
export function platformOf(name) {
  const base = name.split('/').pop() ?? name;
  const out = {};
  for (const [pattern, key, value] of PLATFORM_PARTS) {
    if (pattern.test(base) && !out[key]) out[key] = [value];
  }
  return out;
}

/** Returns the lockfile with a stub entry for every optional dependency that has none. */
export function completeLockfile(lock) {
  const packages = { ...lock.packages };
  const added = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path || !entry.optionalDependencies) continue;
    const parentDir = path;
    for (const [name, version] of Object.entries(entry.optionalDependencies)) {
      const nested = `${parentDir}/node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (packages[nested] || packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform.os && !platform.cpu) continue; // not a platform binary: leave it to npm
      packages[hoisted] = {
        version,
        ...(platform.cpu ? { cpu: platform.cpu } : {}),
        ...(entry.dev ? { dev: true } : {}),
        ...(platform.libc ? { libc: platform.libc } : {}),
        optional: true,
        ...(platform.os ? { os: platform.os } : {}),
      };
      added.push(`${name}@${version}`);
    }
  }
  const sorted = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  return { lock: { ...lock, packages: sorted }, added };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = new URL('../package-lock.json', import.meta.url);
  const { lock, added } = completeLockfile(JSON.parse(readFileSync(file, 'utf8')));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.length}: ${added.join(', ')}` : 'lockfile complete');
}
