// The pay page without a browser wallet: the EIP-681 request as a QR code a phone wallet scans (the
// code's path is the request's), two for a token, none for a fiat invoice (its amount needs the
// feed's rate, read through a wallet), and the test for a wallet in this browser.
import { render, screen } from '@testing-library/react';
import { Wallet } from 'ethers';
import { afterEach, describe, expect, it } from 'vitest';
import { qrSvgPath } from '@/lib/formats/qr';
import { printableQr } from '@/lib/payments/pay-link-qr';
import { signTestInvoice, testInvoiceMessage } from '@/lib/payments/signed-invoice.testing';
import { walletRequests } from '@/lib/payments/wallet-requests';
import { hasBrowserWallet, PhoneWalletCodes } from './phone-wallet-codes';

const issuer = new Wallet(`0x${'11'.repeat(32)}`);
const PAYEE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});

describe('PhoneWalletCodes', () => {
  it('shows the ETH invoice’s wallet request as one QR code, and says no wallet was found', async () => {
    const signed = await signTestInvoice(issuer, testInvoiceMessage(PAYEE));
    render(<PhoneWalletCodes signed={signed} />);
    expect(screen.getByText(/^No wallet was found in this browser\. Scan the code with a phone wallet/)).toBeTruthy();
    const [request] = walletRequests(signed);
    const code = screen.getByRole('img', {
      name: 'Pay with a phone wallet: wallet request QR code of invoice INV-0007',
    });
    const fit = printableQr(request!.uri);
    expect(code.querySelector('path')?.getAttribute('d')).toBe(qrSvgPath(request!.uri, { ecc: fit!.ecc }).d);
  });

  it('shows two codes for a token (approve, then pay), and none for a fiat invoice', async () => {
    const token = await signTestInvoice(
      issuer,
      testInvoiceMessage(PAYEE, { asset: { address: TOKEN, symbol: 'TUSD', decimals: 6 } }),
    );
    const { unmount } = render(<PhoneWalletCodes signed={token} />);
    expect(screen.getAllByRole('img', { name: /wallet request QR code of invoice INV-0007$/ })).toHaveLength(2);
    expect(screen.getByText(/^Step 1 of 2/)).toBeTruthy();
    unmount();
    const fiat = await signTestInvoice(
      issuer,
      testInvoiceMessage(PAYEE, { fiat: { currency: 'USD', decimals: 2, tolerancePercent: '1' } }),
    );
    render(<PhoneWalletCodes signed={fiat} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/This invoice is in USD: its amount in ETH is quoted from a price feed/)).toBeTruthy();
  });

  it('finds a wallet announced (EIP-6963) or injected (window.ethereum)', () => {
    expect(hasBrowserWallet(0)).toBe(false);
    expect(hasBrowserWallet(1)).toBe(true);
    (window as { ethereum?: unknown }).ethereum = {};
    expect(hasBrowserWallet(0)).toBe(true);
  });
});
