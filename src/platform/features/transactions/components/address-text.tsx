import { CopyButton } from '@/components/ui/copy-button';
import { shortenAddress } from '@/lib/wallet/shorten-address';

/**
 * An address shortened to `0x1234…abcd` (or its name), the full checksummed address on hover and
 * to screen readers (title + visually hidden text), and a copy button.
 */
export function AddressText({ address, name, copy = true }: { address: string; name?: string | null; copy?: boolean }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1">
      <span title={address} className="min-w-0 truncate">
        {name ? <span className="font-medium">{name} </span> : null}
        <span aria-hidden="true" className="font-mono text-xs text-slate-700 dark:text-slate-300">
          {shortenAddress(address)}
        </span>
        <span className="sr-only">{address}</span>
      </span>
      {copy ? <CopyButton text={address} label={`Copy address ${address}`} /> : null}
    </span>
  );
}
