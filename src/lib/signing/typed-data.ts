// EIP-712 typed data as a person pastes or edits it (the JSON that eth_signTypedData_v4 takes),
// checked field by field so the editor can say what is wrong before a wallet is asked to sign.
import { TypedDataEncoder, type TypedDataDomain, type TypedDataField } from 'ethers';
import { z } from 'zod';

/** Typed data ready for ethers: `types` without EIP712Domain (ethers derives it from `domain`). */
export interface TypedData {
  readonly domain: TypedDataDomain;
  readonly types: Record<string, TypedDataField[]>;
  readonly primaryType: string;
  readonly message: Record<string, unknown>;
}

export type TypedDataCheck =
  { readonly ok: true; readonly data: TypedData } | { readonly ok: false; readonly error: string };

const fieldSchema = z.object({ name: z.string().min(1), type: z.string().min(1) });
const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(fieldSchema)),
  primaryType: z.string().min(1),
  message: z.record(z.string(), z.unknown()),
});

export const TYPED_DATA_MESSAGES = {
  empty: 'Paste or write the typed data as JSON',
  json: (detail: string) => `Not valid JSON: ${detail}`,
  shape: (path: string, detail: string) =>
    `${path ? `"${path}": ` : ''}${detail} (expected { domain, types, primaryType, message })`,
  primaryType: (named: string, found: string) =>
    `primaryType is "${named}", but the types describe "${found}" as the one top-level type`,
  missing: (path: string) => `The message has no value for "${path}"`,
} as const;

/** The first field of `type` (recursively) that has no value in `value`, as a dotted path, or null. */
function missingField(
  types: Record<string, TypedDataField[]>,
  type: string,
  value: unknown,
  path: string,
): string | null {
  const base = type.replace(/\[\d*\]$/, '');
  if (base !== type) {
    if (!Array.isArray(value)) return null; // the encoder explains a non-array
    for (const [index, item] of value.entries()) {
      const missing = missingField(types, base, item, `${path}[${index}]`);
      if (missing) return missing;
    }
    return null;
  }
  const fields = types[type];
  if (!fields || typeof value !== 'object' || value === null) return null;
  for (const field of fields) {
    const fieldPath = path ? `${path}.${field.name}` : field.name;
    const fieldValue = (value as Record<string, unknown>)[field.name];
    if (fieldValue === undefined || fieldValue === null) return fieldPath;
    const missing = missingField(types, field.type, fieldValue, fieldPath);
    if (missing) return missing;
  }
  return null;
}

function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error && typeof error.shortMessage === 'string')
    return error.shortMessage;
  return error instanceof Error ? error.message : String(error);
}

/** Parses and checks typed-data JSON: shape, types, primaryType, every message value. */
export function parseTypedData(text: string): TypedDataCheck {
  if (text.trim() === '') return { ok: false, error: TYPED_DATA_MESSAGES.empty };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: TYPED_DATA_MESSAGES.json(errorText(error)) };
  }
  const parsed = typedDataSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: TYPED_DATA_MESSAGES.shape(issue?.path.join('.') ?? '', issue?.message ?? 'Invalid') };
  }
  const { domain, primaryType, message } = parsed.data;
  // The domain's type is implied by its fields; ethers refuses it among the message types.
  const types = Object.fromEntries(Object.entries(parsed.data.types).filter(([name]) => name !== 'EIP712Domain'));
  try {
    const encoder = TypedDataEncoder.from(types);
    if (encoder.primaryType !== primaryType)
      return { ok: false, error: TYPED_DATA_MESSAGES.primaryType(primaryType, encoder.primaryType) };
    const missing = missingField(types, primaryType, message, '');
    if (missing) return { ok: false, error: TYPED_DATA_MESSAGES.missing(missing) };
    TypedDataEncoder.hash(domain as TypedDataDomain, types, message);
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
  return { ok: true, data: { domain: domain as TypedDataDomain, types, primaryType, message } };
}

/** The JSON a wallet's eth_signTypedData_v4 takes (EIP712Domain included, as wallets require). */
export function typedDataPayload(data: TypedData): string {
  return JSON.stringify(TypedDataEncoder.getPayload(data.domain, data.types, data.message));
}

/** A sample to start from: a payment approval on the wallet's chain, from the connected account. */
export function sampleTypedData(chainId: number, account: string): string {
  return JSON.stringify(
    {
      domain: { name: 'Ledgerline', version: '1', chainId },
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        PaymentApproval: [
          { name: 'approver', type: 'Person' },
          { name: 'reference', type: 'string' },
          { name: 'amountWei', type: 'uint256' },
          { name: 'dueDate', type: 'string' },
        ],
      },
      primaryType: 'PaymentApproval',
      message: {
        approver: { name: 'Treasury approver', wallet: account },
        reference: 'INV-2025-0001',
        amountWei: '1500000000000000000',
        dueDate: '2025-12-31',
      },
    },
    null,
    2,
  );
}
