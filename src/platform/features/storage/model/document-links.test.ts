import { describe, expect, it } from 'vitest';
import { linkTarget, usedByInWords } from './document-links';

describe('document links', () => {
  it('leads a bill to Vendors, an invoice to Client and a token to Tokenization; an unknown kind to no page', () => {
    expect(linkTarget({ kind: 'bill', id: 'b1', label: 'Bill V-100' })).toEqual({
      label: 'Bill V-100',
      path: '/platform/vendors',
      page: 'Vendors',
    });
    expect(linkTarget({ kind: 'invoice', id: 'i1', label: 'Invoice 7' })).toMatchObject({
      path: '/platform/client',
      page: 'Client',
    });
    expect(linkTarget({ kind: 'companyToken', id: 't1', label: '' })).toEqual({
      label: 'companyToken t1',
      path: '/platform/tokens',
      page: 'Tokenization',
    });
    expect(linkTarget({ kind: 'toString', id: 'x', label: 'X' })).toEqual({ label: 'X', path: null, page: null });
  });

  it('counts the records in words', () => {
    expect(usedByInWords([])).toBeNull();
    expect(usedByInWords([{ kind: 'bill', id: 'b1', label: '' }])).toBe('Used by 1 record');
    expect(
      usedByInWords([
        { kind: 'bill', id: 'b1', label: '' },
        { kind: 'companyToken', id: 't', label: '' },
      ]),
    ).toBe('Used by 2 records');
  });
});
