// A mail message carrying an e-invoice, handed from Mail's Import tab to the Vendors page's
// e-invoice import: kept in this page's memory only (never stored), read there as a dropped file.
// The next hand-off replaces it; reloading the page drops it.
let handed: File | null = null;

/** The Vendors page's Bills tab, told to read the handed message. */
export const EINVOICE_FROM_MAIL_PATH = '/platform/vendors?tab=bills&einvoice=mail';

/** Keeps the message for the Vendors page. */
export function handOffMailMessage(file: File): void {
  handed = file;
}

/** The message handed from Mail, if any (it stays until replaced, so a second render reads it too). */
export function handedMailMessage(): File | null {
  return handed;
}
