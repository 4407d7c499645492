import { describe, expect, it } from 'vitest';
import { parseAccounts, parseChainId, parseQuantity } from './rpc-read';

describe('RPC result parsing', () => {
  it('parses hex quantities and refuses anything else', () => {
    expect(parseQuantity('0x0')).toBe(0n);
    expect(parseQuantity('0x21e19e0c9bab2400000')).toBe(10_000n * 10n ** 18n);
    for (const bad of ['0x', '12', 12, null, '0xzz', `0x${'f'.repeat(65)}`])
      expect(() => parseQuantity(bad)).toThrow(TypeError);
  });
  it('parses chain ids from hex (and tolerates numbers)', () => {
    expect(parseChainId('0x7a69')).toBe(31337);
    expect(parseChainId(1)).toBe(1);
    expect(() => parseChainId('0x0')).toThrow(RangeError);
    expect(() => parseChainId('mainnet')).toThrow(TypeError);
  });
  it('checksums account lists and refuses malformed ones', () => {
    expect(parseAccounts(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'])).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ]);
    expect(parseAccounts([])).toEqual([]);
    for (const bad of ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', [42], ['0x1234'], null])
      expect(() => parseAccounts(bad)).toThrow(TypeError);
  });
});
