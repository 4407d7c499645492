// The pay page island: reads the signed invoice from the URL fragment, verifies it (EIP-712, the
// totals from the lines), shows who signed it in full, and only for a valid invoice offers to pay.
import { StrictMode, useEffect, useState } from 'react';
import { readPayFragment, verifySignedInvoice, type SignedInvoice } from '@/lib/payments/invoice-typed-data';
import { PayInvoice } from './pay-invoice';
import { PayPanel } from './pay-panel';

function usePayLink(): SignedInvoice | null | 'loading' {
  const [signed, setSigned] = useState<SignedInvoice | null | 'loading'>('loading');
  useEffect(() => {
    const read = () => setSigned(readPayFragment(location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return signed;
}

/** The whole page. */
export default function PayApp() {
  const signed = usePayLink();
  if (signed === 'loading') return null;
  const check = signed ? verifySignedInvoice(signed) : null;
  return (
    <StrictMode>
      <main className="mx-auto max-w-3xl space-y-6 p-6">
        <h1 className="text-2xl font-semibold">Pay an invoice</h1>
        {!signed ? (
          <p role="alert" className="rounded border border-red-300 p-3 text-red-800 dark:text-red-200">
            This pay link is incomplete or damaged: ask the sender for the link again.
          </p>
        ) : (
          <>
            <section aria-label="Signature" className="space-y-1 text-sm">
              <p>
                Signed by{' '}
                <span className="font-mono break-all" data-testid="pay-signer">
                  {signed.signer}
                </span>
              </p>
              {check?.valid ? (
                <>
                  <p role="status" className="font-medium text-emerald-800 dark:text-emerald-200">
                    Signature valid: this invoice is exactly what {check.signer} signed.
                  </p>
                  {check.signer.toLowerCase() !== signed.message.payee.toLowerCase() ? (
                    <p className="text-amber-800 dark:text-amber-200">
                      The payment goes to {signed.message.payee}, a wallet other than the signer&apos;s.
                    </p>
                  ) : null}
                </>
              ) : (
                <p role="alert" className="font-medium text-red-800 dark:text-red-200">
                  This invoice was tampered with and cannot be paid. {check?.valid === false ? check.message : ''}
                </p>
              )}
            </section>
            <PayInvoice signed={signed} />
            {check?.valid ? <PayPanel signed={signed} /> : null}
          </>
        )}
      </main>
    </StrictMode>
  );
}
