// The pure parts of lib/safe with real keys: the SafeTx hash against the typed-data payload a wallet
// signs, signatures in Safe's form and order, MultiSend packing, the next nonce, setups, addresses.
import { getAddress, parseEther, TypedDataEncoder, Wallet, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { ANVIL_KEYS } from '../../../scripts/lib/local-chain.mjs';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { checkSafeSetup } from './create-safe';
import { execTransactionData, nextSafeNonce, paymentsSafeTx, thresholdMet } from './execute';
import { decodeMultiSend, multiSendData, packBatch } from './multisend';
import { readSafe } from './read-safe';
import { safeContractsOn, safeInterface } from './safe-contracts';
import { OPERATION, safeTx, safeTxHash, safeTxTypedData } from './safe-tx';
import {
  encodeSignatures,
  ethSignSignature,
  executorSignature,
  recoverOwner,
  typedSignature,
} from './owner-signatures';
import { SAFE_CANONICAL_ADDRESSES, SAFE_CANONICAL_CHAIN_IDS } from './generated/safe-networks';
import { safeNetworksModule } from '../../../scripts/lib/safe-networks.mjs';
import { readFileSync } from 'node:fs';

const SAFE = '0x1111111111111111111111111111111111111111';
const [a, b, c] = ANVIL_KEYS.slice(1, 4).map((key) => new Wallet(key)) as [Wallet, Wallet, Wallet];
const tx = safeTx({ to: '0x2222222222222222222222222222222222222222', value: parseEther('1'), nonce: 3n });

describe('SafeTx hash and typed data', () => {
  it('hashes the JSON payload a wallet signs to the same SafeTx hash, bound to chain and Safe', () => {
    const payload = safeTxTypedData(1, SAFE, tx);
    const types = { SafeTx: [...payload.types.SafeTx] };
    expect(TypedDataEncoder.hash(payload.domain, types, payload.message)).toBe(safeTxHash(1, SAFE, tx));
    expect(payload.message).toMatchObject({ value: '1000000000000000000', nonce: '3', operation: 0 });
    expect(safeTxHash(5, SAFE, tx)).not.toBe(safeTxHash(1, SAFE, tx));
    expect(safeTxHash(1, '0x3333333333333333333333333333333333333333', tx)).not.toBe(safeTxHash(1, SAFE, tx));
  });
});

describe('signatures', () => {
  const hash = safeTxHash(1, SAFE, tx);

  it('keeps typed-data signatures as they are and raises eth_sign v by 4; both recover the owner', async () => {
    const payload = safeTxTypedData(1, SAFE, tx);
    const types = { SafeTx: [...payload.types.SafeTx] };
    const typed = typedSignature(a.address, await a.signTypedData(payload.domain, types, payload.message));
    const signed = ethSignSignature(b.address, await b.signMessage(Buffer.from(hash.slice(2), 'hex')));
    expect([27, 28]).toContain(Number.parseInt(typed.data.slice(130), 16));
    expect([31, 32]).toContain(Number.parseInt(signed.data.slice(130), 16));
    expect(recoverOwner(hash, typed)).toBe(a.address);
    expect(recoverOwner(hash, signed)).toBe(b.address);
    expect(recoverOwner(safeTxHash(1, SAFE, { ...tx, nonce: 4n }), typed)).not.toBe(a.address);
    expect(recoverOwner(hash, executorSignature(c.address))).toBeNull();
    expect(() => recoverOwner(hash, { ...typed, data: '0x1234' })).toThrow('65 bytes');
  });

  it('orders the bytes by owner address ascending, one per owner', () => {
    const owners = [c.address, a.address, b.address];
    const sorted = [...owners].sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1));
    const bytes = encodeSignatures(owners.map((owner) => executorSignature(owner)));
    expect(bytes.length).toBe(2 + 3 * 130);
    const encodedOwners = [0, 1, 2].map((index) =>
      getAddress(`0x${bytes.slice(2 + index * 130 + 24, 2 + index * 130 + 64)}`),
    );
    expect(encodedOwners).toEqual(sorted);
    expect(encodeSignatures([executorSignature(a.address), executorSignature(a.address.toLowerCase())]).length).toBe(
      132,
    );
    expect(thresholdMet([executorSignature(a.address), executorSignature(a.address.toLowerCase())], 2)).toBe(false);
    expect(thresholdMet([executorSignature(a.address), executorSignature(b.address)], 2)).toBe(true);
  });

  it('puts them into execTransaction', () => {
    const data = execTransactionData(tx, [executorSignature(a.address)]);
    const decoded = safeInterface.decodeFunctionData('execTransaction', data);
    expect([decoded[0], decoded[1], decoded[9]]).toEqual([tx.to, tx.value, executorSignature(a.address).data]);
  });
});

