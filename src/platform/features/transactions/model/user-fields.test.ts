import { describe, expect, it } from 'vitest';
import { parseUserFields } from './user-fields';

describe('parseUserFields', () => {
  it('trims the category and stores an empty one as none', () => {
    expect(parseUserFields({ category: '  Rent ', memo: 'March' })).toEqual({
      ok: true,
      value: { category: 'Rent', memo: 'March' },
    });
    expect(parseUserFields({ category: '   ', memo: '' })).toEqual({ ok: true, value: { category: null, memo: '' } });
  });

  it('refuses too long values with a message per field', () => {
    expect(parseUserFields({ category: 'x'.repeat(81), memo: 'y'.repeat(501) })).toEqual({
      ok: false,
      errors: { category: 'Use at most 80 characters', memo: 'Use at most 500 characters' },
    });
  });
});
