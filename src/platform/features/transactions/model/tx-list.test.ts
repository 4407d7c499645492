import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './filters';
import { applyRows, buildList, createShownCache } from './tx-list';
import { newestFirst } from './tx-view';
import { manyRows } from './tx-rows.testing';

const ids = (views: readonly { row: { id: string } }[]) => views.map((view) => view.row.id);

describe('the sorted list', () => {
  it('builds newest first and reuses the views of unchanged rows', () => {
    const rows = manyRows(50);
    const first = buildList(rows);
    expect(ids(first.views)).toEqual(ids([...first.views].sort(newestFirst)));
    const edited = { ...(rows[3] as (typeof rows)[number]), memo: 'Rent', updatedAt: '2030-01-01T00:00:00.000Z' };
    const second = buildList([...rows.slice(0, 3), edited, ...rows.slice(4)], first);
    expect(second.byId.get(rows[0]?.id ?? '')).toBe(first.byId.get(rows[0]?.id ?? ''));
    expect(second.byId.get(edited.id)?.search).toContain('rent');
  });

  it('applies new, changed and removed rows in place of a rebuild, in the same order a rebuild gives', () => {
    const rows = manyRows(200);
    const list = buildList(rows.slice(0, 150));
    const moved = {
      ...(rows[10] as (typeof rows)[number]),
      time: '2031-01-01T00:00:00.000Z',
      updatedAt: '2031-01-01T00:00:00.000Z',
    };
    const gone = rows[20]?.id ?? '';
    const { list: next, change } = applyRows(list, [...rows.slice(150), moved], [gone]);
    const expected = buildList([
      ...rows.slice(0, 150).filter((row) => row.id !== gone && row.id !== moved.id),
      ...rows.slice(150),
      moved,
    ]);
    expect(ids(next.views)).toEqual(ids(expected.views));
    expect(next.views[0]?.row.id).toBe(moved.id);
    expect(change.entered).toHaveLength(51);
    expect(ids(change.left).sort()).toEqual([gone, moved.id].sort());
    // An unchanged row (same updatedAt) is no change at all.
    expect(applyRows(next, [rows[0] as (typeof rows)[number]], []).change.entered).toHaveLength(0);
  });
});

describe('createShownCache', () => {
  it('applies a change to the filtered rows without filtering every row again', () => {
    const rows = manyRows(100);
    const shown = createShownCache();
    const list = buildList(rows.slice(0, 80));
    const filters = { ...NO_FILTERS, direction: 'out' as const };
    const first = shown(list, filters, null);
    expect(first.every((view) => view.row.direction === 'out')).toBe(true);
    const from = list;
    const { list: next, change } = applyRows(list, rows.slice(80), []);
    const second = shown(next, filters, { from, change });
    const expected = buildList(rows).views.filter((view) => view.row.direction === 'out');
    expect(ids(second)).toEqual(ids(expected));
  });

  it('takes only what the change names: the other rows are not filtered again', () => {
    const rows = manyRows(100);
    const shown = createShownCache();
    const filters = { ...NO_FILTERS, direction: 'out' as const };
    const list = buildList(rows.slice(0, 80));
    const first = shown(list, filters, null);
    const { list: next } = applyRows(list, rows.slice(80), []);
    // A change that names nothing: a full pass would find the 20 new rows, the incremental one does not.
    expect(ids(shown(next, filters, { from: list, change: { left: [], entered: [] } }))).toEqual(ids(first));
  });

  it('shows every row, as is, without filters', () => {
    const list = buildList(manyRows(10));
    expect(createShownCache()(list, NO_FILTERS, null)).toBe(list.views);
  });
});
