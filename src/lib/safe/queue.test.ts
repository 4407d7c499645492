import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { ANVIL_KEYS } from '../../../scripts/lib/local-chain.mjs';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { safeQueue } from './queue';
import { proposalRecord, signedBy, testSafe } from './safe-state.testing';
import { readSigningFile, writeSigningFile } from './signing-file';
import { proposalOf } from './stored-proposal';

const [a, b] = ANVIL_KEYS.slice(1, 3).map((key) => new Wallet(key)) as [Wallet, Wallet];
const SAFE = testSafe([a, b], 5n);
const AT = '2026-11-29T00:00:00.000Z';

const record = (id: string, nonce: bigint, extra: Partial<SafeProposalRecord> = {}) =>
  proposalRecord(SAFE, a.address, id, nonce, extra);

const signed = (base: SafeProposalRecord, wallet: Wallet) => signedBy(wallet, SAFE, proposalOf(base).tx);

describe('the Safe queue', () => {
  it('orders by nonce and says what each proposal waits for', async () => {
    const ready = record('r', 5n);
    const withTwo = { ...ready, signatures: [await signed(ready, a), await signed(ready, b)] };
    const later = record('l', 6n);
    const gap = record('g', 8n);
    const pending = record('p', 4n, { execution: { hash: `0x${'ab'.repeat(32)}`, from: a.address, at: AT } });
    const replaced = record('x', 3n, {
      outcome: { status: 'replaced', reason: 'Rejected: nonce 3 ran the rejection instead.' },
    });
    const queue = safeQueue([gap, later, withTwo, pending, replaced], SAFE, (hash) =>
      hash === pending.execution?.hash ? 'pending' : undefined,
    );
    expect(queue.map(({ record: entry, status }) => [entry.id, status.kind, status.text])).toEqual([
      ['x', 'replaced', 'Rejected: nonce 3 ran the rejection instead.'],
      ['p', 'executing', 'Execution pending'],
      ['r', 'ready', '2 of 2 signatures: ready to execute'],
      ['l', 'blocked', '0 of 2 signatures; waits for nonce 5 to execute first'],
      ['g', 'blocked', '0 of 2 signatures; waits for nonce 5 to execute first'],
    ]);
    const alone = safeQueue([gap], SAFE, () => undefined);
    expect(alone[0]?.status.text).toBe(
      '0 of 2 signatures; waits for nonce 5 to execute first (no proposal holds it here)',
    );
    // A failed execution leaves the proposal to execute again; a used nonce waits to be settled.
    const failed = safeQueue([pending], { ...SAFE, nonce: 4n }, () => 'failed');
    // ... and names the execution that failed, for the card to say so.
    expect(failed[0]?.status).toEqual({
      kind: 'signing',
      count: 0,
      text: '0 of 2 signatures',
      failed: pending.execution?.hash,
    });
    expect(safeQueue([pending], SAFE, () => 'failed')[0]?.status.kind).toBe('settling');
  });

  it('writes a signing file and reads it back; a changed SafeTx or a foreign file is refused', async () => {
    const base = record('s', 5n);
    const proposal = { ...proposalOf(base), signatures: [await signed(base, a)] };
    const text = writeSigningFile(proposal, 'Bill 7: 1 wei to 0x2222…');
    const read = readSigningFile(text);
    expect(read).toEqual({ ok: true, proposal, summary: 'Bill 7: 1 wei to 0x2222…' });
    const tampered = JSON.parse(text) as { tx: { value: string } };
    tampered.tx.value = '1000';
    expect(readSigningFile(JSON.stringify(tampered))).toEqual({
      ok: false,
      reason: expect.stringMatching(/^The file's SafeTx hashes to 0x[0-9a-f]{64}, not the .* it names/),
    });
    expect(readSigningFile('{"format":"other"}')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Not a Safe signing file: format/),
    });
    expect(readSigningFile('not json')).toEqual({
      ok: false,
      reason: 'The file is not JSON: it is not a Safe signing file.',
    });
  });
});
