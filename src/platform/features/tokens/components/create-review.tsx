import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { networkName } from '@/lib/primitives/networks';
import { toDecimalString } from '@/lib/money/decimal-string';
import { formatQuantity } from '@/lib/money/format-quantity';
import type { DeedMetadata } from '@/platform/features/tokens/model/deed-form';
import type { SharesRequest } from '@/platform/features/tokens/model/shares-form';
import { SHARE_DECIMALS } from '@/platform/features/tokens/model/token-errors';
import type { TreasurySafe } from '@/lib/safe/use-treasury-safes';

export type Review =
  | { readonly kind: 'shares'; readonly request: SharesRequest }
  | { readonly kind: 'deed'; readonly request: { symbol: string; metadata: DeedMetadata } };

/** What will be deployed and minted, with every address in full, before the wallet is asked. */
export function CreateReview({
  review,
  account,
  chainId,
  from = null,
  onDeploy,
  onCancel,
}: {
  review: Review;
  account: string;
  chainId: number;
  /** The treasury Safe it is deployed from (proposed, not sent), or null: the connected wallet. */
  from?: TreasurySafe | null;
  onDeploy: () => void;
  onCancel: () => void;
}) {
  const count = review.kind === 'shares' ? 1 + review.request.holders.length : 2;
  const owner = from ? `the Safe ${from.wallet.label} (${from.safe.address})` : account;
  // From a Safe, the holders' mints follow the deployment in the same SafeTx (one MultiSend batch).
  const holdersFromSafe = from !== null && review.kind === 'shares' && review.request.holders.length > 0;
  return (
    <Card label="Review the token" className="space-y-3 text-sm wrap-anywhere">
      {review.kind === 'shares' ? (
        <>
          <p>
            Deploy <strong>{review.request.name}</strong> ({review.request.symbol}) on {networkName(chainId)}, capped at{' '}
            {toDecimalString(review.request.cap, SHARE_DECIMALS)} shares, owned by {owner}.
          </p>
          {review.request.holders.length ? (
            <ul className="list-disc pl-5">
              {review.request.holders.map((h) => (
                <li key={h.address}>
                  Mint {formatQuantity(h.units, SHARE_DECIMALS, { symbol: review.request.symbol })} to {h.address}
                </li>
              ))}
            </ul>
          ) : (
            <p>No initial holders: mint later from the token&apos;s page.</p>
          )}
        </>
      ) : (
        <p>
          Deploy the collection <strong>{review.request.metadata.name}</strong> ({review.request.symbol}) on{' '}
          {networkName(chainId)}, owned by {owner}, then mint deed #1 to {from ? 'the Safe' : account} with its metadata
          ({review.request.metadata.documents.length} document
          {review.request.metadata.documents.length === 1 ? '' : 's'},{' '}
          {Object.keys(review.request.metadata.properties).length} propert
          {Object.keys(review.request.metadata.properties).length === 1 ? 'y' : 'ies'})
          {from ? ", proposed from the token's Manage once the Safe's owners have executed the deployment" : ''}.
        </p>
      )}
      {holdersFromSafe ? (
        <p>
          The Safe mints to the initial holders in the same Safe transaction, right after the deployment: one execution
          deploys the token and mints.
        </p>
      ) : null}
      {from ? (
        <p>
          Nothing is sent: your wallet asks you to sign the Safe transaction (1 of {from.safe.threshold} signatures),
          the other owners sign it in Transactions → Safe queue, and once executed the token is recorded at the address
          the Safe&apos;s deployment names.
        </p>
      ) : (
        <p>
          Your wallet will ask you to sign {count} transaction{count === 1 ? '' : 's'}, one after the other.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onDeploy}>{from ? `Propose from Safe ${from.wallet.label}` : 'Deploy from wallet'}</Button>
        <Button variant="secondary" onClick={onCancel}>
          Back to the form
        </Button>
      </div>
    </Card>
  );
}
