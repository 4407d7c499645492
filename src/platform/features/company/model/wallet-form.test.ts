import { describe, expect, it } from 'vitest';
import { ADDRESS_A, ADDRESS_B, sampleWallet } from '@/lib/db/sample-records.testing';
import {
  draftFromWallet,
  EMPTY_WALLET_DRAFT,
  findDuplicateWallet,
  isWalletDraftFilled,
  walletChanges,
  walletFromDraft,
} from './wallet-form';

const now = new Date('2025-05-06T07:08:09Z');
const options = { now, newId: () => 'w-new' };

describe('walletFromDraft', () => {
  it('creates a wallet with a checksummed address on the chosen network', () => {
    expect(walletFromDraft({ label: 'Ops', address: ADDRESS_A.toLowerCase(), chainId: '8453' }, [], options)).toEqual({
      ok: true,
      wallet: {
        id: 'w-new',
        label: 'Ops',
        address: ADDRESS_A,
        chainId: 8453,
        createdAt: now.toISOString(),
        revision: 1,
      },
    });
  });
  it('refuses the same address on the same network, whatever its case', () => {
    const existing = [sampleWallet({ address: ADDRESS_B, chainId: 11155111 })];
    expect(
      walletFromDraft(
        { label: 'Again', address: ADDRESS_B.toUpperCase().replace('0X', '0x'), chainId: '11155111' },
        existing,
        options,
      ),
    ).toEqual({
      ok: false,
      errors: { address: 'This address is already a treasury wallet on Sepolia' },
    });
    expect(walletFromDraft({ label: 'Other chain', address: ADDRESS_B, chainId: '1' }, existing, options).ok).toBe(
      true,
    );
  });
  it('says what is wrong with each field', () => {
    expect(walletFromDraft({ ...EMPTY_WALLET_DRAFT, chainId: '5' }, [], options)).toEqual({
      ok: false,
      errors: {
        label: 'Enter a label',
        address: 'Enter the wallet address',
        chainId: 'Choose a network from the list',
      },
    });
    expect(
      walletFromDraft({ label: 'x', address: ADDRESS_A.replace('bD4', 'Bd4'), chainId: '1' }, [], options),
    ).toEqual({
      ok: false,
      errors: { address: 'Checksum mismatch: check the address for typos' },
    });
  });
});

describe('helpers', () => {
  it('finds duplicates case-insensitively and knows a filled draft', () => {
    const wallet = sampleWallet({ address: ADDRESS_A, chainId: 1 });
    expect(findDuplicateWallet([wallet], 1, ADDRESS_A.toLowerCase())).toBe(wallet);
    expect(findDuplicateWallet([wallet], 10, ADDRESS_A)).toBeNull();
    expect(isWalletDraftFilled(EMPTY_WALLET_DRAFT)).toBe(false);
    expect(isWalletDraftFilled({ ...EMPTY_WALLET_DRAFT, label: 'x' })).toBe(true);
  });
});

describe('editing a wallet', () => {
  it('keeps its id, creation time and revision, and is not its own duplicate', () => {
    const wallet = sampleWallet({ id: 'w-1', address: ADDRESS_A, chainId: 1, revision: 3 });
    const result = walletFromDraft({ ...draftFromWallet(wallet), label: 'Cold storage' }, [wallet], options, wallet);
    expect(result).toEqual({ ok: true, wallet: { ...wallet, label: 'Cold storage' } });
  });
  it('keeps its approval policy, which the form does not show', () => {
    const wallet = { ...sampleWallet({ id: 'w-1' }), approvalPolicy: { above: '1000', currency: 'EUR' } };
    const result = walletFromDraft({ ...draftFromWallet(wallet), label: 'Safe' }, [wallet], options, wallet);
    expect(result).toEqual({ ok: true, wallet: { ...wallet, label: 'Safe' } });
  });
  it('refuses moving it onto another wallet of the same address and network', () => {
    const wallet = sampleWallet({ id: 'w-1', address: ADDRESS_A, chainId: 1 });
    const other = sampleWallet({ id: 'w-2', address: ADDRESS_A, chainId: 10 });
    const result = walletFromDraft({ ...draftFromWallet(wallet), chainId: '10' }, [wallet, other], options, wallet);
    expect(result.ok).toBe(false);
  });
  it('lists what differs from a newer stored version, the network by its name', () => {
    const theirs = sampleWallet({ label: 'Ops', chainId: 1 });
    expect(walletChanges(theirs, { ...draftFromWallet(theirs), chainId: '10' })).toEqual([
      { field: 'chainId', label: 'Network', theirs: 'Ethereum', yours: 'OP Mainnet' },
    ]);
  });
});
