import { describe, expect, it } from 'vitest';
import { indexPrices } from './prices';
import { ageWords, StaleUses, stalePriceNote, stalePricesOn } from './stale-price';

const ETH = '31337:native';
const FEED = {
  kind: 'feed' as const,
  feed: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  round: '42',
  updatedAt: '2025-11-23T10:00:00.000Z',
  quote: 'USD',
  heartbeatSeconds: 3600,
};

describe('stale prices named where they value', () => {
  const index = indexPrices([
    { commodity: ETH, date: '2025-11-23', price: '3000', source: FEED },
    { commodity: 'GBP-typed', date: '2026-11-27', price: '1480.68' },
    { commodity: 'fresh', date: '2026-11-29', price: '2' },
  ]);

  it('finds the stale ones among the prices valuing a day, with their age at that day (or now)', () => {
    const stale = stalePricesOn(
      index,
      [ETH, 'GBP-typed', 'fresh', 'no-price'],
      '2026-11-29',
      '2026-11-29T10:00:00.000Z',
    );
    expect(stale.map((s) => [s.commodity, s.priceDate, s.ageSeconds])).toEqual([
      [ETH, '2025-11-23', 371 * 86_400],
      // Typed for the 27th: its day ended 2026-11-27 23:59:59.999; read on the 29th at 10:00.
      ['GBP-typed', '2026-11-27', 34 * 3600],
    ]);
    expect(stalePricesOn(index, [ETH], '2025-11-23', '2025-11-23T10:30:00.000Z')).toEqual([]);
  });

  it('says which price and how old, in the words a booking uses', () => {
    const [feed, typed] = stalePricesOn(index, [ETH, 'GBP-typed'], '2026-11-29', '2026-11-29T10:00:00.000Z');
    expect(stalePriceNote(feed!, 'ETH', 'USD')).toBe(
      "Stale price: ETH at 3000 USD, the feed's round 42 of 2025-11-23 10:00 UTC, was 371 days old on 2026-11-29",
    );
    expect(stalePriceNote(typed!, 'ETH', 'GBP')).toBe(
      'Stale price: ETH at 1480.68 GBP, the price entered for 2026-11-27, was 34 hours old on 2026-11-29',
    );
    expect(ageWords(3600)).toBe('1 hour');
    // A cross rate's other leg names its own currency, and is kept apart from the base price.
    expect(stalePriceNote({ ...feed!, quote: 'EUR' }, 'ETH', 'GBP')).toMatch(/^Stale price: ETH at 3000 EUR, /);
    const uses = new StaleUses();
    uses.add(feed!);
    uses.add({ ...feed!, quote: 'EUR' });
    expect(uses.list().map((u) => u.quote ?? 'base')).toEqual(['base', 'EUR']);
  });

  it('keeps the oldest use per commodity for a figure made of many values', () => {
    const uses = new StaleUses();
    for (const day of ['2026-01-01', '2026-06-30', '2026-03-01'])
      for (const s of stalePricesOn(index, [ETH], day)) uses.add(s);
    expect(uses.list().map((s) => s.usedFor)).toEqual(['2026-06-30']);
  });
});
