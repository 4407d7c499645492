import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { ANVIL_KEYS } from '../../../scripts/lib/local-chain.mjs';
import { addSignature, newProposal, signatureCount } from './proposal';
import type { SafeState } from './read-safe';
import { safeTx, safeTxTypedData } from './safe-tx';
import { typedSignature } from './owner-signatures';

const [a, b, c, stranger] = ANVIL_KEYS.slice(1, 5).map((key) => new Wallet(key)) as [Wallet, Wallet, Wallet, Wallet];
const SAFE: SafeState = {
  address: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
  version: '1.4.1',
  owners: [a.address, b.address, c.address],
  threshold: 2,
  nonce: 4n,
};
const tx = safeTx({ to: '0x2222222222222222222222222222222222222222', value: 10n, nonce: 4n });

async function sign(wallet: Wallet, signedTx = tx) {
  const payload = safeTxTypedData(SAFE.chainId, SAFE.address, signedTx);
  const types = { SafeTx: [...payload.types.SafeTx] };
  return typedSignature(wallet.address, await wallet.signTypedData(payload.domain, types, payload.message));
}

describe('proposals and signatures on arrival', () => {
  it('counts "1 of 2 signatures", then ready at the threshold; one per owner', async () => {
    let proposal = newProposal(SAFE.chainId, SAFE.address, tx);
    expect(signatureCount(proposal, SAFE)).toEqual({ count: 0, text: '0 of 2 signatures', ready: false });
    const first = addSignature(proposal, SAFE, await sign(a));
    if (!first.ok) throw new Error(first.reason);
    proposal = first.proposal;
    expect(signatureCount(proposal, SAFE).text).toBe('1 of 2 signatures');
    const again = addSignature(proposal, SAFE, await sign(a));
    expect(again.ok && signatureCount(again.proposal, SAFE).count).toBe(1);
    const second = addSignature(proposal, SAFE, await sign(b));
    expect(second.ok && signatureCount(second.proposal, SAFE)).toEqual({
      count: 2,
      text: '2 of 2 signatures',
      ready: true,
    });
  });

  it('refuses a stranger, a signature of another SafeTx, a forged owner and a stale nonce, with the reason', async () => {
    const proposal = newProposal(SAFE.chainId, SAFE.address, tx);
    expect(addSignature(proposal, SAFE, await sign(stranger))).toEqual({
      ok: false,
      reason: `${stranger.address} is not an owner of this Safe.`,
    });
    const other = await sign(a, { ...tx, value: 11n });
    expect(addSignature(proposal, SAFE, other)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/is not .*'s for this SafeTx/),
    });
    const forged = { ...(await sign(stranger)), owner: a.address };
    expect(addSignature(proposal, SAFE, forged)).toMatchObject({
      ok: false,
      reason: expect.stringContaining(stranger.address),
    });
    expect(addSignature(proposal, { ...SAFE, nonce: 5n }, await sign(a))).toEqual({
      ok: false,
      reason: 'Nonce 4 was already used on this Safe: the proposal is stale.',
    });
    expect(addSignature({ ...proposal, hash: `0x${'00'.repeat(32)}` }, SAFE, await sign(a))).toMatchObject({
      ok: false,
    });
  });
});
