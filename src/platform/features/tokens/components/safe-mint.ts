// A company token owned by a treasury Safe: only the Safe may mint it, so a mint by one of its owners
// is proposed from the Safe instead of sent (lib/payments' one path for Safe payments); the other
// owners sign and execute it in Transactions → Safe queue, and the mint is booked from its Transfer
// event as any mint. A token owned by a wallet is minted as before.
import { useState } from 'react';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { isOwner } from '@/lib/safe/read-safe';
import { safeContractsOn } from '@/lib/safe/safe-contracts';
import { useTreasurySafes, type TreasurySafe } from '@/lib/safe/use-treasury-safes';
import { notProposed, signedSoFar } from '@/lib/payments/safe-proposal-words';
import { getWalletProvider } from '@/lib/wallet/wallet-store';

export interface SafeMint {
  /** The treasury Safe that owns the token and that the connected wallet is an owner of, if any. */
  readonly safe: TreasurySafe | null;
  /** Proposes minting `units` to `to` from that Safe; true once proposed (the form is then cleared). */
  readonly propose: (to: string, units: bigint) => Promise<boolean>;
  readonly message: { readonly tone: 'success' | 'danger'; readonly text: string } | null;
}

/** The Safe minting `token` for the connected owner, when the token's owner is such a Safe. */
export function useSafeMint(
  db: WorkspaceDb,
  account: string,
  token: CompanyToken,
  tokenOwner: string | null,
): SafeMint {
  const { state } = useTreasurySafes(db);
  const [message, setMessage] = useState<SafeMint['message']>(null);
  const safe =
    state.status === 'ready' && tokenOwner
      ? (state.safes.find(
          (entry) => entry.safe.address.toLowerCase() === tokenOwner.toLowerCase() && isOwner(entry.safe, account),
        ) ?? null)
      : null;
  const propose = async (to: string, units: bigint): Promise<boolean> => {
    const provider = getWalletProvider();
    const contracts = safe ? safeContractsOn(safe.safe.chainId) : null;
    if (!safe || !provider || !contracts || state.status !== 'ready') {
      setMessage({ tone: 'danger', text: "Connect a wallet that owns the token's Safe first." });
      return false;
    }
    setMessage(null);
    try {
      const ctx = {
        db,
        provider,
        reader: state.reader,
        account,
        now: () => new Date(),
        newId: () => crypto.randomUUID(),
      };
      const record = await (
        await import('@/lib/payments/safe-pay-kinds')
      ).proposeMintFromSafe(ctx, safe.safe, contracts, {
        token: token.address,
        symbol: token.symbol,
        to,
        units,
      });
      setMessage({
        tone: 'success',
        text: `Mint proposed from ${safe.wallet.label} ${signedSoFar(record, safe.safe.threshold)}. Nothing was sent: the other owners sign it in Transactions → Safe queue.`,
      });
      return true;
    } catch (error) {
      setMessage({
        tone: 'danger',
        text: notProposed(error),
      });
      return false;
    }
  };
  return { safe, propose, message };
}
