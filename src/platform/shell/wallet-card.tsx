import { CopyButton } from '@/components/ui/copy-button';
import { StatusLine } from '@/components/ui/status-line';
import { networkName } from '@/lib/primitives/networks';
import { shortenAddress } from '@/lib/wallet/shorten-address';
import { useWallet } from '@/lib/wallet/use-wallet';
import { disconnectWallet } from '@/lib/wallet/wallet-store';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConnectWalletButton } from './connect-wallet-button';

/** The sidebar's wallet card: connection, account, balance, network and the connect button. */
export function WalletCard() {
  const { account, balanceText, chainId, statusMessage } = useWallet();
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="wallet-card-title"
      className="mx-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-950"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id="wallet-card-title"
          className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
        >
          Wallet
        </h2>
        {account ? (
          <span className="inline-flex items-center gap-1.5 text-xs font-medium text-emerald-800 dark:text-emerald-300">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
            <span>Connected</span>
          </span>
        ) : null}
      </div>
      <div className="mt-2 flex min-h-7 items-center gap-1">
        {account ? (
          <>
            <span className="font-mono text-sm text-slate-900 dark:text-slate-100" title={account}>
              {shortenAddress(account)}
            </span>
            <CopyButton text={account} label="Copy address" />
          </>
        ) : (
          <span className="text-sm text-slate-700 dark:text-slate-300">Not connected</span>
        )}
      </div>
      <dl className="mt-1 space-y-0.5 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600 dark:text-slate-400">Balance</dt>
          <dd className="font-medium tabular-nums text-slate-900 dark:text-slate-100">{balanceText}</dd>
        </div>
        {chainId !== null ? (
          <div className="flex justify-between gap-2">
            <dt className="text-slate-600 dark:text-slate-400">Network</dt>
            <dd className="text-slate-900 dark:text-slate-100">{networkName(chainId)}</dd>
          </div>
        ) : null}
      </dl>
      <ConnectWalletButton className="mt-3 w-full" />
      {account ? (
        <div className="mt-2 grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => void disconnectWallet()}>
            Disconnect
          </Button>
          <Button
            variant="ghost"
            onClick={() => void disconnectWallet().then(() => navigate('/login', { replace: true }))}
          >
            Log out
          </Button>
        </div>
      ) : null}
      <StatusLine message={statusMessage} className="mt-2" />
    </section>
  );
}
