import { Card } from '@/components/ui/card';
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
    <Card label="Wallet" className="mx-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-muted">Wallet</h2>
        {account ? (
          <span className="inline-flex items-center gap-1.5 text-xs font-medium text-success">
            <span aria-hidden="true" className="size-2 rounded-full bg-success" />
            <span>Connected</span>
          </span>
        ) : null}
      </div>
      <div className="mt-2 flex min-h-7 items-center gap-1">
        {account ? (
          <>
            <span className="font-mono text-sm text-fg" title={account}>
              {shortenAddress(account)}
            </span>
            <CopyButton text={account} label="Copy address" />
          </>
        ) : (
          <span className="text-sm text-muted">Not connected</span>
        )}
      </div>
      <dl className="mt-1 space-y-0.5 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted">Balance</dt>
          <dd className="font-medium tabular-nums text-fg">{balanceText}</dd>
        </div>
        {chainId !== null ? (
          <div className="flex justify-between gap-2">
            <dt className="text-muted">Network</dt>
            <dd className="text-fg">{networkName(chainId)}</dd>
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
    </Card>
  );
}
