// Team workspace transport figures (docs/team-workspace.md): bytes published per change for a
// typical vendor edit (a real Automerge change of a directory document holding 200 vendors, one
// field per key as the design keeps records), and the time for one bundle to be sealed, put,
// got and opened through a local IPFS node (Helia behind the Kubo RPC calls; no network), and to
// read a 100-bundle chain; then a new member's first copy of a 10,000-vendor directory's snapshot
// (transport only: publish and read, split into parts under Kubo's block limit). Bundles
// scripts/bench/team-bench.ts with esbuild into a temp dir.
// Usage: node scripts/bench-team.mjs [rounds]
import * as Automerge from '@automerge/automerge';
import { importBenchBundle } from './lib/bench-bundle.mjs';
import { startIpfsNode } from './lib/ipfs-node.mjs';

const rounds = Number(process.argv[2] ?? 200);
const VENDORS = 200;

/** A counterparty row as the backup's row codec writes it (one Automerge key per field). */
const vendor = (i) => ({
  id: `cp-${String(i).padStart(6, '0')}`,
  name: `Vendor ${i} Supplies`,
  legalName: `Vendor ${i} Supplies GmbH`,
  email: `billing${i}@vendor${i}.example`,
  isClient: false,
  isVendor: true,
  wallets: [{ chainId: 1, address: `0x${(i + 1).toString(16).padStart(40, '0')}` }],
  taxId: `DE${String(100_000_000 + i)}`,
  address: `${i} Market Street\n10115 Berlin`,
  paymentTermsDays: 30,
  incomeAccountId: null,
  expenseAccountId: 'expenses:services',
  notes: '',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  revision: 1,
});

let doc = Automerge.from({
  counterparties: Object.fromEntries(Array.from({ length: VENDORS }, (_, i) => [vendor(i).id, vendor(i)])),
});
// A typical edit: a vendor's e-mail changed, with the timestamp and revision a save bumps.
doc = Automerge.change(doc, (draft) => {
  const row = draft.counterparties['cp-000042'];
  row.email = 'accounts.payable@vendor42.example';
  row.updatedAt = '2026-11-27T10:00:00.000Z';
  row.revision = 2;
});
const edit = Automerge.getLastLocalChange(doc);
doc = Automerge.change(doc, (draft) => {
  draft.counterparties['cp-new'] = vendor(VENDORS);
});
const added = Automerge.getLastLocalChange(doc);
const snapshot = Automerge.save(doc);

const node = await startIpfsNode();
const bundle = await importBenchBundle('scripts/bench/team-bench.ts');
try {
  const f = await bundle.module.benchTeamTransport(node.url, [edit, added, snapshot], rounds);
  const ms = (s) => `median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms`;
  const line = (label, payload, sealed) =>
    console.log(
      `  ${label}: ${payload.byteLength} B of Automerge change → ${sealed} B published (+${sealed - payload.byteLength} B)`,
    );
  console.log('Bytes published per change (one raw block each; sealed = prefix + signed DAG-CBOR + GCM tag):');
  line('vendor edit (e-mail, updatedAt, revision)', edit, f.sealedBytes[0]);
  line('new vendor (16 fields)', added, f.sealedBytes[1]);
  line(`snapshot of a ${VENDORS + 1}-vendor directory`, snapshot, f.sealedBytes[2]);
  console.log(`One vendor edit through the local node (${rounds} rounds, Node, Helia over HTTP on 127.0.0.1):`);
  for (const step of ['seal', 'put', 'get', 'open', 'total']) console.log(`  ${step.padEnd(5)} ${ms(f.ms[step])}`);
  console.log(`Reading a ${f.chainLength}-bundle chain from its head: ${f.chainReadMs.toFixed(0)} ms`);
  // A new member's first copy, transport only: a directory of 10,000 vendors as one snapshot.
  const big = Automerge.save(
    Automerge.from({
      counterparties: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [vendor(i).id, vendor(i)])),
    }),
  );
  const c = await bundle.module.benchFirstCopy(node.url, big);
  console.log(
    `First copy of a 10,000-vendor directory (snapshot ${(big.byteLength / 1024).toFixed(0)} KB → ${c.bundles} bundle(s), ${(c.publishedBytes / 1024).toFixed(0)} KB published): publish ${c.publishMs.toFixed(0)} ms, read ${c.readMs.toFixed(0)} ms`,
  );
} finally {
  await bundle.dispose();
  await node.stop();
}
