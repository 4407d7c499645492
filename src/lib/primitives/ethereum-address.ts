import { getAddress } from 'ethers';
import { z } from 'zod';

/** Why an address typed by a user was refused, in the words the UI shows next to the field. */
export const ADDRESS_MESSAGES = {
  invalid: 'Not a valid Ethereum address',
  checksum: 'Checksum mismatch: check the address for typos',
} as const;

export type AddressCheck =
  { readonly ok: true; readonly address: string } | { readonly ok: false; readonly message: string };

/**
 * Checks a typed address and returns it EIP-55 checksummed. All-lowercase or all-uppercase input
 * carries no checksum and is accepted; mixed case must match the checksum exactly (a typo guard).
 */
export function checkAddress(input: string): AddressCheck {
  const candidate = input.trim();
  if (!/^0x[0-9a-fA-F]{40}$/.test(candidate)) return { ok: false, message: ADDRESS_MESSAGES.invalid };
  try {
    return { ok: true, address: getAddress(candidate) };
  } catch {
    // The shape is right, so the only thing getAddress can object to is the mixed-case checksum.
    return { ok: false, message: ADDRESS_MESSAGES.checksum };
  }
}

// Reading 100,000 transactions checks ~300,000 addresses, mostly the same few wallets and
// counterparties; a keccak per check would dominate the read. Answers are remembered (bounded).
const checked = new Map<string, boolean>();
const CHECKED_LIMIT = 50_000;

/** Whether the value is an address already in its EIP-55 checksummed form (how we store them). */
export function isChecksummedAddress(value: string): boolean {
  const known = checked.get(value);
  if (known !== undefined) return known;
  const check = checkAddress(value);
  const result = check.ok && check.address === value;
  if (checked.size >= CHECKED_LIMIT) checked.clear();
  checked.set(value, result);
  return result;
}

/** A stored address: always EIP-55 checksummed, so equality is case-insensitive equality. */
export const checksummedAddressSchema = z
  .string()
  .refine(isChecksummedAddress, { error: 'Expected an EIP-55 checksummed Ethereum address' });
