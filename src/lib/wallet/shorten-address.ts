import { ADDRESS_HEAD_CHARS, ADDRESS_TAIL_CHARS } from '@/config/product';

/** Shortens an address to its first 6 and last 4 characters with an ellipsis (`0xf39F…2266`). */
export function shortenAddress(address: string): string {
  if (address.length <= ADDRESS_HEAD_CHARS + ADDRESS_TAIL_CHARS + 1) return address;
  return `${address.slice(0, ADDRESS_HEAD_CHARS)}…${address.slice(-ADDRESS_TAIL_CHARS)}`;
}
