// The pay page island: reads the signed invoice from the URL fragment (or fetches the short link's
// document by CID), verifies it (EIP-712, the totals from the lines), shows who signed it in full,
// and only for a valid invoice offers to pay.
import { StrictMode, Suspense, lazy } from 'react';
import { Alert } from '@/components/ui/alert';
import { StatusLine } from '@/components/ui/status-line';
import { verifySignedInvoice } from '@/lib/payments/invoice-signature';
import { PayInvoice } from './pay-invoice';
import { usePaySource } from './use-pay-source';

// The payment panel (wallet, chain reads, the PaymentRouter call) loads once the invoice is on
// screen and its signature checked: the page's first paint carries only React and the verifier.
const PayPanel = lazy(() => import('./pay-panel').then((m) => ({ default: m.PayPanel })));

/** The whole page. */
export default function PayApp() {
  const source = usePaySource();
  if (source.state === 'loading') return null;
  const signed = source.state === 'ready' ? source.signed : null;
  const check = signed ? verifySignedInvoice(signed) : null;
  return (
    <StrictMode>
      <main className="mx-auto max-w-3xl space-y-6 p-4 text-fg sm:p-6">
        <h1 className="text-2xl font-semibold">Pay an invoice</h1>
        {source.state === 'fetching' ? (
          <StatusLine message={`Fetching the invoice ${source.cid}…`} />
        ) : source.state === 'unavailable' ? (
          <Alert tone="danger" title="This invoice could not be fetched.">
            {source.message} Ask the sender for the full pay link, or try again later.
          </Alert>
        ) : !signed ? (
          <Alert tone="danger">This pay link is incomplete or damaged: ask the sender for the link again.</Alert>
        ) : (
          <>
            <section aria-label="Signature" className="space-y-2 text-sm">
              <p>
                Signed by{' '}
                <span className="font-mono break-all" data-testid="pay-signer">
                  {signed.signer}
                </span>
              </p>
              {source.state === 'ready' && source.from ? (
                <p data-testid="pay-source">Fetched from {source.from}; its content matches the link&apos;s CID.</p>
              ) : null}
              {check?.valid ? (
                <>
                  <Alert tone="success" role="status">
                    Signature valid: this invoice is exactly what {check.signer} signed.
                  </Alert>
                  {check.signer.toLowerCase() !== signed.message.payee.toLowerCase() ? (
                    <Alert tone="warning">
                      The payment goes to {signed.message.payee}, a wallet other than the signer&apos;s.
                    </Alert>
                  ) : null}
                </>
              ) : (
                <Alert tone="danger" title="This invoice was tampered with and cannot be paid.">
                  {check?.valid === false ? check.message : null}
                </Alert>
              )}
            </section>
            <PayInvoice signed={signed} />
            {check?.valid ? (
              <Suspense fallback={<p className="text-sm text-muted">Loading the payment panel…</p>}>
                <PayPanel signed={signed} />
              </Suspense>
            ) : null}
          </>
        )}
      </main>
    </StrictMode>
  );
}