describe('MultiSend batches', () => {
  const erc20 = new Interface(['function transfer(address to, uint256 amount)']);
  const calls = [
    { to: a.address, value: 5n, data: '0x' },
    { to: b.address, value: 0n, data: erc20.encodeFunctionData('transfer', [c.address, 7n]) },
  ];

  it('packs operation, to, value, length and data, and decodes back', () => {
    const packed = packBatch(calls);
    expect(packed.slice(0, 4)).toBe('0x00');
    expect(packed.slice(4, 44)).toBe(a.address.slice(2).toLowerCase());
    expect(BigInt(`0x${packed.slice(44, 108)}`)).toBe(5n);
    expect(BigInt(`0x${packed.slice(108, 172)}`)).toBe(0n);
    expect(decodeMultiSend(multiSendData(calls))).toEqual(calls);
    expect(() => packBatch([])).toThrow('at least one call');
  });

  it('pays one call directly and several through MultiSendCallOnly by delegate call', () => {
    const contracts = safeContractsOn(1)!;
    expect(paymentsSafeTx(contracts, calls.slice(0, 1), 0n)).toMatchObject({ to: a.address, value: 5n, operation: 0 });
    expect(paymentsSafeTx(contracts, calls, 2n)).toMatchObject({
      to: contracts.MultiSendCallOnly,
      value: 0n,
      operation: OPERATION.delegateCall,
      nonce: 2n,
    });
  });
});

describe('the next nonce', () => {
  it('takes the on-chain nonce, past the open proposals, ignoring used ones', () => {
    expect(nextSafeNonce(4n, [])).toBe(4n);
    expect(nextSafeNonce(4n, [4n, 5n])).toBe(6n);
    expect(nextSafeNonce(4n, [2n, 3n, 5n])).toBe(4n);
  });
});

describe('setup checks', () => {
  it('refuses no owners, duplicates and a threshold out of range', () => {
    expect(checkSafeSetup([a.address, b.address], 2)).toEqual({ ok: true });
    expect(checkSafeSetup([], 1)).toEqual({ ok: false, reason: 'A Safe needs at least one owner.' });
    expect(checkSafeSetup([a.address, a.address.toLowerCase()], 1)).toEqual({
      ok: false,
      reason: `${a.address} is listed twice.`,
    });
    expect(checkSafeSetup([a.address, b.address], 3)).toEqual({
      ok: false,
      reason: 'The threshold must be between 1 and 2 (the number of owners).',
    });
  });
});

describe("Safe's contracts by network", () => {
  it('knows the local chain from the deployments file and public networks from the generated table', async () => {
    expect(safeContractsOn(31337)).toEqual(SAFE_CANONICAL_ADDRESSES);
    expect(safeContractsOn(1)).toEqual(SAFE_CANONICAL_ADDRESSES);
    expect(safeContractsOn(11155111)).toEqual(SAFE_CANONICAL_ADDRESSES);
    expect(safeContractsOn(123_456_789_123)).toBeNull();
    expect(SAFE_CANONICAL_CHAIN_IDS.length).toBeGreaterThan(300);
    const committed = readFileSync(new URL('./generated/safe-networks.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await safeNetworksModule());
  });
});

describe('readSafe refusals', () => {
  /** An endpoint holding one contract that answers VERSION with `version` (and a Safe's other reads). */
  const endpoint = (version: string): ChainReader => ({
    chainId: 1,
    async request<T>(method: string, params?: unknown[]): Promise<T> {
      if (method === 'eth_getCode') return '0x6001' as T;
      const { data } = (params?.[0] ?? {}) as { data: string };
      const fn = safeInterface.parseTransaction({ data })!.name;
      const results: Record<string, unknown[]> = {
        VERSION: [version],
        getOwners: [[a.address]],
        getThreshold: [1n],
        nonce: [0n],
      };
      return safeInterface.encodeFunctionResult(fn, results[fn]!) as T;
    },
  });

  it('refuses a Safe version the app does not sign for, naming the supported ones', async () => {
    expect(await readSafe(endpoint('1.1.1'), SAFE)).toEqual({
      ok: false,
      reason: `${getAddress(SAFE)} is a Safe 1.1.1; Ledgerline supports Safe 1.3.0 and 1.4.1.`,
    });
    expect(await readSafe(endpoint('1.3.0'), SAFE)).toMatchObject({
      ok: true,
      safe: { version: '1.3.0', threshold: 1 },
    });
  });
});
