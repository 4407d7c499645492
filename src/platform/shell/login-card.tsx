import type { ReactNode } from 'react';
import { withBase } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';

interface LoginCardProps {
  /** The connect button (a disabled copy in the pre-rendered HTML). */
  action: ReactNode;
  /** The status line and the "Connected as" note, once the wallet is known. */
  children?: ReactNode;
}

/**
 * The /login card. Rendered twice from this one markup: into the HTML at build time (the loading
 * screen of /login, so its text paints before any JavaScript arrives) and by the app island.
 */
export function LoginCard({ action, children }: LoginCardProps) {
  return (
    <main id="main-content" className="grid min-h-dvh place-items-center bg-surface-raised px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-link">{PRODUCT_NAME}</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight">Log in with your wallet</h1>
        <p className="mt-3 text-muted">
          {PRODUCT_NAME} has no passwords. Connect a browser wallet such as MetaMask or Rabby: your account is your
          login, and payments are signed in your wallet.
        </p>
        {action}
        {children}
        <p className="mt-8 text-sm">
          <a href={withBase('/')} className="font-medium text-link underline">
            Back to the home page
          </a>
        </p>
      </div>
    </main>
  );
}
