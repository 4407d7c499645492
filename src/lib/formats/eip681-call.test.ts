import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEip681Call, eip681Number } from './eip681-call';
import { parseEip681Integer } from './eip681-number';

const ROUTER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const PAYEE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const REF = `0x${'ab'.repeat(32)}`;

// EIP-681's ABNF as regular expressions: request = "ethereum:" ["pay-"] target_address ["@" chain_id]
// ["/" function_name] ["?" parameters]; parameter = key "=" value; number as below.
const HEX_ADDRESS = '0x[0-9a-fA-F]{40}';
const NUMBER = /^[-+]?\d*(\.\d+)?([eE]\d*)?$/;
const REQUEST = new RegExp(`^ethereum:(pay-)?(${HEX_ADDRESS})(@(\\d+))?(/([A-Za-z_][A-Za-z0-9_]*))?(\\?(.+))?$`);
const TYPES = /^(value|gas|gasLimit|gasPrice|address|bool|string|bytes(\d{1,2})?|u?int(\d{1,3})?)$/;

/** The request's parts, checked against the grammar (each value a number or an address by its key). */
function parse(uri: string) {
  const match = REQUEST.exec(uri);
  if (!match) throw new Error(`not EIP-681: ${uri}`);
  const params = (match[8] ?? '').split('&').map((pair) => {
    const [key = '', value = '', ...rest] = pair.split('=');
    expect(rest).toEqual([]);
    expect(key).toMatch(TYPES);
    if (key === 'address') expect(value).toMatch(new RegExp(`^${HEX_ADDRESS}$`));
    else if (key === 'bytes32') expect(value).toMatch(/^0x[0-9a-f]{64}$/);
    else expect(value).toMatch(NUMBER);
    return [key, value] as const;
  });
  return { target: match[2], chainId: Number(match[4]), fn: match[6], params };
}

describe('eip681Number', () => {
  it('writes the shortest exact form, read back exactly', () => {
    expect(eip681Number(0n)).toBe('0');
    expect(eip681Number(100n)).toBe('100'); // 1e2 is no shorter
    expect(eip681Number(1000n)).toBe('1e3');
    expect(eip681Number(5_500_000_000_000_000_000n)).toBe('55e17');
    expect(eip681Number(123_456_789n)).toBe('123456789');
    expect(() => eip681Number(-1n)).toThrow('negative');
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), fc.nat(60), (units, zeros) => {
        const value = units * 10n ** BigInt(zeros);
        if (value >= 2n ** 256n) return;
        const text = eip681Number(value);
        expect(text).toMatch(NUMBER);
        expect(parseEip681Integer(text)).toEqual({ ok: true, value });
      }),
    );
  });
});

describe('buildEip681Call', () => {
  it('builds the PaymentRouter payEth request with its arguments in order and the value', () => {
    const uri = buildEip681Call({
      contract: ROUTER.toLowerCase(),
      chainId: 31337,
      functionName: 'payEth',
      args: [
        { type: 'bytes32', value: REF },
        { type: 'address', value: PAYEE.toLowerCase() },
      ],
      value: 2n * 10n ** 18n,
    });
    expect(uri).toBe(`ethereum:${ROUTER}@31337/payEth?bytes32=${REF}&address=${PAYEE}&value=2e18`);
    expect(parse(uri)).toEqual({
      target: ROUTER,
      chainId: 31337,
      fn: 'payEth',
      params: [
        ['bytes32', REF],
        ['address', PAYEE],
        ['value', '2e18'],
      ],
    });
  });
  it('builds a call without value (payToken) that matches the grammar', () => {
    const uri = buildEip681Call({
      contract: ROUTER,
      chainId: 8453,
      functionName: 'payToken',
      args: [
        { type: 'address', value: PAYEE },
        { type: 'bytes32', value: REF.toUpperCase().replace('0X', '0x') },
        { type: 'address', value: PAYEE },
        { type: 'uint256', value: 5_500_000n },
      ],
    });
    expect(parse(uri).params).toEqual([
      ['address', PAYEE],
      ['bytes32', REF],
      ['address', PAYEE],
      ['uint256', '55e5'],
    ]);
  });
  it('refuses what cannot be written', () => {
    const base = { contract: ROUTER, chainId: 1, functionName: 'payEth', args: [] };
    expect(() => buildEip681Call({ ...base, contract: '0x12' })).toThrow('Not a valid Ethereum address');
    expect(() => buildEip681Call({ ...base, chainId: 0 })).toThrow('Invalid chain id 0');
    expect(() => buildEip681Call({ ...base, functionName: 'pay?x' })).toThrow('Invalid function');
    expect(() => buildEip681Call({ ...base, args: [{ type: 'bytes32', value: '0x12' }] })).toThrow('not a bytes32');
    expect(() => buildEip681Call({ ...base, value: -1n })).toThrow('negative');
  });
});
