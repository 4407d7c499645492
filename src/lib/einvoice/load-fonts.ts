// The invoice PDF's fonts, fetched from the site when a PDF is made (Vite emits them as assets), once
// per page load.
import regularUrl from './fonts/LiberationSans-Regular.ttf?url';
import boldUrl from './fonts/LiberationSans-Bold.ttf?url';

let loading: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The invoice font could not be loaded (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Liberation Sans Regular and Bold (SIL OFL 1.1, fonts/OFL.txt). */
export function loadInvoiceFonts(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  loading ??= Promise.all([fetchBytes(regularUrl), fetchBytes(boldUrl)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
