import { Address } from '@/components/ui/address';
import { CopyButton } from '@/components/ui/copy-button';

/**
 * An address through the kit's Address (its name and `0x1234…abcd`, the full checksummed address on
 * hover and copy), with a copy button.
 */
export function AddressText({ address, name, copy = true }: { address: string; name?: string | null; copy?: boolean }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1">
      <Address address={address} name={name ?? undefined} />
      {copy ? <CopyButton text={address} label={`Copy address ${address}`} /> : null}
    </span>
  );
}
