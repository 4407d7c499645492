import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDecimalString } from '@/lib/money/decimal-string';
import {
  buildCapTable,
  CAP_TABLE_PERCENT_DECIMALS,
  CapTableError,
  ZERO_ADDRESS,
  type TransferEvent,
} from './cap-table';

const holder = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const A = holder(0xa);
const B = holder(0xb);
const C = holder(0xc);
let nextLog = 0;
const event = (blockNumber: number, from: string, to: string, value: bigint): TransferEvent => ({
  blockNumber,
  logIndex: nextLog++,
  transactionHash: `0x${blockNumber.toString(16).padStart(64, '0')}`,
  from,
  to,
  value,
});

describe('buildCapTable', () => {
  const history = [
    event(10, ZERO_ADDRESS, A, 600n),
    event(10, ZERO_ADDRESS, B, 300n),
    event(12, A, C, 100n),
    event(13, B, ZERO_ADDRESS, 200n),
    event(15, ZERO_ADDRESS, C, 100n),
  ];

  it('counts mints, transfers and burns into holders, supply and issuance history', () => {
    const table = buildCapTable(history);
    expect(table.block).toBe(15);
    expect(table.totalSupply).toBe(800n);
    expect(table.holders).toEqual([
      { address: A, balance: 500n, percent: '62.5', since: 10 },
      { address: C, balance: 200n, percent: '25', since: 12 },
      { address: B, balance: 100n, percent: '12.5', since: 10 },
    ]);
    expect(table.issuance.map((i) => [i.kind, i.holder, i.amount, i.supplyAfter])).toEqual([
      ['mint', A, 600n, 600n],
      ['mint', B, 300n, 900n],
      ['burn', B, 200n, 700n],
      ['mint', C, 100n, 800n],
    ]);
    expect(table.transferCount).toBe(5);
  });

  it('stops at the chosen block and does not care about the input order', () => {
    const table = buildCapTable([...history].reverse(), 12);
    expect(table.totalSupply).toBe(900n);
    expect(table.holders.map((h) => [h.address, h.balance])).toEqual([
      [A, 500n],
      [B, 300n],
      [C, 100n],
    ]);
    expect(table.issuance).toHaveLength(2);
    expect(buildCapTable(history, 9)).toMatchObject({ block: 9, totalSupply: 0n, holders: [], issuance: [] });
  });

  it('drops holders who sold everything and rounds percentages to add up to 100', () => {
    const table = buildCapTable([
      event(1, ZERO_ADDRESS, A, 1n),
      event(1, ZERO_ADDRESS, B, 1n),
      event(1, ZERO_ADDRESS, C, 1n),
      event(2, C, A, 1n),
      event(3, ZERO_ADDRESS, C, 1n),
    ]);
    expect(table.holders.map((h) => [h.address, h.percent])).toEqual([
      [A, '50'],
      [B, '25'],
      [C, '25'],
    ]);
    const thirds = buildCapTable([
      event(1, ZERO_ADDRESS, A, 1n),
      event(1, ZERO_ADDRESS, B, 1n),
      event(1, ZERO_ADDRESS, C, 1n),
    ]);
    expect(thirds.holders.map((h) => h.percent)).toEqual(['33.3334', '33.3333', '33.3333']);
  });

  it('refuses events in which a holder sends more than it holds', () => {
    expect(() => buildCapTable([event(1, ZERO_ADDRESS, A, 5n), event(2, A, B, 6n)])).toThrow(CapTableError);
  });

  it('treats addresses case-insensitively', () => {
    const table = buildCapTable([event(1, ZERO_ADDRESS, A.toUpperCase().replace('0X', '0x'), 5n), event(2, A, B, 5n)]);
    expect(table.holders.map((h) => [h.address, h.balance])).toEqual([[B, 5n]]);
  });
});

