// ERC-1271 against a real anvil: a test-only contract wallet (tests/contracts/sol/TestContractWallet)
// accepts what its owner signed and nothing else; the verdict names the contract, not the owner key.
import { getAddress, Wallet, type SigningKey } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../scripts/lib/anvil.mjs';
import { ANVIL_KEYS } from '../../../scripts/lib/local-chain.mjs';
import { deployContract } from '../../../tests/fixtures/chain-actions';
import { eip1193Reader, type ChainReader } from '@/lib/chain/rpc-client';
import { isContractAccount, isValidContractSignature, signedDigest } from './erc1271';
import { parseTypedData, sampleTypedData } from './typed-data';
import { verifySignature } from './verify-signature';

let anvil: Anvil;
let reader: ChainReader;
let contractWallet: string;
const owner = new Wallet(ANVIL_KEYS[1] as string);
const stranger = new Wallet(ANVIL_KEYS[2] as string);

/** What a one-owner Safe's owner produces: the digest signed as is, no EIP-191 prefix. */
const ownerSignature = (key: SigningKey, digest: string) => key.sign(digest).serialized;

beforeAll(async () => {
  anvil = await startAnvil();
  reader = eip1193Reader(
    { request: ({ method, params }) => rpc(anvil.rpcUrl, method, (params as unknown[] | undefined) ?? []) },
    anvil.chainId,
  );
  const deployer = new Wallet(ANVIL_KEYS[0] as string).address;
  contractWallet = getAddress(await deployContract(anvil.rpcUrl, deployer, 'TestContractWallet', [owner.address]));
});

afterAll(() => anvil.stop());

describe('ERC-1271 contract wallets', () => {
  const subject = { kind: 'message', message: 'We agree to pay INV-7 by 2026-12-31' } as const;

  it('tells a contract wallet from a key', async () => {
    expect(await isContractAccount(reader, contractWallet)).toBe(true);
    expect(await isContractAccount(reader, owner.address)).toBe(false);
  });

  it('accepts the owner-signed digest with the magic value, and the verdict names the contract', async () => {
    const signature = ownerSignature(owner.signingKey, signedDigest(subject));
    expect(await isValidContractSignature(reader, contractWallet, signedDigest(subject), signature)).toBe(true);
    expect(await verifySignature(subject, signature, contractWallet, reader)).toEqual({
      ok: true,
      signer: contractWallet,
      via: 'contract',
    });
  });

  it('accepts typed data signed by the owner', async () => {
    const typed = parseTypedData(sampleTypedData(anvil.chainId, contractWallet));
    if (!typed.ok) throw new Error(typed.error);
    const typedSubject = { kind: 'typed', data: typed.data } as const;
    const signature = ownerSignature(owner.signingKey, signedDigest(typedSubject));
    expect(await verifySignature(typedSubject, signature, contractWallet, reader)).toMatchObject({ ok: true });
  });

  it('refuses a tampered message, a stranger, and a malformed signature', async () => {
    const signature = ownerSignature(owner.signingKey, signedDigest(subject));
    const tampered = { kind: 'message', message: 'We agree to pay INV-7 by 2027-12-31' } as const;
    expect(await verifySignature(tampered, signature, contractWallet, reader)).toMatchObject({ ok: false });
    const foreign = ownerSignature(stranger.signingKey, signedDigest(subject));
    expect(await verifySignature(subject, foreign, contractWallet, reader)).toMatchObject({ ok: false });
    expect(await isValidContractSignature(reader, contractWallet, signedDigest(subject), '0x1234')).toBe(false);
  });

  it('refuses when the address answers nothing (a key, or a contract without isValidSignature)', async () => {
    const signature = ownerSignature(owner.signingKey, signedDigest(subject));
    expect(await isValidContractSignature(reader, stranger.address, signedDigest(subject), signature)).toBe(false);
    const other = await deployContract(anvil.rpcUrl, owner.address, 'RejectingReceiver', []);
    expect(await isValidContractSignature(reader, other, signedDigest(subject), signature)).toBe(false);
  });
});
