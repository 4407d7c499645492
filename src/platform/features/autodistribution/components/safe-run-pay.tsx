// Paying a previewed distribution from a treasury Safe: for each Safe on the asset's network that
// the connected wallet owns, "Propose from <Safe>" records the run with the Safe as its sender and
// proposes it as one SafeTx (lib/payments' one path for Safe payments; for a token the approval of
// the total and every batch). Nothing is sent; the run shows as unfinished until the Safe's owners
// sign and execute it in Transactions → Safe queue, then it is done and booked as any run.
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { isOwner } from '@/lib/safe/read-safe';
import { safeContractsOn } from '@/lib/safe/safe-contracts';
import { useTreasurySafes } from '@/lib/safe/use-treasury-safes';
import { notProposed, signedSoFar } from '@/lib/payments/safe-proposal-words';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import type { Booking } from '@/platform/features/autodistribution/model/booking';
import type { DistributionPlan } from '@/platform/features/autodistribution/model/distribution-plan';
import { createRun, deleteRun } from '@/platform/features/autodistribution/store/distribution-store';

export interface SafeRunPayProps {
  readonly db: WorkspaceDb;
  readonly account: string;
  readonly distributor: string;
  readonly preview: { readonly plan: DistributionPlan; readonly asset: Asset; readonly gasLimit: bigint };
  readonly booking: Booking;
  /** Called once proposed, with what to say (the run is recorded; the list may be cleared). */
  readonly onProposed: (text: string) => void;
}

/** The "Propose from <Safe>" buttons of the preview, one per treasury Safe the wallet owns. */
export function SafeRunPay({ db, account, distributor, preview, booking, onProposed }: SafeRunPayProps) {
  const { state } = useTreasurySafes(db);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (state.status !== 'ready') return null;
  const owned = state.safes.filter(({ safe }) => isOwner(safe, account) && safe.chainId === preview.asset.chainId);
  if (owned.length === 0) return null;

  const propose = async (index: number) => {
    const { safe, wallet } = owned[index]!;
    const provider = getWalletProvider();
    const contracts = safeContractsOn(safe.chainId);
    if (!provider || !contracts) return setError("Safe's contracts are not known on this network.");
    setBusy(true);
    setError(null);
    const now = () => new Date();
    const run = await createRun(db, {
      id: crypto.randomUUID(),
      sender: safe.address,
      distributor,
      asset: preview.asset,
      plan: preview.plan,
      ...booking,
      blockGasLimit: preview.gasLimit,
      now: now().toISOString(),
    });
    try {
      const ctx = { db, provider, reader: state.reader, account, now, newId: () => crypto.randomUUID() };
      const record = await (
        await import('@/lib/payments/safe-pay-kinds')
      ).proposeRunFromSafe(ctx, safe, contracts, run);
      onProposed(
        `Proposed from ${wallet.label} (${safe.address}) ${signedSoFar(record, safe.threshold)}. Nothing was sent: the other owners sign it in Transactions → Safe queue; once executed the run is done and booked.`,
      );
    } catch (failure) {
      // Stopped by the treasury's approval policy: the run is kept, waiting for the Approver (its
      // request names it); otherwise nothing proposed leaves no trace, as a declined first step.
      const waits = failure instanceof Error && failure.name === 'PolicyRefusal';
      if (!waits) await deleteRun(db, run.id);
      setError(notProposed(failure, 'nothing was proposed and nobody was paid'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2" data-testid="safe-run-pay">
      <div className="flex flex-wrap gap-2">
        {owned.map(({ wallet, safe }, index) => (
          <Button key={safe.address} variant="secondary" disabled={busy} onClick={() => void propose(index)}>
            Propose from {wallet.label}
          </Button>
        ))}
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </div>
  );
}
