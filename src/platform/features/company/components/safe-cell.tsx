import { useEffect, useState } from 'react';
import { Address } from '@/components/ui/address';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import type { TeamMember } from '@/lib/db/entities/team-member';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { networkName } from '@/lib/primitives/networks';
import { readSafe } from '@/lib/safe/read-safe';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { useWallet } from '@/lib/wallet/use-wallet';
import { safeSummary, type SafeSummary } from '@/platform/features/company/model/safe-wallet';

/** A reading of the chain, for the wallet, network, account and team it was made for (`key`). */
type Reading =
  { key: string; status: 'read'; summary: SafeSummary } | { key: string; status: 'failed'; message: string };

/**
 * Whether a treasury wallet is a Safe, read live from the chain through the connected wallet (on the
 * wallet's network only): which Safe, its owners named from the team, and whether the connected
 * wallet is one of them. An ordinary account shows "Wallet".
 */
export function SafeCell({ wallet, members }: { wallet: TreasuryWallet; members: readonly TeamMember[] }) {
  const session = useWallet();
  const [reading, setReading] = useState<Reading | null>(null);
  const onChain = session.chainId === wallet.chainId;
  const key = `${wallet.chainId}:${wallet.address}:${session.account ?? ''}:${members.length}`;
  useEffect(() => {
    const provider = getWalletProvider();
    if (!onChain || !provider) return;
    let live = true;
    readSafe(eip1193Reader(provider, wallet.chainId), wallet.address).then(
      (result) => live && setReading({ key, status: 'read', summary: safeSummary(result, session.account, members) }),
      (error: unknown) =>
        live &&
        setReading({
          key,
          status: 'failed',
          message: `Could not read the chain: ${error instanceof Error ? error.message : String(error)}`,
        }),
    );
    return () => {
      live = false;
    };
  }, [onChain, key, wallet.chainId, wallet.address, session.account, members]);

  if (!onChain) return <span className="text-muted">Switch to {networkName(wallet.chainId)} to check</span>;
  if (!reading || reading.key !== key) return <span className="text-muted">Checking…</span>;
  if (reading.status === 'failed') return <span role="alert">{reading.message}</span>;
  const { summary } = reading;
  if (summary.kind === 'plain') return <span>Wallet</span>;
  if (summary.kind === 'refused') return <span className="text-danger">{summary.reason}</span>;
  return (
    <div className="space-y-1">
      <p className="font-medium">{summary.line}</p>
      <ul aria-label="Owners" className="space-y-0.5">
        {summary.owners.map((owner) => (
          <li key={owner.address}>
            <Address address={owner.address} name={owner.name ?? undefined} />
          </li>
        ))}
      </ul>
      <p className="text-muted">{summary.you}</p>
    </div>
  );
}
