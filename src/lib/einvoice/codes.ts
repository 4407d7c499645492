// The code-list values the e-invoices use, with why (docs: src/lib/einvoice/README.md).

/**
 * UNCL 4461 payment means: ZZZ "mutually defined". A transfer on a blockchain is none of the coded
 * means (30 credit transfer and 58 SEPA credit transfer name bank transfers, whose account a bank
 * would try to pay); the means text (BT-82) says which asset, chain and wallet, the account
 * identifier (BT-84) is the wallet and the remittance information (BT-83) the payment reference.
 */
export const PAYMENT_MEANS_CODE = 'ZZZ';

/** UNCL 5189 allowance reason 95, "Discount", with its text (BT-139/BT-140). */
export const DISCOUNT_REASON_CODE = '95';
export const DISCOUNT_REASON = 'Discount';

/** UN/ECE Rec 20 C62, "one": a line's quantity counts units. */
export const UNIT_CODE = 'C62';

/** UNCL 1001: 380 commercial invoice, 381 credit note. */
export function typeCode(kind: 'invoice' | 'credit-note'): '380' | '381' {
  return kind === 'invoice' ? '380' : '381';
}

/** UNCL 5305 VAT categories other than S (standard rated), in words, for what a received e-invoice says. */
const VAT_CATEGORY_WORDS: Readonly<Record<string, string>> = {
  Z: 'zero rated',
  E: 'exempt',
  AE: 'reverse charge',
  K: 'intra-community',
  G: 'export',
  O: 'not subject to VAT',
};

/** A VAT category in words ('' for S, standard rated, and for a code not listed here). */
export function vatCategoryWords(category: string): string {
  return VAT_CATEGORY_WORDS[category] ?? '';
}
