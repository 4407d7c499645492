import { describe, expect, it } from 'vitest';
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import type { OpeningBalance } from '@/lib/db/entities/opening-balance';
import { booksVsChain, movementEffect, type MovementRow } from './chain-reconciliation';
import { ACCOUNT_IDS } from './default-chart';
import type { Entry } from './entry';
import { walletAccountId } from './wallet-account';

const ME = '0x1111111111111111111111111111111111111111';
const THEM = '0x2222222222222222222222222222222222222222';
const ETH = '31337:native';
const WALLET = walletAccountId(31337, ME, 'native');
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

const balance = (units: bigint, block = 20): ChainBalance => ({
  id: `31337:${ME}:native`,
  chainId: 31337,
  wallet: ME,
  asset: 'native',
  symbol: 'ETH',
  decimals: 18,
  units: units.toString(),
  block,
  blockHash: hashOf(9999),
  updatedAt: '2026-03-10T00:00:00.000Z',
});
const entry = (id: string, source: string, amount: bigint, status: Entry['status'] = 'posted'): Entry => ({
  id,
  date: '2026-03-01',
  memo: '',
  source,
  status,
  postedBy: null,
  reversalOf: null,
  reversedBy: null,
  postings: [
    { accountId: WALLET, commodity: ETH, amount, decimals: 18 },
    { accountId: ACCOUNT_IDS.suspense, commodity: ETH, amount: -amount, decimals: 18 },
  ],
});
const row = (n: number, over: Partial<MovementRow> = {}): MovementRow => ({
  id: `31337:${hashOf(n)}`,
  chainId: 31337,
  hash: hashOf(n),
  logIndex: null,
  blockNumber: 10 + n,
  from: THEM,
  to: ME,
  direction: 'in',
  asset: 'native',
  units: '100',
  fee: null,
  status: 'confirmed',
  ...over,
});
const opening = (units: bigint, status: OpeningBalance['status']): OpeningBalance => ({
  id: `31337:${ME}:native`,
  chainId: 31337,
  wallet: ME,
  asset: 'native',
  symbol: 'ETH',
  decimals: 18,
  chainUnits: units.toString(),
  units: units.toString(),
  block: 0,
  blockHash: hashOf(1),
  date: '2026-03-01',
  status,
  entryId: null,
  decidedBy: null,
  updatedAt: '2026-03-01T00:00:00.000Z',
  revision: 1,
});
const line = (...args: Parameters<typeof booksVsChain>) => booksVsChain(...args)[0]?.lines[0];

