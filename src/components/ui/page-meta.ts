import { createContext, useContext } from 'react';

/** The current page's name and summary, provided by the shell from the route table. */
export interface PageMeta {
  readonly title: string;
  readonly summary: string;
}

/** Set by the shell around each page, so pages need not import the route table. */
export const PageMetaContext = createContext<PageMeta>({ title: '', summary: '' });

/** The current page's name and summary from the route table. */
export function usePageMeta(): PageMeta {
  return useContext(PageMetaContext);
}