// A random valid history: each step mints, moves part of a balance, or burns part of one.
const step = fc.record({
  kind: fc.constantFrom('mint', 'transfer', 'burn'),
  from: fc.integer({ min: 1, max: 8 }),
  to: fc.integer({ min: 1, max: 8 }),
  amount: fc.bigInt({ min: 0n, max: 10n ** 30n }),
  blockGap: fc.integer({ min: 0, max: 3 }),
});

interface Step {
  kind: string;
  from: number;
  to: number;
  amount: bigint;
  blockGap: number;
}

function historyOf(steps: readonly Step[]) {
  const balances = new Map<string, bigint>();
  const events: TransferEvent[] = [];
  let block = 1;
  steps.forEach((s, logIndex) => {
    block += s.blockGap;
    const from = holder(s.from);
    const held = balances.get(from) ?? 0n;
    const part = held === 0n ? 0n : s.amount % (held + 1n);
    const [source, target, value] =
      s.kind === 'mint'
        ? [ZERO_ADDRESS, holder(s.to), s.amount]
        : s.kind === 'burn'
          ? [from, ZERO_ADDRESS, part]
          : [from, holder(s.to), part];
    if (source !== ZERO_ADDRESS) balances.set(source, (balances.get(source) ?? 0n) - value);
    if (target !== ZERO_ADDRESS) balances.set(target, (balances.get(target) ?? 0n) + value);
    events.push({
      blockNumber: block,
      logIndex,
      transactionHash: `0x${logIndex.toString(16).padStart(64, '0')}`,
      from: source,
      to: target,
      value,
    });
  });
  return { events, balances };
}

describe('buildCapTable properties', () => {
  const steps = fc.array(step, { maxLength: 60 });

  it('the balances add up to the total supply, which is minted minus burnt, and match a plain replay', () => {
    fc.assert(
      fc.property(steps, (list) => {
        const { events, balances } = historyOf(list);
        const table = buildCapTable(events);
        const sum = table.holders.reduce((acc, h) => acc + h.balance, 0n);
        expect(sum).toBe(table.totalSupply);
        const minted = table.issuance.reduce((acc, i) => acc + (i.kind === 'mint' ? i.amount : -i.amount), 0n);
        expect(minted).toBe(table.totalSupply);
        for (const h of table.holders) expect(h.balance).toBe(balances.get(h.address));
        expect(table.holders.length).toBe([...balances.values()].filter((b) => b > 0n).length);
      }),
    );
  });

  it('percentages add up to exactly 100 when anything is issued, each within one last digit of the exact share', () => {
    fc.assert(
      fc.property(steps, (list) => {
        const table = buildCapTable(historyOf(list).events);
        if (table.totalSupply === 0n) {
          expect(table.holders).toEqual([]);
          return;
        }
        const scaled = table.holders.map((h) => fromDecimalString(h.percent, CAP_TABLE_PERCENT_DECIMALS));
        expect(scaled.reduce((a, b) => a + b, 0n)).toBe(100n * 10n ** BigInt(CAP_TABLE_PERCENT_DECIMALS));
        table.holders.forEach((h, i) => {
          const exact = h.balance * 100n * 10n ** BigInt(CAP_TABLE_PERCENT_DECIMALS);
          const diff = scaled[i]! * table.totalSupply - exact;
          expect(diff < table.totalSupply && -diff < table.totalSupply).toBe(true);
        });
      }),
    );
  });

  it('the table at a block equals the table of the events up to that block, whatever their order', () => {
    fc.assert(
      fc.property(steps, fc.nat(), fc.nat(), (list, cut, seed) => {
        const { events } = historyOf(list);
        const at = events.length === 0 ? 0 : events[cut % events.length]!.blockNumber;
        const shuffled = [...events].sort(
          (a, b) => ((a.logIndex * 7919 + seed) % 101) - ((b.logIndex * 7919 + seed) % 101),
        );
        expect(buildCapTable(shuffled, at)).toEqual(
          buildCapTable(
            events.filter((e) => e.blockNumber <= at),
            at,
          ),
        );
      }),
    );
  });
});
