// The structured statement a wallet signs (EIP-712): "we agree to pay invoice X by date Y", with
// each part a typed field, so the other side's wallet shows the fields and a verifier can read them.
import { toDecimalString } from '@/lib/money/decimal-string';
import { exactQuantity } from '@/lib/money/format-quantity';
import type { Asset } from '@/lib/money/asset';
import { inAsset } from '@/lib/payments/receivables';

export const STATEMENT_TYPES = {
  PaymentCommitment: [
    { name: 'statement', type: 'string' },
    { name: 'from', type: 'string' },
    { name: 'to', type: 'string' },
    { name: 'document', type: 'string' },
    { name: 'amount', type: 'string' },
    { name: 'asset', type: 'string' },
    { name: 'payBy', type: 'string' },
  ],
} as const;

export interface StatementInput {
  readonly chainId: number;
  /** Who commits (our company, or the counterparty when it is their invoice we hold). */
  readonly from: string;
  readonly to: string;
  /** "Invoice INV-0007" or "Bill B-12". */
  readonly document: string;
  readonly units: bigint;
  readonly asset: Pick<Asset, 'symbol' | 'decimals'>;
  /** YYYY-MM-DD. */
  readonly payBy: string;
}

/** The sentence the statement says, also its first field. */
export function statementSentence(input: StatementInput): string {
  const amount = exactQuantity(input.units, input.asset.decimals, input.asset.symbol);
  return `${input.from} agrees to pay ${input.to} ${amount} for ${input.document} by ${input.payBy}`;
}

/** The typed-data JSON (as eth_signTypedData_v4 takes it, without EIP712Domain) of a statement. */
export function statementTypedData(input: StatementInput): string {
  return JSON.stringify(
    {
      domain: { name: 'Ledgerline', version: '1', chainId: input.chainId },
      types: STATEMENT_TYPES,
      primaryType: 'PaymentCommitment',
      message: {
        statement: statementSentence(input),
        from: input.from,
        to: input.to,
        document: input.document,
        amount: toDecimalString(input.units, input.asset.decimals),
        asset: input.asset.symbol,
        payBy: input.payBy,
      },
    },
    null,
    2,
  );
}

/** A record a statement can be about, with who pays whom. */
export interface StatementChoice {
  readonly value: string;
  readonly label: string;
  readonly input: Omit<StatementInput, 'chainId' | 'payBy'>;
}

/**
 * The counterparty's bills (the company pays the vendor) and invoices (the client pays the
 * company) a statement can be about.
 */
export function statementChoices(
  records: {
    readonly invoices: readonly { id: string; number: string; clientId: string; total: string; asset: Asset }[];
    readonly bills: readonly { id: string; billNumber: string; vendorId: string; total: string; asset: Asset }[];
  },
  counterparty: { readonly id: string; readonly name: string },
  company: string,
): StatementChoice[] {
  const bills = records.bills
    .filter((bill) => bill.vendorId === counterparty.id)
    .map((bill) => ({
      value: `bill:${bill.id}`,
      label: `Bill ${bill.billNumber}: ${company} pays ${counterparty.name}`,
      input: {
        from: company,
        to: counterparty.name,
        document: `Bill ${bill.billNumber}`,
        units: inAsset(bill, BigInt(bill.total)),
        asset: bill.asset,
      },
    }));
  const invoices = records.invoices
    .filter((invoice) => invoice.clientId === counterparty.id)
    .map((invoice) => ({
      value: `invoice:${invoice.id}`,
      label: `Invoice ${invoice.number}: ${counterparty.name} pays ${company}`,
      input: {
        from: counterparty.name,
        to: company,
        document: `Invoice ${invoice.number}`,
        units: inAsset(invoice, BigInt(invoice.total)),
        asset: invoice.asset,
      },
    }));
  return [...bills, ...invoices];
}
