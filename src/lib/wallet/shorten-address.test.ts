import { describe, expect, it } from 'vitest';
import { shortenAddress } from './shorten-address';

describe('shortenAddress', () => {
  it('keeps the first 6 and the last 4 characters', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
  });
  it('leaves strings too short to shorten alone', () => {
    expect(shortenAddress('0x12345678')).toBe('0x12345678');
    expect(shortenAddress('')).toBe('');
  });
});
