import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  assetKey,
  endOfLocalDay,
  filterViews,
  isFiltered,
  NO_FILTERS,
  startOfLocalDay,
} from './filters';
import { buildList } from './tx-list';
import { toTxView } from './tx-view';
import { hashOf, manyRows, OTHER, OURS, THIRD, TOKEN, txRow } from './tx-rows.testing';

const views = buildList(manyRows(200)).views;
const ids = (list: readonly { row: { id: string } }[]) => list.map((view) => view.row.id);

describe('activeFilterCount', () => {
  it('counts the set filters, not the search', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, query: '0xabc' })).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, query: '0xabc', direction: 'in', from: '2026-01-01', asset: ' ' })).toBe(
      2,
    );
  });
});

describe('filterViews', () => {
  it('returns every row, in order, when nothing is set', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(ids(filterViews(views, NO_FILTERS))).toEqual(ids(views));
  });

  it('narrows by network, direction, status, kind, asset and wallet', () => {
    expect(filterViews(views, { ...NO_FILTERS, chainId: '11155111' }).every((v) => v.row.chainId === 11155111)).toBe(
      true,
    );
    expect(filterViews(views, { ...NO_FILTERS, chainId: '11155111' })).toHaveLength(40);
    const out = filterViews(views, { ...NO_FILTERS, direction: 'out' });
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((v) => v.row.direction === 'out')).toBe(true);
    expect(filterViews(views, { ...NO_FILTERS, status: 'pending' }).map((v) => v.row.hash)).toEqual([
      hashOf(1),
      hashOf(98),
      hashOf(195),
    ]);
    expect(filterViews(views, { ...NO_FILTERS, kind: 'token-transfer' }).every((v) => v.row.asset === TOKEN)).toBe(
      true,
    );
    const tusd = filterViews(views, { ...NO_FILTERS, asset: assetKey({ chainId: 31337, asset: TOKEN }) });
    expect(tusd.length).toBeGreaterThan(0);
    expect(tusd.every((v) => v.row.symbol === 'TUSD' && v.row.chainId === 31337)).toBe(true);
    expect(filterViews(views, { ...NO_FILTERS, wallet: THIRD })).toHaveLength(0);
    expect(filterViews(views, { ...NO_FILTERS, wallet: OURS })).toHaveLength(200);
  });

  it('combines filters (all must hold)', () => {
    const both = filterViews(views, { ...NO_FILTERS, direction: 'out', kind: 'token-transfer' });
    expect(both.every((v) => v.row.direction === 'out' && v.row.kind === 'token-transfer')).toBe(true);
    expect(both.length).toBeLessThan(filterViews(views, { ...NO_FILTERS, direction: 'out' }).length);
  });

  it('keeps a local date range, both days included', () => {
    const a = toTxView(txRow({ hash: hashOf(1), time: new Date(2025, 0, 1, 0, 0, 0).toISOString() }));
    const b = toTxView(txRow({ hash: hashOf(2), time: new Date(2025, 0, 2, 23, 59, 59).toISOString() }));
    const c = toTxView(txRow({ hash: hashOf(3), time: new Date(2025, 0, 3, 0, 0, 0).toISOString() }));
    const range = { ...NO_FILTERS, from: '2025-01-01', to: '2025-01-02' };
    expect(filterViews([a, b, c], range).map((v) => v.row.hash)).toEqual([hashOf(1), hashOf(2)]);
    expect(filterViews([a, b, c], { ...NO_FILTERS, from: '2025-01-02' }).map((v) => v.row.hash)).toEqual([
      hashOf(2),
      hashOf(3),
    ]);
    expect(startOfLocalDay('2025-13-45x')).toBeNull();
    expect(endOfLocalDay('2025-01-31')).toBe(new Date(2025, 1, 1).getTime());
  });
});

describe('search', () => {
  const payment = toTxView(
    txRow({
      hash: hashOf(7),
      kind: 'payment',
      decoded: { method: 'payEth', paymentReference: `0x${'ab'.repeat(32)}`, payee: OURS },
      memo: 'March rent',
    }),
  );
  const plain = toTxView(txRow({ hash: hashOf(8), from: THIRD, counterparty: THIRD }));
  const search = (query: string) => filterViews([payment, plain], { ...NO_FILTERS, query }).map((v) => v.row.hash);

  it('finds a hash, an address in any case, a payment reference and a memo', () => {
    expect(search(hashOf(8).toUpperCase().replace('0X', '0x'))).toEqual([hashOf(8)]);
    expect(search(THIRD.toLowerCase())).toEqual([hashOf(8)]);
    expect(search(THIRD.slice(0, 12))).toEqual([hashOf(8)]);
    expect(search(OTHER)).toEqual([hashOf(7)]);
    expect(search('abababab')).toEqual([hashOf(7)]);
    expect(search('RENT')).toEqual([hashOf(7)]);
  });

  it('needs every word and trims spaces', () => {
    expect(search('  march   rent ')).toEqual([hashOf(7)]);
    expect(search('march nothing')).toEqual([]);
  });
});
