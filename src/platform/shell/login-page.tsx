import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { StatusLine } from '@/components/ui/status-line';
import { withBase } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { shortenAddress } from '@/lib/wallet/shorten-address';
import { useWallet } from '@/lib/wallet/use-wallet';
import { ConnectWalletButton } from './connect-wallet-button';
import { safeNextPath } from './safe-next';
import { useDocumentTitle } from './use-document-title';

/** /login: connect a wallet, then continue to `next` (a platform page; default /platform). */
export function LoginPage() {
  const { account, status, statusMessage } = useWallet();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  useDocumentTitle('Log in');

  useEffect(() => {
    if (attempted && status === 'connected' && statusMessage === null) navigate(next, { replace: true });
  }, [attempted, status, statusMessage, next, navigate]);

  return (
    <main id="main-content" className="grid min-h-dvh place-items-center bg-surface-raised px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-link">{PRODUCT_NAME}</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight">Log in with your wallet</h1>
        <p className="mt-3 text-muted">
          {PRODUCT_NAME} has no passwords. Connect a browser wallet such as MetaMask or Rabby: your account is your
          login, and payments are signed in your wallet.
        </p>
        <ConnectWalletButton className="mt-6 w-full" onAttempt={() => setAttempted(true)} />
        <StatusLine message={statusMessage} className="mt-3" />
        {account && !attempted ? (
          <p className="mt-4 text-sm text-muted">
            Connected as{' '}
            <span className="font-mono" title={account}>
              {shortenAddress(account)}
            </span>
            .{' '}
            <Link to={next} className="font-medium text-link underline">
              Continue to {PRODUCT_NAME}
            </Link>
          </p>
        ) : null}
        <p className="mt-8 text-sm">
          <a href={withBase('/')} className="font-medium text-link underline">
            Back to the home page
          </a>
        </p>
      </div>
    </main>
  );
}
