import { Link } from 'react-router-dom';
import { Address } from '@/components/ui/address';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { displayQuantity } from '@/lib/money/format-quantity';
import type { BooksNetwork } from '@/lib/ledger/chain-reconciliation';
import { networkName } from '@/lib/primitives/networks';
import { LINKS } from '@/platform/features/dashboard/model/links';

const amount = (units: bigint, decimals: number, symbol: string) => displayQuantity(units, decimals, { symbol }).text;

/** Per network: do the books agree with the chain at the synced block? Differences shown as they are. */
export function BooksBadges({ books }: { books: readonly BooksNetwork[] }) {
  if (books.length === 0) return null;
  return (
    <Card title="Books against the chain">
      <ul className="flex list-none flex-col gap-3 p-0">
        {books.map((network) => (
          <li key={network.chainId} data-testid={`books-${network.chainId}`} className="flex flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{networkName(network.chainId)}</span>
              {network.matches ? (
                <Badge tone="success">Books match the chain at block {network.block}</Badge>
              ) : (
                <Badge tone="warning">Books differ from the chain</Badge>
              )}
            </p>
            {network.differences.map((line) => (
              <p key={`${line.wallet}:${line.commodity}`} className="text-sm">
                <Address address={line.wallet} />: Books differ from the chain: ledger{' '}
                {amount(line.ledger, line.decimals, line.symbol)}, chain{' '}
                {amount(line.chain, line.decimals, line.symbol)} at block {line.block}.
              </p>
            ))}
            {network.matches ? null : (
              <p className="text-sm text-muted">
                <Link className="font-medium text-link underline" to={LINKS.reconciliation}>
                  See why in the reconciliation
                </Link>{' '}
                (an opening balance to confirm, a movement not yet posted, a held draft).
              </p>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
