// The books against the chain, as the Dashboard's badge reads them. The read model has one
// definition, in lib/ledger (chain-reconciliation.ts), shared with the Accounting page's
// Reconciliation tab, which adds the likely cause of each difference.
export { booksVsChain, type BooksLine, type BooksNetwork } from '@/lib/ledger/chain-reconciliation';
