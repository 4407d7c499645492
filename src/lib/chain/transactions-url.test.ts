import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, parseTransactionsParams, transactionsPath } from './transactions-url';

const HASH = `0x${'ab'.repeat(32)}`;

describe('transactionsPath', () => {
  it('is the bare page without parameters', () => {
    expect(transactionsPath()).toBe('/platform/transactions');
    expect(transactionsPath({ tx: null, q: '' })).toBe('/platform/transactions');
  });

  it('carries a lower-case hash and an encoded search', () => {
    expect(transactionsPath({ tx: HASH.toUpperCase().replace('0X', '0x') })).toBe(`/platform/transactions?tx=${HASH}`);
    expect(transactionsPath({ q: 'invoice 42 & co' })).toBe('/platform/transactions?q=invoice+42+%26+co');
  });

  it('reads back what it wrote', () => {
    expect(parseTransactionsParams(transactionsPath({ tx: HASH, q: 'rent' }).split('?')[1] ?? '')).toEqual({
      tx: HASH,
      query: 'rent',
    });
  });
});

describe('parseTransactionsParams', () => {
  it('uses the hash as the search when no q is given', () => {
    expect(parseTransactionsParams(`?tx=${HASH.toUpperCase().replace('0X', '0x')}`)).toEqual({ tx: HASH, query: HASH });
  });

  it('ignores a malformed hash but keeps the search', () => {
    expect(parseTransactionsParams('?tx=0x1234&q=%20payroll%20')).toEqual({ tx: null, query: 'payroll' });
    expect(parseTransactionsParams('')).toEqual({ tx: null, query: '' });
  });

  it('caps a long search', () => {
    expect(parseTransactionsParams(`?q=${'a'.repeat(MAX_QUERY_LENGTH + 50)}`).query).toHaveLength(MAX_QUERY_LENGTH);
  });
});
