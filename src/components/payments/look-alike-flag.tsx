// A look-alike address flagged where money moves (address poisoning: an address made to start and
// end like one the company knows, hoping it is copied from the history). The test is the anomaly
// check's (lib/insights/anomalies/address-checks.ts, lookAlikeOf); this only words it.
import { Alert } from '@/components/ui/alert';
import { nameOf, type AddressBook } from '@/lib/chain/address-book';
import { lookAlikeKey } from '@/lib/insights/anomalies/address-checks';
import { shortenAddress } from '@/lib/wallet/shorten-address';

/** How the known address reads: the name the company gave it, else its short form. */
export function twinName(twin: string, book: AddressBook): string {
  return nameOf(book, twin) ?? shortenAddress(twin);
}

/** The sentence that explains a flag: which known address it copies, and that it is another one. */
export function lookAlikeSentence(address: string, twin: string, book: AddressBook): string {
  const name = nameOf(book, twin);
  return `${address} starts and ends like ${name ? `${name}, ` : ''}${twin} (${lookAlikeKey(address)}), but is a different address: a sign of address poisoning.`;
}

/**
 * One line for a list's row: "Look-alike of Acme", in the danger tone, the sentence on hover. The
 * words carry the warning (the colour only helps), so a phone's stacked row says it too.
 */
export function LookAlikeFlag({ address, twin, book }: { address: string; twin: string; book: AddressBook }) {
  return (
    <span
      data-testid="look-alike"
      title={lookAlikeSentence(address, twin, book)}
      className="block truncate text-xs font-medium text-danger"
    >
      Look-alike of {twinName(twin, book)}
    </span>
  );
}

/** The flag in full, for a detail panel or a confirmation: both addresses, every character. */
export function LookAlikeAlert({ address, twin, book }: { address: string; twin: string; book: AddressBook }) {
  return (
    <Alert tone="danger" role="note" title={`Look-alike of ${twinName(twin, book)}`}>
      <span data-testid="look-alike-alert" className="break-all">
        {lookAlikeSentence(address, twin, book)}
      </span>
    </Alert>
  );
}
