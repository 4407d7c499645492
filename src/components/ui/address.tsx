import { getAddress } from 'ethers';
import { shortenAddress } from '@/lib/wallet/shorten-address';
import { copyExact } from './copy-exact';

export interface AddressProps {
  readonly address: string;
  /** The name the workspace knows for this address (a client, a vendor, a team member). */
  readonly name?: string | undefined;
  /** Shows every character, for confirmations: what is signed must be readable in full. */
  readonly full?: boolean;
  readonly className?: string;
}

// Checksums by address: a table shows the same few addresses in row after row, and each checksum
// is a keccak hash (a scroll profile showed it in every frame).
const CHECKSUMS_LIMIT = 5_000;
const checksums = new Map<string, string>();

/** The EIP-55 form of an address, or the text as given when it is not an address. */
export function checksumOrSelf(address: string): string {
  let known = checksums.get(address);
  if (known === undefined) {
    try {
      known = getAddress(address);
    } catch {
      known = address;
    }
    if (checksums.size >= CHECKSUMS_LIMIT) checksums.clear();
    checksums.set(address, known);
  }
  return known;
}

/**
 * An address as screens show it: the known name and the short form (`0x1234…abcd`), with the full
 * checksummed form as the title and on copy. `full` prints the whole checksummed address.
 */
export function Address({ address, name, full = false, className = '' }: AddressProps) {
  const checksummed = checksumOrSelf(address);
  return (
    <span
      title={checksummed}
      onCopy={copyExact(checksummed)}
      className={`inline-flex min-w-0 flex-wrap items-baseline gap-x-1.5 ${className}`.trim()}
    >
      {name ? <span className="font-medium">{name}</span> : null}
      <span className={`font-mono text-sm ${full ? 'break-all' : 'whitespace-nowrap'} ${name ? 'text-muted' : ''}`}>
        {full ? checksummed : shortenAddress(checksummed)}
      </span>
    </span>
  );
}
