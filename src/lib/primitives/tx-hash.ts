// What a transaction (or block, or log topic) hash looks like as a wallet or node returns it: 0x and
// 64 hex digits in either case. One pattern, so a page and the schema never disagree on it.

/** A 32-byte hash: 0x and 64 hex digits, either case. */
export const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

/** Whether `value` is a 32-byte hash as returned by a wallet or node. */
export function isTxHash(value: unknown): value is string {
  return typeof value === 'string' && TX_HASH_PATTERN.test(value);
}
