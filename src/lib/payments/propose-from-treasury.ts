// What every page that proposes from a treasury Safe does once the user chose a Safe the connected
// wallet owns: Tokens (a mint, a pause, a deployment), Storage (a document's anchor). The kinds of
// proposal load when proposing, not with the page; the message says what was proposed, or why not.
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { connectedContext, type SafeActionContext } from '@/lib/safe/safe-actions';
import { safeContractsOn, type SafeContracts } from '@/lib/safe/safe-contracts';
import type { TreasurySafe, TreasurySafes } from '@/lib/safe/use-treasury-safes';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import type * as SafePayKinds from './safe-pay-kinds';
import { notProposed, signedSoFar } from './safe-proposal-words';

/** A page's message after proposing: what was proposed, or why not. */
export type ProposalMessage = { readonly tone: 'success' | 'danger'; readonly text: string } | null;

/** Makes a proposal from the Safe with lib/payments' kinds (loaded when proposing, not with the page). */
export type ProposalMaker = (
  kinds: typeof SafePayKinds,
  ctx: SafeActionContext,
  contracts: SafeContracts,
) => Promise<SafeProposalRecord>;

/**
 * Proposes from `safe` (a treasury Safe the connected wallet owns) what `make` builds; the message
 * says what was proposed (`what`, then `after(record)` if given), or why not. True once proposed.
 */
export async function proposeFromTreasury(
  page: {
    readonly db: WorkspaceDb;
    readonly account: string;
    readonly state: TreasurySafes;
    readonly safe: TreasurySafe | null;
    readonly setMessage: (message: ProposalMessage) => void;
  },
  what: string,
  make: ProposalMaker,
  after?: (record: SafeProposalRecord) => string,
): Promise<boolean> {
  const { db, account, state, safe, setMessage } = page;
  const provider = getWalletProvider();
  const contracts = safe ? safeContractsOn(safe.safe.chainId) : null;
  if (!safe || !provider || !contracts || state.status !== 'ready') {
    setMessage({ tone: 'danger', text: 'Connect a wallet that owns the Safe first.' });
    return false;
  }
  setMessage(null);
  try {
    const ctx = connectedContext(db, provider, state.reader, account);
    const record = await make(await import('./safe-pay-kinds'), ctx, contracts);
    setMessage({
      tone: 'success',
      text: `${what} proposed from ${safe.wallet.label} ${signedSoFar(record, safe.safe.threshold)}. Nothing was sent: the other owners sign it in Transactions → Safe queue${after ? `; ${after(record)}` : ''}.`,
    });
    return true;
  } catch (error) {
    setMessage({ tone: 'danger', text: notProposed(error) });
    return false;
  }
}
