import { describe, expect, it } from 'vitest';
import { filterTimeline, mergeTimeline, type TimelineItem } from './timeline';

const item = (id: string, at: string, kind: TimelineItem['kind'] = 'note'): TimelineItem => ({
  id,
  kind,
  at,
  title: id,
  detail: '',
  link: null,
});

describe('mergeTimeline', () => {
  it('orders every source newest first, same moments by id, and keeps an item given twice once', () => {
    const merged = mergeTimeline([
      [item('b', '2026-01-02T10:00:00.000Z'), item('a', '2026-01-03T00:00:00.000Z')],
      [item('c', '2026-01-02T10:00:00.000Z', 'call')],
      [],
      [item('a', '2026-01-03T00:00:00.000Z')],
    ]);
    expect(merged.map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('filters by kind; no kind chosen means all', () => {
    const items = [item('n', '2026-01-01T00:00:00Z'), item('c', '2026-01-01T00:00:00Z', 'call')];
    expect(filterTimeline(items, ['call']).map((i) => i.id)).toEqual(['c']);
    expect(filterTimeline(items, [])).toHaveLength(2);
  });
});
