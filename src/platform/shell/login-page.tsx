import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { StatusLine } from '@/components/ui/status-line';
import { PRODUCT_NAME } from '@/config/product';
import { shortenAddress } from '@/lib/wallet/shorten-address';
import { useWallet } from '@/lib/wallet/use-wallet';
import { ConnectWalletButton } from './connect-wallet-button';
import { LoginCard } from './login-card';
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
    <LoginCard action={<ConnectWalletButton className="mt-6 w-full" onAttempt={() => setAttempted(true)} />}>
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
    </LoginCard>
  );
}
