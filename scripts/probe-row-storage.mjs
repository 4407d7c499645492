// How fast Chromium's IndexedDB hands back 100,000 Transactions-shaped rows, stored three ways:
// one record per row (as today, getAll), one record of column arrays (a compact copy), and one
// record of a JSON string (parsed after the read). Prints the median of a few reads of each, in a
// fresh page each time (nothing cached in JavaScript). Usage: node scripts/probe-row-storage.mjs [rows] [runs]
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { startStaticServer } from './lib/static-server.mjs';

const ROWS = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.argv[3] ?? 3);
const root = mkdtempSync(join(tmpdir(), 'probe-rows-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>probe</title>');
const server = await startStaticServer({ root });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const page = await context.newPage();
  await page.goto(server.url);
  await page.evaluate(async (count) => {
    const wallet = '0x00000000000000000000000000000000000000aa';
    const started = Date.parse('2024-01-01T00:00:00Z');
    const rows = [];
    for (let i = 0; i < count; i += 1) {
      const hash = `0x${i.toString(16).padStart(64, '0')}`;
      const incoming = i % 3 !== 0;
      const cp = `0x${String((i % 50) + 1).padStart(40, '0')}`;
      rows.push({
        id: `31337:${hash}`,
        chainId: 31337,
        hash,
        logIndex: null,
        blockNumber: 1_000_000 + i,
        blockHash: hash,
        time: new Date(started + i * 60_000).toISOString(),
        from: incoming ? cp : wallet,
        to: incoming ? wallet : cp,
        direction: incoming ? 'in' : 'out',
        wallets: [wallet],
        counterparty: cp,
        asset: 'native',
        symbol: 'ETH',
        decimals: 18,
        units: String(BigInt(i) * 10n ** 15n + 1n),
        fee: incoming ? null : '21000000000000',
        nonce: incoming ? null : i,
        status: 'confirmed',
        failureReason: null,
        replacedBy: null,
        kind: 'transfer',
        selector: null,
        decoded: null,
        category: i % 7 === 0 ? 'Payroll' : null,
        memo: i % 11 === 0 ? `invoice ${i}` : '',
        source: 'scan',
        updatedAt: new Date().toISOString(),
        revision: 1,
      });
    }
    const columns = {};
    for (const key of Object.keys(rows[0])) columns[key] = rows.map((row) => row[key]);
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('probe', 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('rows', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
        request.result.createObjectStore('compact');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(['rows', 'compact'], 'readwrite');
    for (const row of rows) tx.objectStore('rows').put(row);
    tx.objectStore('compact').put(columns, 'columns');
    tx.objectStore('compact').put(JSON.stringify(rows), 'json');
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, ROWS);
  await page.close();

  const times = { rows: [], columns: [], json: [], columnsToObjects: [], cursor: [], allKeys: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const fresh = await context.newPage();
    await fresh.goto(server.url);
    const result = await fresh.evaluate(async () => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('probe', 1);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const read = (store, key) =>
        new Promise((resolve, reject) => {
          const request =
            key === undefined
              ? db.transaction(store).objectStore(store).getAll()
              : db.transaction(store).objectStore(store).get(key);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      let t = performance.now();
      const rows = await read('rows');
      const tRows = performance.now() - t;
      t = performance.now();
      const columns = await read('compact', 'columns');
      const tColumns = performance.now() - t;
      t = performance.now();
      const keys = Object.keys(columns);
      const n = columns.id.length;
      const objects = new Array(n);
      for (let i = 0; i < n; i += 1) {
        const row = {};
        for (const key of keys) row[key] = columns[key][i];
        objects[i] = row;
      }
      const tObjects = performance.now() - t;
      // The `updatedAt` index: its keys by a key cursor (what a versions check walks), and its
      // primary keys in one request.
      t = performance.now();
      let walked = 0;
      await new Promise((resolve, reject) => {
        const request = db.transaction('rows').objectStore('rows').index('updatedAt').openKeyCursor();
        request.onsuccess = () => {
          const cursor = request.result;
          if (!cursor) return resolve(undefined);
          walked += 1;
          cursor.continue();
        };
        request.onerror = () => reject(request.error);
      });
      const tCursor = performance.now() - t;
      t = performance.now();
      const primaryKeys = await new Promise((resolve, reject) => {
        const request = db.transaction('rows').objectStore('rows').index('updatedAt').getAllKeys();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tAllKeys = performance.now() - t;
      t = performance.now();
      const parsed = JSON.parse(await read('compact', 'json'));
      const tJson = performance.now() - t;
      db.close();
      return {
        tRows,
        tColumns,
        tObjects,
        tJson,
        tCursor,
        tAllKeys,
        counts: [rows.length, objects.length, parsed.length, walked, primaryKeys.length],
      };
    });
    times.rows.push(result.tRows);
    times.columns.push(result.tColumns);
    times.columnsToObjects.push(result.tObjects);
    times.json.push(result.tJson);
    times.cursor.push(result.tCursor);
    times.allKeys.push(result.tAllKeys);
    await fresh.close();
  }
  const fmt = (values) => `${median(values).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
  console.log(`${ROWS} rows, ${RUNS} fresh pages, ${browser.version()}:`);
  console.log(`one record per row, getAll              ${fmt(times.rows)}`);
  console.log(`one record of column arrays, get        ${fmt(times.columns)}`);
  console.log(`  + columns back to row objects         ${fmt(times.columnsToObjects)}`);
  console.log(`one record of JSON text, get + parse    ${fmt(times.json)}`);
  console.log(`updatedAt index: key cursor over it     ${fmt(times.cursor)}`);
  console.log(`updatedAt index: getAllKeys             ${fmt(times.allKeys)}`);
} finally {
  await browser.close();
  await server.close();
}
