import { describe, expect, it } from 'vitest';
import { buildEip681, parseEip681, type PaymentRequest } from './eip681';

const ALICE = '0x8e23Ee67d1332aD560396262C48ffbB01F93D052';
const TOKEN = '0x89205A3A3b2A69De6Dbf7f01ED13B2108B2c43e7';
const EIP55_EXAMPLE = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

describe('buildEip681', () => {
  it('builds native payment links, value optional', () => {
    expect(
      buildEip681({ kind: 'native', to: ALICE.toLowerCase(), chainId: 1, value: 2_014_000_000_000_000_000n }),
    ).toBe(`ethereum:${ALICE}@1?value=2014000000000000000`);
    expect(buildEip681({ kind: 'native', to: ALICE, chainId: 31337, value: null })).toBe(`ethereum:${ALICE}@31337`);
  });
  it('builds ERC-20 transfer links', () => {
    expect(buildEip681({ kind: 'erc20', token: TOKEN.toLowerCase(), chainId: 8453, to: ALICE, units: 1n })).toBe(
      `ethereum:${TOKEN}@8453/transfer?address=${ALICE}&uint256=1`,
    );
  });
  it('throws on inputs that should have been validated', () => {
    expect(() => buildEip681({ kind: 'native', to: '0x12', chainId: 1, value: null })).toThrow(
      'Not a valid Ethereum address',
    );
    expect(() => buildEip681({ kind: 'native', to: ALICE, chainId: 0, value: null })).toThrow('Invalid chain id 0');
    expect(() => buildEip681({ kind: 'native', to: ALICE, chainId: 1, value: -1n })).toThrow('cannot be negative');
  });
  it('round-trips through parseEip681', () => {
    const requests: PaymentRequest[] = [
      { kind: 'native', to: ALICE, chainId: 1, value: 10n ** 18n },
      { kind: 'native', to: ALICE, chainId: null, value: null },
      { kind: 'erc20', token: TOKEN, chainId: 10, to: ALICE, units: 2n ** 256n - 1n },
    ];
    for (const request of requests) expect(parseEip681(buildEip681(request))).toEqual({ ok: true, request });
  });
});

describe('parseEip681', () => {
  it('reads the EIP’s ERC-20 transfer example (lower-case addresses carry no checksum)', () => {
    expect(
      parseEip681(
        'ethereum:0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7/transfer?address=0x8e23ee67d1332ad560396262c48ffbb01f93d052&uint256=1',
      ),
    ).toEqual({
      ok: true,
      request: { kind: 'erc20', token: TOKEN, chainId: null, to: ALICE, units: 1n },
    });
  });
  it('reads the EIP’s payment example with scientific notation, exactly', () => {
    expect(parseEip681(`ethereum:${EIP55_EXAMPLE}?value=2.014e18`)).toEqual({
      ok: true,
      request: { kind: 'native', to: EIP55_EXAMPLE, chainId: null, value: 2_014_000_000_000_000_000n },
    });
  });
  it('refuses the EIP’s own example address, whose mixed case fails the EIP-55 checksum', () => {
    expect(parseEip681('ethereum:0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359?value=2.014e18')).toEqual({
      ok: false,
      error: 'Address 0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359: Checksum mismatch: check the address for typos',
    });
  });
  it('reads chain ids, the pay- prefix and gas hints', () => {
    expect(parseEip681(`ethereum:pay-${ALICE}@137?value=1&gasLimit=21000`)).toEqual({
      ok: true,
      request: { kind: 'native', to: ALICE, chainId: 137, value: 1n },
    });
    expect(parseEip681(`  ETHEREUM:${ALICE}@1  `)).toMatchObject({ ok: true, request: { chainId: 1, value: null } });
  });
  it('says why a link is refused', () => {
    const cases: Array<[string, string]> = [
      ['bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT', 'Not an EIP-681 payment link (it should start with "ethereum:")'],
      ['ethereum:alice.eth?value=1', 'ENS names are not supported here: use a 0x address'],
      ['ethereum:0x1234?value=1', 'Address 0x1234: Not a valid Ethereum address'],
      [`ethereum:${ALICE}@0x1`, 'The chain id "0x1" is not a positive whole number'],
      [`ethereum:${ALICE}@`, 'The chain id "" is not a positive whole number'],
      [
        `ethereum:${TOKEN}/approve?address=${ALICE}&uint256=1`,
        'Unsupported function "approve": only payments and ERC-20 transfers are understood',
      ],
      [`ethereum:${ALICE}?amount=1`, 'Unsupported parameter "amount"'],
      [`ethereum:${ALICE}?value=1&value=2`, 'The parameter "value" appears twice'],
      [`ethereum:${ALICE}?value=%E0%A4%A`, 'The parameter "value=%E0%A4%A" is not correctly encoded'],
      [`ethereum:${ALICE}?value=1.5`, 'value: "1.5" is not a whole number of base units'],
      [`ethereum:${ALICE}?value=-1`, 'value: "-1" cannot be negative'],
      [`ethereum:${ALICE}?gas=lots`, 'gas: "lots" is not a number'],
      [`ethereum:${TOKEN}/transfer?uint256=1`, 'A transfer link needs "address" (the recipient)'],
      [`ethereum:${TOKEN}/transfer?address=${ALICE}`, 'A transfer link needs "uint256" (the amount in base units)'],
      [`ethereum:${TOKEN}/transfer?address=0xabc&uint256=1`, 'Recipient 0xabc: Not a valid Ethereum address'],
      [
        `ethereum:${TOKEN}/transfer?address=${ALICE}&uint256=1&value=1`,
        'A token transfer cannot also send native currency ("value")',
      ],
    ];
    for (const [uri, error] of cases) expect(parseEip681(uri), uri).toEqual({ ok: false, error });
  });
});
