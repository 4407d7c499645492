// EIP-712 typed data for approving (or rejecting) a vendor bill: who approved what,
// verifiable later by anyone from the bill's content and the stored signature. Versioned like the
// signed invoice (invoice-typed-versions.ts): version 1 (bills in their asset, and every approval
// signed before fiat bills existed) is frozen; version 2 adds the currency the amounts are in, its
// decimals and the tolerance (the token then names the asset paid in), under domain version `2`.
// A stored message's fields say its version, so a signature of one never verifies the other.
import {
  keccak256,
  toUtf8Bytes,
  TypedDataEncoder,
  verifyTypedData,
  ZeroAddress,
  type TypedDataDomain,
  type TypedDataField,
} from 'ethers';

/** The bill fields an approval covers: any change to one of them needs a new approval. */
export interface BillContent {
  readonly id: string;
  readonly vendorId: string;
  readonly billNumber: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly asset: { readonly chainId: number; readonly address: string | null };
  /** A fiat bill's terms: lines and total in the currency's minor units (absent or null: in the asset). */
  readonly fiat?: { readonly currency: string; readonly decimals: number; readonly tolerancePercent: string } | null;
  readonly lines: readonly { readonly description: string; readonly units: string }[];
  readonly total: string;
  readonly expenseAccountId: string;
  readonly payee: string;
  readonly documentCid: string | null;
  readonly notes: string;
  readonly reference: string;
}

export type BillDecisionWord = 'approve' | 'reject';

const HEAD: TypedDataField[] = [
  { name: 'decision', type: 'string' },
  { name: 'billId', type: 'string' },
  { name: 'vendorId', type: 'string' },
  { name: 'billNumber', type: 'string' },
  { name: 'issueDate', type: 'string' },
  { name: 'dueDate', type: 'string' },
  { name: 'token', type: 'address' },
];

/** Version 1: the total in the asset's base units (field order is part of the signature). */
export const BILL_APPROVAL_TYPES: Record<string, TypedDataField[]> = {
  BillApproval: [
    ...HEAD,
    { name: 'payee', type: 'address' },
    { name: 'total', type: 'uint256' },
    { name: 'paymentReference', type: 'bytes32' },
    { name: 'expenseAccountId', type: 'string' },
    { name: 'documentCid', type: 'string' },
    { name: 'linesHash', type: 'bytes32' },
    { name: 'notesHash', type: 'bytes32' },
  ],
};

/** Version 2: the total in `currency` minor units (`currencyDecimals`), paid in the token within `tolerancePercent`. */
export const BILL_APPROVAL_TYPES_V2: Record<string, TypedDataField[]> = {
  BillApproval: [
    ...HEAD,
    { name: 'currency', type: 'string' },
    { name: 'currencyDecimals', type: 'uint8' },
    { name: 'tolerancePercent', type: 'string' },
    ...(BILL_APPROVAL_TYPES.BillApproval ?? []).slice(HEAD.length),
  ],
};

/** The typed-data version of an approval message: 2 when it names a currency, else 1. */
export function billApprovalVersion(message: { readonly currency?: string }): 1 | 2 {
  return message.currency === undefined ? 1 : 2;
}

const typesOf = (message: { readonly currency?: string }) =>
  billApprovalVersion(message) === 2 ? BILL_APPROVAL_TYPES_V2 : BILL_APPROVAL_TYPES;

/** The message as signed; `total` a decimal string so it survives JSON. */
export interface BillApprovalMessage {
  readonly decision: BillDecisionWord;
  readonly billId: string;
  readonly vendorId: string;
  readonly billNumber: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly token: string;
  readonly payee: string;
  readonly total: string;
  readonly paymentReference: string;
  readonly expenseAccountId: string;
  readonly documentCid: string;
  readonly linesHash: string;
  readonly notesHash: string;
  /** Version 2 only (fiat bills). */
  readonly currency?: string;
  readonly currencyDecimals?: number;
  readonly tolerancePercent?: string;
}

/** The domain: Ledgerline, the message's version, on the bill's network (where it will be paid). */
export function billApprovalDomain(chainId: number, version: 1 | 2 = 1): TypedDataDomain {
  return { name: 'Ledgerline', version: String(version), chainId };
}

/** keccak256 of the lines as canonical JSON (`[[description, units], …]`), so each line is covered. */
export function billLinesHash(lines: BillContent['lines']): string {
  return keccak256(toUtf8Bytes(JSON.stringify(lines.map((line) => [line.description, line.units]))));
}

/** The message an approver signs for a bill's current content. */
export function billApprovalMessage(bill: BillContent, decision: BillDecisionWord): BillApprovalMessage {
  return {
    decision,
    billId: bill.id,
    vendorId: bill.vendorId,
    billNumber: bill.billNumber,
    issueDate: bill.issueDate,
    dueDate: bill.dueDate,
    token: bill.asset.address ?? ZeroAddress,
    ...(bill.fiat
      ? {
          currency: bill.fiat.currency,
          currencyDecimals: bill.fiat.decimals,
          tolerancePercent: bill.fiat.tolerancePercent,
        }
      : {}),
    payee: bill.payee,
    total: bill.total,
    paymentReference: bill.reference,
    expenseAccountId: bill.expenseAccountId,
    documentCid: bill.documentCid ?? '',
    linesHash: billLinesHash(bill.lines),
    notesHash: keccak256(toUtf8Bytes(bill.notes)),
  };
}

/** The full `eth_signTypedData_v4` payload (JSON) for a bill. */
export function billApprovalPayload(bill: BillContent, decision: BillDecisionWord): string {
  const message = billApprovalMessage(bill, decision);
  const domain = billApprovalDomain(bill.asset.chainId, billApprovalVersion(message));
  return JSON.stringify(TypedDataEncoder.getPayload(domain, typesOf(message), { ...message }));
}

/** The EIP-712 digest of an approval message (what the wallet signs). */
export function billApprovalDigest(chainId: number, message: BillApprovalMessage): string {
  return TypedDataEncoder.hash(billApprovalDomain(chainId, billApprovalVersion(message)), typesOf(message), {
    ...message,
  });
}

/** Why a stored approval does or does not hold for the bill as it is now. */
export type ApprovalCheck =
  | { readonly valid: true }
  | { readonly valid: false; readonly reason: 'bad-signature' | 'other-signer' | 'content-changed' };

/**
 * Verifies a stored signature: it must recover to `approver` over the stored message, and that
 * message must equal what the bill's current content gives (else it approved an earlier version).
 */
export function verifyBillApproval(input: {
  chainId: number;
  message: string;
  signature: string;
  approver: string;
  bill: BillContent;
}): ApprovalCheck {
  let stored: BillApprovalMessage;
  let signer: string;
  try {
    stored = JSON.parse(input.message) as BillApprovalMessage;
    signer = verifyTypedData(
      billApprovalDomain(input.chainId, billApprovalVersion(stored)),
      typesOf(stored),
      { ...stored },
      input.signature,
    );
  } catch {
    return { valid: false, reason: 'bad-signature' };
  }
  if (signer.toLowerCase() !== input.approver.toLowerCase()) return { valid: false, reason: 'other-signer' };
  const current = billApprovalMessage(input.bill, stored.decision);
  const same =
    input.chainId === input.bill.asset.chainId &&
    billApprovalVersion(current) === billApprovalVersion(stored) &&
    (Object.keys(current) as (keyof BillApprovalMessage)[]).every(
      (key) => String(current[key]).toLowerCase() === String(stored[key]).toLowerCase(),
    );
  return same ? { valid: true } : { valid: false, reason: 'content-changed' };
}
