import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { FORMULA_START, toSafeCsv } from './csv-safe';

describe('toSafeCsv', () => {
  it('escapes formula cells, keeps signed numbers, and round-trips through a CSV reader', () => {
    const text = toSafeCsv(
      ['a', 'b'],
      [
        ['=1+1', '-1.5'],
        ['\uFF1Dcmd', 'x,"y"\nz'],
      ],
    );
    expect(text.split('\r\n')[0]).toBe('a,b');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(parsed.slice(1)).toEqual([
      ["'=1+1", '-1.5'],
      ["'\uFF1Dcmd", 'x,"y"\nz'],
    ]);
  });
  it('treats only formula starts as dangerous', () => {
    for (const cell of ['=A1', '+1+2', '-A1', '@SUM(1)', '\tx', '\n=x']) expect(FORMULA_START.test(cell)).toBe(true);
    for (const cell of ['-1.5', '12', 'a=b', 'Rent']) expect(FORMULA_START.test(cell)).toBe(false);
  });
});
