import { describe, expect, it } from 'vitest';
import { connectSources, cspDirectives, siteBase } from './site-config.mjs';

describe('siteBase', () => {
  it('normalises BASE_PATH', () => {
    expect(siteBase(undefined)).toBe('/');
    expect(siteBase('')).toBe('/');
    expect(siteBase('ledgerline')).toBe('/ledgerline/');
    expect(siteBase('/a/b/')).toBe('/a/b/');
  });
});

describe('cspDirectives', () => {
  it("allows 'self' and any https/wss endpoint in production (endpoints are set at runtime)", () => {
    expect(cspDirectives({ local: false })).toContain("connect-src 'self' https: wss:");
    expect(connectSources({ local: false, extraConnectSrc: '' })).toEqual(["'self'", 'https:', 'wss:']);
  });
  it('adds loopback only in local mode', () => {
    const local = cspDirectives({ local: true }).find((d) => d.startsWith('connect-src'));
    expect(local).toBe(
      "connect-src 'self' https: wss: http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*",
    );
    expect(cspDirectives({ local: false }).find((d) => d.startsWith('connect-src'))).not.toContain('127.0.0.1');
  });
  it('locks connect-src to exactly the CSP_CONNECT_SRC list and refuses plain http in production', () => {
    expect(cspDirectives({ local: false, extraConnectSrc: 'https://rpc.example' })).toContain(
      "connect-src 'self' https://rpc.example",
    );
    expect(connectSources({ local: false, extraConnectSrc: 'https://a.example, wss://b.example' })).toEqual([
      "'self'",
      'https://a.example',
      'wss://b.example',
    ]);
    expect(() => cspDirectives({ local: false, extraConnectSrc: 'http://rpc.example' })).toThrow(/not an https/);
    expect(() => connectSources({ local: false, extraConnectSrc: "https://a.example 'unsafe-eval'" })).toThrow(
      /not an https/,
    );
  });
});
