// A member whose wallet is a contract (a Safe, a smart account): the certificate verifies through
// ERC-1271 on a real anvil, with the test-only contract wallet of the signing module's tests.
import { getAddress, TypedDataEncoder, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../../scripts/lib/anvil.mjs';
import { ANVIL_KEYS } from '../../../../scripts/lib/local-chain.mjs';
import { deployContract } from '../../../../tests/fixtures/chain-actions';
import { eip1193Reader, type ChainReader } from '@/lib/chain/rpc-client';
import { certificateTypedData, deviceCertificate, verifyCertificate } from './certificate';
import { testDevice } from './test-devices.testing';

const WORKSPACE = `0x${'ab'.repeat(32)}`;
let anvil: Anvil;
let reader: ChainReader;
let contractWallet: string;
const owner = new Wallet(ANVIL_KEYS[1] as string);
const stranger = new Wallet(ANVIL_KEYS[2] as string);

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

describe('device certificate of a contract wallet', () => {
  const sign = async (signer: Wallet) => {
    const domain = { chainId: anvil.chainId, verifyingContract: contractWallet };
    const certificate = deviceCertificate(await testDevice(WORKSPACE), contractWallet, 1_795_000_000);
    const typed = certificateTypedData(certificate, domain);
    // What a one-owner contract wallet's owner produces: the typed-data digest signed as is.
    const signature = signer.signingKey.sign(
      TypedDataEncoder.hash(typed.domain, typed.types, typed.message),
    ).serialized;
    return { version: 1 as const, domain, certificate, signature };
  };

  it('verifies through ERC-1271 when a reader is given, naming the contract as the member', async () => {
    const verdict = await verifyCertificate(await sign(owner), { reader });
    expect(verdict).toMatchObject({ ok: true, member: contractWallet, via: 'contract' });
  });

  it('refuses a stranger’s signature, and cannot vouch for a contract wallet without a reader', async () => {
    expect(await verifyCertificate(await sign(stranger), { reader })).toMatchObject({ ok: false });
    expect(await verifyCertificate(await sign(owner))).toMatchObject({ ok: false });
  });
});
