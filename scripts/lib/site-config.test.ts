import { describe, expect, it } from 'vitest';
import { cspDirectives, siteBase } from './site-config.mjs';

describe('siteBase', () => {
  it('normalises BASE_PATH', () => {
    expect(siteBase(undefined)).toBe('/');
    expect(siteBase('')).toBe('/');
    expect(siteBase('ledgerline')).toBe('/ledgerline/');
    expect(siteBase('/a/b/')).toBe('/a/b/');
  });
});

describe('cspDirectives', () => {
  it("limits connect-src to 'self' in production", () => {
    expect(cspDirectives({ local: false })).toContain("connect-src 'self'");
  });
  it('adds loopback only in local mode', () => {
    const local = cspDirectives({ local: true }).find((d) => d.startsWith('connect-src'));
    expect(local).toContain('http://127.0.0.1:*');
  });
  it('accepts configured https endpoints and refuses plain http in production', () => {
    expect(cspDirectives({ local: false, extraConnectSrc: 'https://rpc.example' })).toContain("connect-src 'self' https://rpc.example");
    expect(() => cspDirectives({ local: false, extraConnectSrc: 'http://rpc.example' })).toThrow(/not an https/);
  });
});
