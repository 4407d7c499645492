// Tests only: a Safe proposal signed by its first owner, and a signature that claims to be the third
// owner's but is another key's (what the merge's union rule refuses), over a real SafeTx hash.
import { Wallet } from 'ethers';
import { ANVIL_KEYS } from '../../../scripts/lib/local-chain.mjs';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { parseRecord } from '@/lib/db/records';
import { typedSignature } from '@/lib/safe/owner-signatures';
import { SAFE_CAST } from '@/lib/safe/safe-cast.testing';
import { signedBy, testSafe } from '@/lib/safe/safe-state.testing';
import { safeTx, safeTxHash } from '@/lib/safe/safe-tx';
import { storeSafeTx } from '@/lib/safe/stored-proposal';

export const [, OWNER1, OWNER2, OWNER3, STRANGER] = SAFE_CAST;
export const [WALLET1, WALLET2, WALLET3, STRANGER_WALLET] = ANVIL_KEYS.slice(1, 5).map((key) => new Wallet(key)) as [
  Wallet,
  Wallet,
  Wallet,
  Wallet,
];
/** A 2-of-3 Safe at nonce 7 (lib/safe's test Safe). */
export const SAFE = testSafe([WALLET1, WALLET2, WALLET3], 7n);
export const TX = safeTx({ to: '0x2222222222222222222222222222222222222222', value: 1n, nonce: 7n });
export const HASH = safeTxHash(SAFE.chainId, SAFE.address, TX);
const AT = '2026-11-29T00:00:00.000Z';

/** Owner 1's proposal `id` of nonce 7, signed by them. */
export async function signedProposal(id = 'p7'): Promise<SafeProposalRecord> {
  return parseRecord('safeProposals', {
    id,
    chainId: SAFE.chainId,
    safe: SAFE.address,
    kind: 'transfer',
    tx: storeSafeTx(TX),
    hash: HASH,
    bills: [],
    signatures: [await signedBy(WALLET1, SAFE, TX)],
    proposedBy: OWNER1,
    proposedAtBlock: 1,
    execution: null,
    outcome: null,
    createdAt: AT,
    updatedAt: AT,
  });
}

/** The stranger's signature of the SafeTx hash, claiming to be owner 3's. */
export function forgedSignature() {
  return { ...typedSignature(STRANGER, STRANGER_WALLET.signingKey.sign(HASH).serialized), owner: OWNER3 };
}

/** The reason the merge gives for it. */
export const FORGED_REASON = `The signature of ${OWNER3} is not theirs for SafeTx ${HASH} (it recovers ${STRANGER}).`;
