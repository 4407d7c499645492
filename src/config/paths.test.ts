import { describe, expect, it } from 'vitest';
import { withBase } from './paths';

describe('withBase', () => {
  it('keeps root-hosted paths as they are', () => {
    expect(withBase('/login', '/')).toBe('/login');
    expect(withBase('/', '/')).toBe('/');
  });
  it('prefixes the sub-path once', () => {
    expect(withBase('/login', '/ledgerline/')).toBe('/ledgerline/login');
    expect(withBase('platform/company', '/ledgerline')).toBe('/ledgerline/platform/company');
    expect(withBase('/', '/ledgerline/')).toBe('/ledgerline/');
  });
  it('leaves in-page anchors and absolute URLs alone', () => {
    expect(withBase('#pricing', '/ledgerline/')).toBe('#pricing');
    expect(withBase('mailto:hi@example.com', '/ledgerline/')).toBe('mailto:hi@example.com');
  });
});
