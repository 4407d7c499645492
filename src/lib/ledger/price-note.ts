// Which price a report line's value used, so the line can say when that price was missing or stale
// and show its date and source. A line valued at one date (a balance) has one price; a line made of
// postings valued on their own dates (the income statement) keeps the worst: missing before stale
// before fresh, and among stale prices the oldest.
import { describeSource } from './base-value';
import { priceOn, type PriceIndex } from './prices';
import { ageWords, staleUse } from './stale-price';

/** The price behind a valued line: `fresh`, `stale` (still used, marked) or `missing` (no value). */
export type PriceNote =
  | {
      readonly mark: 'missing';
      /** The day (or the last of the days) a price was looked for. */
      readonly date: string;
    }
  | {
      readonly mark: 'fresh' | 'stale';
      /** The price's own day. */
      readonly date: string;
      /** Where it came from, in words (`Price from feed 0x…, round …`). */
      readonly source: string;
      /** A stale price's age where it valued, in words (`59 days`), and the day it valued. */
      readonly age?: { readonly words: string; readonly on: string };
    };

const SEVERITY = { fresh: 0, stale: 1, missing: 2 } as const;

/** The note of the price `commodity` has on `date` (the latest on or before it). */
export function priceNoteOn(index: PriceIndex, commodity: string, date: string): PriceNote {
  const found = priceOn(index, commodity, date);
  if (found === 'missing') return { mark: 'missing', date };
  const source = describeSource(found.source, found.date);
  const stale = staleUse(commodity, found, date);
  if (!stale) return { mark: 'fresh', date: found.date, source };
  return { mark: 'stale', date: found.date, source, age: { words: ageWords(stale.ageSeconds), on: date } };
}

/** The note of a line valued with both prices: the worse one (for two stale prices, the older). */
export function worseNote(a: PriceNote | null, b: PriceNote): PriceNote {
  if (a === null) return b;
  const diff = SEVERITY[b.mark] - SEVERITY[a.mark];
  if (diff !== 0) return diff > 0 ? b : a;
  if (a.mark === 'missing') return a.date >= b.date ? a : b;
  return a.date <= b.date ? a : b;
}

/** The line's price in words, for its hover text and screen readers. */
export function describeNote(note: PriceNote, symbol: string): string {
  if (note.mark === 'missing') return `No price for ${symbol} on or before ${note.date}`;
  const age = note.mark === 'stale' && note.age ? `, ${note.age.words} old on ${note.age.on}` : '';
  return `${note.mark === 'stale' ? 'Stale price' : 'Price'} of ${note.date}${age}. ${note.source}`;
}
