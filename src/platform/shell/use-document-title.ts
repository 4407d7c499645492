import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/config/product';

/** Keeps the tab title in step with in-app navigation (`Company · Ledgerline`). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
