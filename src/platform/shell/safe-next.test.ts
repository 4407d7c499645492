import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('accepts the platform pages with their query and hash', () => {
    expect(safeNextPath('/platform')).toBe('/platform');
    expect(safeNextPath('/platform/company?tab=team#members')).toBe('/platform/company?tab=team#members');
    expect(safeNextPath('/platform/vendors/')).toBe('/platform/vendors');
  });
  it.each([
    null,
    '',
    'platform',
    '//evil.example/platform',
    '/\t/evil.example',
    'https://evil.example/platform',
    '/login',
    '/platform/nope',
    '/platformx',
    'javascript:alert(1)',
  ])('refuses %j and falls back to /platform', (next) => {
    expect(safeNextPath(next)).toBe('/platform');
  });
});

describe('loginPathFor', () => {
  it('round-trips through the query string', () => {
    const login = loginPathFor('/platform/company?tab=a&b=c');
    expect(login).toBe('/login?next=%2Fplatform%2Fcompany%3Ftab%3Da%26b%3Dc');
    expect(safeNextPath(new URL(login, 'http://x').searchParams.get('next'))).toBe('/platform/company?tab=a&b=c');
  });
});
