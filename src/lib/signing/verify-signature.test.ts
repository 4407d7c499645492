// EIP-191 and EIP-712 verdicts with keys (no chain needed): the signer recovered, a claimed signer
// confirmed, and every tampering refused. Contract wallets are tested on anvil (erc1271.anvil.test.ts).
import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { parseTypedData, sampleTypedData } from './typed-data';
import { verifySignature } from './verify-signature';

const alice = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const bob = new Wallet('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
/** A reader for a chain where no address has code: every claimed signer is a key. */
const noCode: ChainReader = { chainId: 1, request: async <T>() => '0x' as T };

describe('verifySignature (EIP-191)', () => {
  const subject = { kind: 'message', message: 'Invoice INV-7 received, thank you' } as const;

  it('recovers the signer and confirms a claimed one', async () => {
    const signature = await alice.signMessage(subject.message);
    expect(await verifySignature(subject, signature, null, null)).toEqual({
      ok: true,
      signer: alice.address,
      via: 'key',
    });
    expect(await verifySignature(subject, signature, alice.address.toLowerCase(), null)).toMatchObject({ ok: true });
  });

  it('refuses a tampered message: another address is recovered, never the claimed one', async () => {
    const signature = await alice.signMessage(subject.message);
    const tampered = { kind: 'message', message: 'Invoice INV-8 received, thank you' } as const;
    const verdict = await verifySignature(tampered, signature, alice.address, noCode);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toContain(`Not signed by ${alice.address}`);
  });

  it('refuses a tampered signature and another signer', async () => {
    const signature = await alice.signMessage(subject.message);
    const flipped = `${signature.slice(0, 10)}${signature[10] === '0' ? '1' : '0'}${signature.slice(11)}`;
    expect(await verifySignature(subject, flipped, alice.address, noCode)).toMatchObject({ ok: false });
    const byBob = await bob.signMessage(subject.message);
    expect(await verifySignature(subject, byBob, alice.address, noCode)).toMatchObject({
      ok: false,
      recovered: bob.address,
    });
    expect(await verifySignature(subject, '0x12', null, null)).toMatchObject({ ok: false });
  });

  it('without a chain, cannot ask a contract and says so instead of guessing', async () => {
    const byBob = await bob.signMessage(subject.message);
    const verdict = await verifySignature(subject, byBob, alice.address, null);
    expect(verdict).toMatchObject({ ok: false, recovered: bob.address });
  });
});

describe('verifySignature (EIP-712)', () => {
  const typed = parseTypedData(sampleTypedData(1, alice.address));
  if (!typed.ok) throw new Error(typed.error);
  const subject = { kind: 'typed', data: typed.data } as const;
  const sign = () => alice.signTypedData(typed.data.domain, typed.data.types, typed.data.message);

  it('recovers the signer of typed data', async () => {
    expect(await verifySignature(subject, await sign(), alice.address, noCode)).toMatchObject({
      ok: true,
      signer: alice.address,
    });
  });

  it('refuses a changed field, and the same message under another domain', async () => {
    const signature = await sign();
    const changed = { ...subject, data: { ...typed.data, message: { ...typed.data.message, dueDate: '2030-01-01' } } };
    expect(await verifySignature(changed, signature, alice.address, noCode)).toMatchObject({ ok: false });
    const otherChain = { ...subject, data: { ...typed.data, domain: { ...typed.data.domain, chainId: 5 } } };
    expect(await verifySignature(otherChain, signature, alice.address, noCode)).toMatchObject({ ok: false });
  });
});
