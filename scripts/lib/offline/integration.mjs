// The offline app (docs/offline.md): after the build, list every file of the output, hash it,
// and write <outDir>/sw.js, the service worker with that build's precache manifest inside.
// Runs after the relative-URL rewrite (it changes the HTML), so the hashes are of the files served.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precacheManifest } from './precache-manifest.mjs';

const TEMPLATE = new URL('./service-worker.js', import.meta.url);
const MARKER = '__PRECACHE_MANIFEST__';

/**
 * Every file of a built site, with its path below `root` ('/'-separated), SHA-256 (base64) and size.
 * @param {string} root
 * @returns {Promise<import('./precache-manifest.mjs').OutputFile[]>}
 */
export async function outputFiles(root) {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  const files = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    const body = await readFile(full);
    files.push({
      path: relative(root, full).split(sep).join('/'),
      hash: createHash('sha256').update(body).digest('base64'),
      bytes: body.length,
    });
  }
  return files;
}

/**
 * The worker's source with `manifest` in place of its marker.
 * @param {string} template
 * @param {import('./precache-manifest.mjs').PrecacheManifest} manifest
 * @returns {string}
 */
export function serviceWorkerSource(template, manifest) {
  if (template.split(MARKER).length !== 2) throw new Error(`the worker's source must hold ${MARKER} once`);
  return template.replace(MARKER, () => JSON.stringify(manifest));
}

/**
 * Writes <root>/sw.js for the build in `root` (the files there, sw.js itself left out).
 * @param {string} root
 * @returns {Promise<import('./precache-manifest.mjs').PrecacheManifest>}
 */
export async function writeServiceWorker(root) {
  const template = await readFile(TEMPLATE, 'utf8');
  const workerHash = createHash('sha256').update(template).digest('base64');
  const manifest = precacheManifest(await outputFiles(root), workerHash);
  await writeFile(join(root, 'sw.js'), serviceWorkerSource(template, manifest));
  return manifest;
}

/**
 * The Astro integration. Registered after relativeUrls() (integrations' hooks run in order).
 * @returns {import('astro').AstroIntegration}
 */
export function offlineApp() {
  return {
    name: 'ledgerline:offline-app',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const manifest = await writeServiceWorker(fileURLToPath(dir));
        const kb = (manifest.bytes / 1024).toFixed(0);
        logger.info(`sw.js: ${manifest.files.length} files (${kb} KB) precached, version ${manifest.version}`);
      },
    },
  };
}
