// A company token owned by a treasury Safe: only the Safe may mint it (or pause, unpause, mint a
// deed), so such a call by one of its owners is proposed from the Safe instead of sent
// (lib/payments' one path for Safe payments); the other owners sign and execute it in Transactions →
// Safe queue, and a mint is booked from its Transfer event as any mint. A token owned by a wallet is
// managed as before.
import { useState } from 'react';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { isOwner } from '@/lib/safe/read-safe';
import { proposeFromTreasury, type ProposalMaker } from '@/lib/payments/propose-from-treasury';
import { useTreasurySafes, type TreasurySafe } from '@/lib/safe/use-treasury-safes';
import { actionCall, type TokenAction } from '@/platform/features/tokens/store/token-actions';

export interface SafeMint {
  /** The treasury Safe that owns the token and that the connected wallet is an owner of, if any. */
  readonly safe: TreasurySafe | null;
  /** Proposes minting `units` to `to` from that Safe; true once proposed (the form is then cleared). */
  readonly propose: (to: string, units: bigint) => Promise<boolean>;
  /** Proposes a pause, an unpause or a deed's mint from that Safe; true once proposed. */
  readonly proposeCall: (action: Extract<TokenAction, { kind: 'pause' | 'unpause' | 'mint-deed' }>) => Promise<boolean>;
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
  /** Runs `what` with the proposal's context; says what was proposed, or why not. */
  const proposeWith = (what: string, make: ProposalMaker): Promise<boolean> =>
    proposeFromTreasury({ db, account, state, safe, setMessage }, what, make);
  const propose = (to: string, units: bigint) =>
    proposeWith('Mint', (kinds, ctx, contracts) =>
      kinds.proposeMintFromSafe(ctx, safe!.safe, contracts, { token: token.address, symbol: token.symbol, to, units }),
    );
  const proposeCall: SafeMint['proposeCall'] = (action) => {
    const { data } = actionCall(token, action, safe?.safe.address ?? account);
    const what =
      action.kind === 'mint-deed' ? `The mint of ${token.symbol} #1` : `The ${action.kind} of ${token.symbol}`;
    return proposeWith(what, (kinds, ctx, contracts) =>
      kinds.proposeCallFromSafe(ctx, safe!.safe, contracts, { to: token.address, data, label: what }),
    );
  };
  return { safe, propose, proposeCall, message };
}
