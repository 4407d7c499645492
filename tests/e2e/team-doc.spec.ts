// The team workspace's merge engine in the built site: Automerge's chunk and WASM load lazily,
// under the platform's CSP ('wasm-unsafe-eval'), only when a team workspace is used (here: a team
// backup is imported); no page's static scripts include it and browsing never fetches it.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { emptyContent } from '@/lib/db/tables';
import { startAutomergeInNode } from '@/lib/team/doc/automerge-node.testing';
import { sampleVendor } from '@/lib/team/doc/devices.testing';
import { applyRowWrites, newTeamDocs } from '@/lib/team/doc/documents';
import { encodeTeamDocs } from '@/lib/team/doc/team-backup';
import { writeTeamBackupText } from '@/lib/team/doc/team-backup-file';
import { entryScripts, staticGraph } from '../../scripts/lib/js-graph.mjs';
import { connectWallet, expect, test } from '../fixtures/test-wallet';

const dist = process.env.E2E_DIR ?? 'dist';
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** The engine's chunk and Automerge's WASM (named by Vite after their sources). */
const ENGINE = /team-doc-engine\.[\w-]+\.js$/;
const WASM = /automerge[\w.-]*\.wasm$/;
/** A string of Automerge's JavaScript that survives minification. */
const AUTOMERGE_MARKER = /Automerge\.use\(\) not called/;

async function teamBackup(): Promise<string> {
  await startAutomergeInNode();
  const { docs } = await applyRowWrites(newTeamDocs('a1'), [
    { table: 'counterparties', key: 'tv1', row: sampleVendor({ id: 'tv1', name: 'Shared Paper Mill' }) },
  ]);
  return writeTeamBackupText({
    content: emptyContent(),
    account: ACCOUNT_0,
    workspaceId: 'ws-e2e',
    documents: encodeTeamDocs(docs),
  });
}

async function goTo(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('no page loads the merge engine with its scripts: it is a lazy chunk of its own', async () => {
  const html = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
  expect(html.length).toBeGreaterThan(19);
  for (const file of html) {
    const graph = await staticGraph(dist, entryScripts(await readFile(join(dist, file), 'utf8')));
    const found = [...graph.files].filter(([url, { text }]) => ENGINE.test(url) || AUTOMERGE_MARKER.test(text));
    expect(
      found.map(([url]) => url),
      file,
    ).toEqual([]);
  }
  const assets = await readdir(join(dist, '_astro'));
  expect(assets.filter((name) => ENGINE.test(name))).toHaveLength(1);
  expect(assets.filter((name) => WASM.test(name))).toHaveLength(1);
});

test('importing a team backup loads the engine under the CSP and projects its records; browsing never fetches it', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|WebAssembly/i.test(message.text())) refusals.push(message.text());
  });
  await connectWallet(page, '/platform/company');
  for (const name of ['Vendors', 'Dashboard', 'Utility']) await goTo(page, name);
  expect(fetched.filter((url) => ENGINE.test(url) || WASM.test(url))).toEqual([]);

  await page.getByRole('tab', { name: 'Backup' }).click();
  await page
    .getByRole('group', { name: 'Import', exact: true })
    .getByLabel('Backup file')
    .setInputFiles({ name: 'team.json', mimeType: 'application/json', buffer: Buffer.from(await teamBackup()) });
  await expect(page.getByRole('group', { name: 'Backup contents' })).toBeVisible();
  await page.getByRole('button', { name: 'Merge into workspace' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText('merged');
  expect(fetched.filter((url) => ENGINE.test(url))).toHaveLength(1);
  expect(fetched.filter((url) => WASM.test(url))).toHaveLength(1);
  expect(refusals).toEqual([]);

  await goTo(page, 'Vendors');
  await page.getByRole('tab', { name: 'Directory' }).click();
  await expect(page.getByRole('main').getByText('Shared Paper Mill').first()).toBeVisible();
});
