/** The product's name; the loading screen reads `Initializing ${PRODUCT_NAME}`. */
export const PRODUCT_NAME = 'Ledgerline';

/** One-line description used in page metadata. */
export const PRODUCT_TAGLINE =
  'Business finance on Ethereum: invoices, payables, payouts, a real ledger and live transaction tracking.';

/** The spec's constants, verbatim (docs/product.md#spec-constants). */
export const SCROLL_STYLE_THRESHOLD_PX = 20;
export const BALANCE_DECIMALS = 4;
export const ADDRESS_HEAD_CHARS = 6;
export const ADDRESS_TAIL_CHARS = 4;
export const INITIAL_BALANCE_TEXT = '$0';
export const PAGE_CHUNK_TIMEOUT_MS = 120_000;
export const YEARLY_SAVING_LABEL = 'Save 20%';

/** The contact form's confirmation, verbatim from the spec. */
export const CONTACT_THANK_YOU = "Thank you for your interest! We'll be in touch soon.";
