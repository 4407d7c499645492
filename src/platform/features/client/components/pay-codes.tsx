// The printed invoice's ways to pay: a wallet app's EIP-681 request (two codes for a token: approve,
// then pay), the short pay-page link as a QR code, and the long self-contained link to copy.
// Every code is at most version 10 and printed 40 mm wide with its quiet zone (≥ 0.6 mm per module).
import { CopyButton } from '@/components/ui/copy-button';
import { QrCode } from '@/components/ui/qr-code';
import { printableQr } from '@/lib/payments/pay-link-qr';
import type { WalletRequest } from '@/lib/payments/wallet-requests';
import type { PayDocumentState } from '../store/use-pay-document';

export interface PayCodesProps {
  readonly number: string;
  readonly total: string;
  readonly requests: readonly WalletRequest[];
  readonly shortLink: string;
  readonly longLink: string;
  readonly storage: PayDocumentState;
}

function Code({
  value,
  label,
  caption,
  fileName,
}: {
  value: string;
  label: string;
  caption: string;
  fileName: string;
}) {
  const fit = printableQr(value);
  return (
    <div className="flex max-w-60 flex-col items-center gap-1 text-center">
      <p className="text-xs font-medium">{caption}</p>
      {fit ? (
        <QrCode value={value} ecc={fit.ecc} label={label} fileName={fileName} />
      ) : (
        <p role="status" className="text-warning print:text-black">
          Too long for a QR code a phone reads from paper: use the pay page.
        </p>
      )}
    </div>
  );
}

function storageInWords(storage: PayDocumentState): string {
  if (storage.error) return `The pay page's document could not be saved in Storage: ${storage.error}`;
  if (!storage.pins) return "Saving the pay page's document in Storage…";
  if (!storage.pinningConfigured)
    return 'Opens in this browser only until the document is pinned: set a Kubo RPC API or a Pinning Service API in Utility → Network settings.';
  if (storage.pins.some((p) => p.status === 'pinned'))
    return 'Pinned: any browser can open it through an IPFS gateway.';
  const failed = storage.pins.find((p) => p.status === 'failed');
  if (failed && storage.pins.every((p) => p.status === 'failed'))
    return `Pinning failed (${failed.reason ?? 'no reason given'}): retry from Storage. Until then it opens in this browser only.`;
  return 'Pinning the document at the configured IPFS endpoint…';
}

/** The pay section of the printable invoice (its buttons and the storage note are not printed). */
export function PayCodes({ number, total, requests, shortLink, longLink, storage }: PayCodesProps) {
  return (
    <section aria-label="Pay link" className="space-y-3 text-sm print:break-inside-avoid print:[&_button]:hidden">
      {requests.length > 1 ? (
        <p>
          A token payment is two transactions from a wallet app: scan step 1 to let the PaymentRouter move {total},
          confirm it, then scan step 2 to pay. The pay page does both in one go.
        </p>
      ) : (
        <p>Scan with a wallet app to pay {total} through the PaymentRouter with the reference, or open the pay page.</p>
      )}
      <div className="flex flex-wrap items-end gap-6">
        {requests.map((request, i) => (
          <Code
            key={request.uri}
            value={request.uri}
            caption={request.step ?? 'Pay from a wallet app'}
            label={`${request.step ?? 'Wallet payment'} QR code of invoice ${number}`}
            fileName={`${number}-wallet-${i + 1}.svg`}
          />
        ))}
        <Code
          value={shortLink}
          caption="Open the pay page"
          label={`Pay page QR code of invoice ${number}`}
          fileName={`${number}-pay-page.svg`}
        />
      </div>
      <p className="break-all">
        Pay page:{' '}
        <a href={shortLink} className="text-link underline" data-testid="short-pay-link">
          {shortLink}
        </a>
      </p>
      <p className="text-xs text-muted print:hidden" role="status" data-testid="pay-document-status">
        {storageInWords(storage)}
      </p>
      <div className="print:hidden">
        <p>The full link (carries the whole signed invoice, works without IPFS):</p>
        <span className="flex min-w-0 items-center gap-2">
          <a href={longLink} className="min-w-0 truncate text-link underline" data-testid="pay-link">
            {longLink}
          </a>
          <CopyButton text={longLink} label={`Copy the pay link of invoice ${number}`} />
        </span>
      </div>
    </section>
  );
}
