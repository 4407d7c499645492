// The five account types of double-entry bookkeeping: the ledger classifies by them and the stored
// chart validates against them, so the list sits below both.

/** The account types, in the order reports list them. */
export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
