import { Interface, getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { distributorAbi, paymentRouterAbi } from '@/lib/contracts/generated/artifacts';
import { decodeCall, decodeRevert } from './decode-call';

const router = new Interface(paymentRouterAbi);
const distributor = new Interface(distributorAbi);
const A = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const B = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const REF = `0x${'ab'.repeat(32)}`;

describe('decodeCall', () => {
  it('tells a plain transfer and a contract creation', () => {
    expect(decodeCall(A, '0x')).toEqual({ kind: 'transfer', selector: null, decoded: null });
    expect(decodeCall(null, '0x6080')).toEqual({ kind: 'contract-creation', selector: null, decoded: null });
  });

  it('reads a PaymentRouter payment with its reference, in ETH and in a token', () => {
    expect(decodeCall(TOKEN, router.encodeFunctionData('payEth', [REF, A]))).toMatchObject({
      kind: 'payment',
      decoded: { method: 'payEth', paymentReference: REF, payee: getAddress(A) },
    });
    expect(decodeCall(TOKEN, router.encodeFunctionData('payToken', [TOKEN, REF, B, 5n]))).toMatchObject({
      kind: 'payment',
      decoded: { method: 'payToken', token: getAddress(TOKEN), paymentReference: REF, payee: getAddress(B) },
    });
  });

  it('lists every recipient of a Distributor batch with exact amounts', () => {
    const big = 123456789012345678901234567890n;
    const summary = decodeCall(
      TOKEN,
      distributor.encodeFunctionData('distributeEth', [
        [A, B],
        [1n, big],
      ]),
    );
    expect(summary.kind).toBe('distribution');
    expect(summary.decoded?.recipients).toEqual([
      { address: getAddress(A), units: '1' },
      { address: getAddress(B), units: big.toString() },
    ]);
    const token = decodeCall(TOKEN, distributor.encodeFunctionData('distributeToken', [TOKEN, [A], [7n]]));
    expect(token.decoded).toMatchObject({
      method: 'distributeToken',
      token: getAddress(TOKEN),
      recipients: [{ address: getAddress(A), units: '7' }],
    });
  });

  it('names ERC-20 calls and falls back to the selector for unknown ones', () => {
    const transfer = new Interface(['function transfer(address,uint256)']).encodeFunctionData('transfer', [A, 1n]);
    expect(decodeCall(TOKEN, transfer)).toEqual({
      kind: 'call',
      selector: '0xa9059cbb',
      decoded: { method: 'transfer' },
    });
    expect(decodeCall(TOKEN, '0xdeadbeef0000')).toEqual({
      kind: 'call',
      selector: '0xdeadbeef',
      decoded: { method: '0xdeadbeef' },
    });
  });
});

describe('decodeRevert', () => {
  it('decodes Error(string), Panic and the contracts’ custom errors', () => {
    expect(decodeRevert(new Interface(['error Error(string)']).encodeErrorResult('Error', ['not enough']))).toBe(
      'not enough',
    );
    expect(decodeRevert(new Interface(['error Panic(uint256)']).encodeErrorResult('Panic', [0x11]))).toBe(
      'panic: arithmetic overflow or underflow',
    );
    expect(decodeRevert(distributor.encodeErrorResult('WrongTotal', [10n, 9n]))).toBe('WrongTotal(10, 9)');
    expect(decodeRevert(router.encodeErrorResult('ZeroAmount', []))).toBe('ZeroAmount');
  });

  it('names an unknown custom error by its selector and ignores non-data', () => {
    expect(decodeRevert('0x12345678')).toBe('reverted with custom error 0x12345678');
    expect(decodeRevert(undefined)).toBeNull();
    expect(decodeRevert('0x')).toBeNull();
  });
});

describe('decodeCall on the company’s token calls', () => {
  it('names a mint, a pause and a deed transfer instead of their selectors', () => {
    const shares = new Interface(['function mint(address,uint256)', 'function pause()']);
    const deed = new Interface(['function safeTransferFrom(address,address,uint256)']);
    expect(decodeCall(TOKEN, shares.encodeFunctionData('mint', [A, 600_000n]))).toEqual({
      kind: 'call',
      selector: '0x40c10f19',
      decoded: { method: 'mint' },
    });
    expect(decodeCall(TOKEN, shares.encodeFunctionData('pause', [])).decoded).toEqual({ method: 'pause' });
    expect(decodeCall(TOKEN, deed.encodeFunctionData('safeTransferFrom', [A, B, 1n])).decoded).toEqual({
      method: 'safeTransferFrom',
    });
  });
});
