// Where the pay page's signed invoice comes from: the long link's fragment (`#i=`, the whole invoice)
// or the short link's (`#c=<cid>`), whose document is fetched from this browser's Storage, else an
// IPFS gateway, and checked against the CID before the page verifies its signature.
import { useEffect, useState } from 'react';
import { readPayFragment, type SignedInvoice } from '@/lib/payments/invoice-typed-data';

export type PaySource =
  | { readonly state: 'loading' }
  | { readonly state: 'fetching'; readonly cid: string }
  | { readonly state: 'ready'; readonly signed: SignedInvoice; readonly from: string | null }
  | { readonly state: 'damaged' }
  | { readonly state: 'unavailable'; readonly message: string };

/** The gateways tried, in order: the one serving this page when it is a path gateway, then the configured one. */
export function payGateways(): string[] {
  const configured = import.meta.env.PUBLIC_IPFS_GATEWAY || 'https://ipfs.io';
  const own = /\/ip[fn]s\//.test(location.pathname) ? [location.origin] : [];
  return [...new Set([...own, configured])];
}

async function readLocal(cid: string): Promise<Uint8Array | null> {
  // Loaded only for a short link: the block store's code stays out of the page's first load.
  const { findLocalBlock } = await import('@/lib/ipfs/local-blocks');
  return findLocalBlock(cid);
}

/** The signed invoice the URL's fragment names, following `hashchange`. */
export function usePaySource(): PaySource {
  const [source, setSource] = useState<PaySource>({ state: 'loading' });
  useEffect(() => {
    let current = 0;
    const read = () => {
      const run = (current += 1);
      const signed = readPayFragment(location.hash);
      if (signed) return setSource({ state: 'ready', signed, from: null });
      // A short link's code (CID parsing, hashing, the fetch) loads only for a short link: the
      // long link's first load stays within its budget.
      if (!/^#?c=/.test(location.hash.trim())) return setSource({ state: 'damaged' });
      void import('@/lib/payments/pay-document').then(async ({ fetchPayDocument, readShortPayFragment }) => {
        if (run !== current) return; // the fragment changed meanwhile
        const cid = readShortPayFragment(location.hash);
        if (!cid) return setSource({ state: 'damaged' });
        setSource({ state: 'fetching', cid });
        const result = await fetchPayDocument(cid, { local: readLocal, gateways: payGateways() });
        if (run !== current) return;
        setSource(
          result.ok
            ? { state: 'ready', signed: result.signed, from: result.from }
            : { state: 'unavailable', message: result.message },
        );
      });
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return source;
}
