import { describe, expect, it } from 'vitest';
import { rootFromModuleUrl, siteRoot, withBase } from './paths';

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

describe('rootFromModuleUrl', () => {
  it('reads the root from a built chunk, whatever prefix serves it', () => {
    expect(rootFromModuleUrl('https://example.com/_astro/app.B1.js')).toBe('/');
    expect(rootFromModuleUrl('https://example.com/ledgerline/_astro/app.B1.js')).toBe('/ledgerline/');
    expect(rootFromModuleUrl('https://gw.example/ipfs/bafyabc/_astro/paths.x.js')).toBe('/ipfs/bafyabc/');
  });
  it('gives up outside a built chunk (dev server, tests) and on a non-URL', () => {
    expect(rootFromModuleUrl('http://localhost:4321/src/config/paths.ts')).toBeNull();
    expect(rootFromModuleUrl('file:///work/src/config/paths.ts')).toBeNull();
    expect(rootFromModuleUrl('not a url')).toBeNull();
  });
});

describe('siteRoot', () => {
  it("falls back to the build's base when not running from a built chunk", () => {
    expect(siteRoot()).toBe(import.meta.env.BASE_URL);
  });
});