describe('the reconciliation of the books with the chain', () => {
  it('matches with no causes when the ledger holds what the chain does', () => {
    const l = line([balance(100n)], [entry('e1', `tx:31337:${hashOf(1)}:native`, 100n)], { rows: [row(1)] });
    expect(l).toMatchObject({ ledger: 100n, chain: 100n, difference: 0n, causes: [] });
  });

  it('names a missing opening balance when nothing else explains the difference', () => {
    const l = line([balance(10_100n)], [entry('e1', `tx:31337:${hashOf(1)}:native`, 100n)], { rows: [row(1)] });
    expect(l?.difference).toBe(10_000n);
    expect(l?.causes).toEqual([{ kind: 'opening-missing', amount: 10_000n }]);
  });

  it('names an unconfirmed (proposed or rejected) opening balance, and what is left as unexplained', () => {
    const proposed = opening(9_000n, 'proposed');
    const l = line([balance(10_000n)], [], { openings: [proposed] });
    expect(l?.causes).toEqual([
      { kind: 'opening-unconfirmed', amount: 9_000n, opening: proposed },
      { kind: 'unexplained', amount: 1_000n },
    ]);
    const rejected = opening(10_000n, 'rejected');
    expect(line([balance(10_000n)], [], { openings: [rejected] })?.causes).toEqual([
      { kind: 'opening-unconfirmed', amount: 10_000n, opening: rejected },
    ]);
  });

  it('lists movements not yet posted with their effect, the sender’s fee included', () => {
    const out = row(2, { from: ME, to: THEM, direction: 'out', units: '30', fee: '5' });
    const l = line([balance(65n)], [], { rows: [row(1), out], openings: [opening(0n, 'confirmed')] });
    expect(l?.causes).toEqual([
      { kind: 'unposted', amount: 100n, rowId: row(1).id, hash: hashOf(1) },
      { kind: 'unposted', amount: -35n, rowId: out.id, hash: hashOf(2) },
    ]);
  });

  it('counts a movement posted by another source that names its transaction (an invoice payment) as posted', () => {
    const paid = entry('e1', `invoice:inv-1:payment:31337:${hashOf(1)}:3`, 100n);
    expect(line([balance(100n)], [paid], { rows: [row(1)] })?.causes).toEqual([]);
  });

  it('ignores movements after the block the balance was read at', () => {
    const later = row(50); // block 60 > 20
    const l = line([balance(0n)], [entry('e1', `tx:31337:${hashOf(50)}:native`, 100n)], {
      rows: [later],
      openings: [opening(0n, 'confirmed')],
    });
    expect(l?.causes).toEqual([{ kind: 'unexplained', amount: -100n }]);
  });

  it('names a held draft touching the wallet account, and does not count its movement twice', () => {
    const held = entry('held:tx', `tx:31337:${hashOf(1)}:native`, 100n, 'draft');
    const l = line([balance(100n)], [held], { rows: [row(1)], openings: [opening(0n, 'confirmed')] });
    expect(l?.causes).toEqual([{ kind: 'draft', amount: 100n, entryId: 'held:tx', source: held.source }]);
  });

  it('makes the causes add up to the difference', () => {
    const l = line([balance(10_250n)], [], { rows: [row(1)], openings: [opening(10_000n, 'proposed')] });
    const total = (l?.causes ?? []).reduce((sum, c) => sum + c.amount, 0n);
    expect(total).toBe(l?.difference);
  });
});

describe('movementEffect', () => {
  it('adds what arrives, subtracts what leaves and the fee of a failed send, and nothing for a pending one', () => {
    expect(movementEffect(row(1), ME)).toBe(100n);
    expect(movementEffect(row(1, { from: ME, to: THEM, direction: 'out', fee: '7', status: 'failed' }), ME)).toBe(-7n);
    expect(movementEffect(row(1, { from: ME, to: THEM, direction: 'out', fee: '7', status: 'pending' }), ME)).toBe(0n);
    const own = row(1, { from: ME, to: THEM, direction: 'own', fee: '1' });
    expect([movementEffect(own, ME), movementEffect(own, THEM)]).toEqual([-101n, 100n]);
  });
});

describe('the company’s own shares in its wallets', () => {
  const TOKEN = '0x3333333333333333333333333333333333333333';
  const SHARES = `31337:${TOKEN}`;
  const held = (wallet: string, units: bigint): ChainBalance => ({
    ...balance(units),
    id: `31337:${wallet}:${TOKEN}`,
    wallet,
    asset: TOKEN,
    symbol: 'LARK',
  });
  const issuance = (amount: bigint): Entry => ({
    ...entry('mint', `token:31337:${hashOf(1)}:0`, 0n),
    postings: [
      { accountId: 'treasury-shares', commodity: SHARES, amount, decimals: 18 },
      { accountId: ACCOUNT_IDS.ownerContributions, commodity: SHARES, amount: -amount, decimals: 18 },
    ],
  });

  it('compares what the wallets hold with Treasury shares once the issuance is posted', () => {
    const [posted] = booksVsChain([held(ME, 600n), held(THEM, 0n)], [issuance(600n)]);
    expect(posted?.matches).toBe(true);
    expect(posted?.lines.map((l) => [l.accountId, l.ledger, l.chain])).toEqual([
      ['treasury-shares', 600n, 600n],
      ['treasury-shares', 0n, 0n],
    ]);
  });

  it('shows the gap on the first wallet when the books hold other shares, and differs before any issuance is posted', () => {
    expect(booksVsChain([held(ME, 600n), held(THEM, 50n)], [issuance(600n)])[0]?.differences).toMatchObject([
      { wallet: ME, ledger: 550n, chain: 600n, difference: 50n },
    ]);
    expect(booksVsChain([held(ME, 600n)], [])[0]?.differences).toMatchObject([{ ledger: 0n, difference: 600n }]);
  });
});
