// The pay page in a browser without a wallet: it says so where the payer looks and shows the
// wallet's EIP-681 request as a QR code a phone wallet scans (two for a token: approve, then pay),
// instead of a Connect button that could do nothing. A fiat invoice's amount in the asset needs the
// current rate from its price feed, which is read through a wallet: the page says so instead.
import { QrCode } from '@/components/ui/qr-code';
import type { SignedInvoice } from '@/lib/payments/invoice-typed-data';
import { printableQr } from '@/lib/payments/pay-link-qr';
import { walletRequests } from '@/lib/payments/wallet-requests';

/** Whether this browser has a wallet to connect (announced, or injected as window.ethereum). */
export function hasBrowserWallet(announced: number): boolean {
  return announced > 0 || (typeof window !== 'undefined' && (window as { ethereum?: unknown }).ethereum != null);
}

/** The codes for a phone wallet, with what to do. */
export function PhoneWalletCodes({ signed }: { signed: SignedInvoice }) {
  const fiat = signed.message.currency !== undefined;
  return (
    <div className="space-y-2" data-testid="phone-wallet">
      <p className="text-sm font-medium">
        No wallet was found in this browser.{' '}
        {fiat
          ? `This invoice is in ${signed.message.currency}: its amount in ${signed.message.symbol} is quoted from a price feed when you pay, so open this page in a wallet's browser (or a browser with a wallet extension) to pay it.`
          : 'Scan the code with a phone wallet to pay, or open this page in a browser with a wallet.'}
      </p>
      {fiat ? null : (
        <div className="flex flex-wrap gap-4">
          {walletRequests(signed).map((request) => {
            const fit = printableQr(request.uri);
            const caption = request.step ?? 'Pay with a phone wallet';
            return (
              <figure key={request.uri} className="flex max-w-60 flex-col items-center gap-1 text-center">
                <figcaption className="text-xs font-medium">{caption}</figcaption>
                <QrCode
                  value={request.uri}
                  {...(fit ? { ecc: fit.ecc } : {})}
                  label={`${caption}: wallet request QR code of invoice ${signed.message.number}`}
                  fileName={`${signed.message.number}-wallet.svg`}
                />
              </figure>
            );
          })}
        </div>
      )}
    </div>
  );
}
