import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { assetDeedAbi, assetSharesAbi } from '@/lib/contracts/generated/artifacts';
import { RpcError } from '@/lib/chain/rpc-error';
import { revertDataOf } from '@/lib/chain/revert-data';
import { tokenErrorInWords } from './token-errors';

const SHARES = new Interface(assetSharesAbi);
const DEED = new Interface(assetDeedAbi);
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('tokenErrorInWords', () => {
  it('explains the templates’ custom errors', () => {
    expect(tokenErrorInWords(SHARES.encodeErrorResult('ERC20ExceededCap', [10n ** 21n + 1n, 10n ** 21n]))).toBe(
      'Refused by the contract: the cap is 1000 shares and this would bring the supply to 1000.000000000000000001.',
    );
    expect(tokenErrorInWords(SHARES.encodeErrorResult('EnforcedPause', []))).toMatch(/the token is paused/);
    expect(tokenErrorInWords(SHARES.encodeErrorResult('OwnableUnauthorizedAccount', [ALICE.toLowerCase()]))).toBe(
      `Refused by the contract: only its owner can do this, and ${ALICE} is not the owner.`,
    );
    expect(
      tokenErrorInWords(SHARES.encodeErrorResult('ERC20InsufficientBalance', [ALICE, 5n * 10n ** 17n, 10n ** 18n])),
    ).toBe(`Refused by the contract: ${ALICE} holds 0.5 shares and 1 are needed.`);
    expect(tokenErrorInWords(DEED.encodeErrorResult('ERC721NonexistentToken', [7n]))).toBe(
      'Refused by the contract: there is no deed #7.',
    );
    expect(tokenErrorInWords('0x12345678')).toBeNull();
  });

  it('finds revert data in an RpcError, an EIP-1193 error and ethers’ wrappers', () => {
    const data = SHARES.encodeErrorResult('EnforcedPause', []);
    expect(revertDataOf(new RpcError('rpc', 'execution reverted', { code: 3, data }))).toBe(data);
    expect(revertDataOf({ code: -32603, data: { data } })).toBe(data);
    expect(revertDataOf({ info: { error: { data } } })).toBe(data);
    expect(revertDataOf(new Error('plain'))).toBeNull();
  });
});
