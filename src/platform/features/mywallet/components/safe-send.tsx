// Sending from a Safe treasury: when the connected wallet owns a treasury Safe on this network, the
// Send form's recipient, amount and asset can be proposed from the Safe instead of sent from the
// wallet (lib/payments' one path for Safe payments: signed by this owner, nothing sent; the other
// owners sign and execute in Transactions → Safe queue). Without such a Safe nothing shows, and the
// wallet's own Send is unchanged.
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { networkName } from '@/lib/primitives/networks';
import { isOwner } from '@/lib/safe/read-safe';
import { connectedContext } from '@/lib/safe/safe-actions';
import { safeContractsOn } from '@/lib/safe/safe-contracts';
import { useTreasurySafes } from '@/lib/safe/use-treasury-safes';
import { notProposed, signedSoFar } from '@/lib/payments/safe-proposal-words';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { checkSendDraft, type SendDraft } from '@/platform/features/mywallet/model/send-form';

export interface SafeSendProps {
  readonly db: WorkspaceDb;
  readonly account: string;
  readonly draft: SendDraft;
  readonly assets: readonly Asset[];
  /** Shows the form's own messages (a field left empty or wrong). */
  readonly onInvalid: () => void;
}

/** "Propose from the Safe …" for each treasury Safe the connected wallet owns on this network. */
export function SafeSend({ db, account, draft, assets, onInvalid }: SafeSendProps) {
  const { state } = useTreasurySafes(db);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  if (state.status !== 'ready') return null;
  const owned = state.safes.filter(({ safe }) => isOwner(safe, account));
  if (owned.length === 0) return null;

  const propose = async (index: number) => {
    const { safe, wallet } = owned[index]!;
    // The Safe pays, so the wallet's own balance is not the limit (the Safe refuses what it lacks).
    const check = checkSendDraft(draft, assets);
    setMessage(null);
    if (!check.ok) return onInvalid();
    const provider = getWalletProvider();
    const contracts = safeContractsOn(safe.chainId);
    if (!provider) return setMessage({ tone: 'danger', text: 'Connect a wallet first.' });
    if (!contracts)
      return setMessage({ tone: 'danger', text: `Safe's contracts are not deployed on ${networkName(safe.chainId)}.` });
    setBusy(true);
    try {
      const ctx = connectedContext(db, provider, state.reader, account);
      const record = await (
        await import('@/lib/payments/safe-pay-kinds')
      ).proposeTransferFromSafe(ctx, safe, contracts, check.value);
      setMessage({
        tone: 'success',
        text: `Proposed from ${wallet.label} (${safe.address}) ${signedSoFar(record, safe.threshold)}. Nothing was sent: the other owners sign it in Transactions → Safe queue, and any owner executes it once it has ${safe.threshold}.`,
      });
    } catch (error) {
      setMessage({
        tone: 'danger',
        text: notProposed(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2 border-t border-border pt-3" data-testid="safe-send">
      <p className="text-sm text-muted">
        Your wallet is an owner of {owned.length === 1 ? 'a treasury Safe' : 'treasury Safes'}: the same transfer can be
        proposed from the Safe instead, for its owners to sign.
      </p>
      <div className="flex flex-wrap gap-2">
        {owned.map(({ wallet, safe }, index) => (
          <Button key={safe.address} variant="secondary" disabled={busy} onClick={() => void propose(index)}>
            Propose from {wallet.label}
          </Button>
        ))}
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </div>
  );
}
