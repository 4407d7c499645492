import { describe, expect, it } from 'vitest';
import { routerBasename } from './router-basename';

describe('routerBasename', () => {
  it('drops the trailing slash of a sub-path and keeps the root', () => {
    expect(routerBasename('/ledgerline/')).toBe('/ledgerline');
    expect(routerBasename('/a/b/')).toBe('/a/b');
    expect(routerBasename('/')).toBe('/');
  });
});
