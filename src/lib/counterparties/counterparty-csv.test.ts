import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { counterpartiesToCsv, parseCounterpartyCsv } from './counterparty-csv';
import {
  counterpartyByWallet,
  emptyCounterparty,
  importCounterparties,
  listCounterparties,
  removeCounterparty,
  saveCounterparty,
} from './counterparty-store';
import { StaleRevisionError } from '@/lib/db/revision-save';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NOW = '2026-01-02T03:04:05.000Z';

describe('counterparty CSV', () => {
  it('previews valid rows and names each bad row, line and field', () => {
    const csv = [
      'name,email,roles,wallets,terms_days',
      `Acme,billing@acme.test,client,31337:${A},14`,
      'Bad mail,not-an-email,,,',
      `Typo,,vendor,1:${A.replace('C8', 'c8')},`,
      ',x@y.test,,,',
      'Both,,client+vendor,,abc',
    ].join('\n');
    const preview = parseCounterpartyCsv(csv, 'client');
    expect(preview.rows.map((r) => [r.line, r.input.name, r.input.paymentTermsDays, r.input.wallets])).toEqual([
      [2, 'Acme', 14, [{ chainId: 31337, address: A }]],
    ]);
    expect(preview.errors.map((e) => [e.line, e.field])).toEqual([
      [3, 'email'],
      [4, 'wallets'],
      [5, 'name'],
      [6, 'terms_days'],
    ]);
    expect(preview.errors[1]?.message).toMatch(/Checksum mismatch/);
  });

  it('refuses a file without a name column', () => {
    expect(parseCounterpartyCsv('email\nx@y.z', 'vendor').errors).toEqual([
      { line: 1, field: 'name', message: 'The header lacks the column name' },
    ]);
  });

  it('exports what it imports (round trip) and escapes formulas', async () => {
    const db = new WorkspaceDb(`cp-${crypto.randomUUID()}`);
    const input = {
      ...emptyCounterparty('vendor'),
      name: '=HYPERLINK("x")',
      isClient: true,
      wallets: [{ chainId: 1, address: A }],
      notes: 'a, "quoted"\nline',
    };
    await importCounterparties(db, [input], NOW);
    const { records } = await listCounterparties(db);
    const csv = counterpartiesToCsv(records);
    expect(csv).toContain(`'=HYPERLINK`);
    const again = parseCounterpartyCsv(csv, 'client');
    expect(again.errors).toEqual([]);
    expect(again.rows[0]?.input).toEqual({ ...input, name: `'=HYPERLINK("x")` });
    await db.delete();
  });
});

describe('counterparty store', () => {
  it('saves with revisions, finds by wallet, refuses a stale edit and removes', async () => {
    const db = new WorkspaceDb(`cp-${crypto.randomUUID()}`);
    const saved = await saveCounterparty(
      db,
      { ...emptyCounterparty('client'), name: 'Acme', wallets: [{ chainId: 31337, address: A }] },
      null,
      NOW,
    );
    const updated = await saveCounterparty(db, { ...saved, name: 'Acme Ltd' }, saved, NOW);
    expect(updated.revision).toBe(2);
    await expect(saveCounterparty(db, { ...saved, name: 'Old' }, saved, NOW)).rejects.toBeInstanceOf(
      StaleRevisionError,
    );
    const { records } = await listCounterparties(db);
    expect(counterpartyByWallet(records, 31337, A.toLowerCase())?.name).toBe('Acme Ltd');
    expect(counterpartyByWallet(records, 1, A)).toBeUndefined();
    await removeCounterparty(db, updated);
    expect((await listCounterparties(db)).records).toEqual([]);
    await db.delete();
  });

  it('refuses a counterparty that is neither client nor vendor', async () => {
    const db = new WorkspaceDb(`cp-${crypto.randomUUID()}`);
    await expect(
      saveCounterparty(db, { ...emptyCounterparty('client'), name: 'X', isClient: false }, null, NOW),
    ).rejects.toThrow(/client, a vendor or both/);
    await db.delete();
  });
});
