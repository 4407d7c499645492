import { useEffect, useState } from 'react';
import { Address } from '@/components/ui/address';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import { networkName } from '@/lib/primitives/networks';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';
import type { FeeEstimate } from '@/platform/features/mywallet/model/fee-estimate';
import type { SendRequest } from '@/platform/features/mywallet/model/send-form';
import { isNewRecipient } from '@/platform/features/mywallet/store/mywallet-store';

export interface PendingSend {
  readonly request: SendRequest;
  readonly fee: FeeEstimate;
}

export interface SendConfirmationProps {
  readonly db: WorkspaceDb;
  readonly pending: PendingSend;
  readonly native: Asset;
  readonly sending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The last look before the wallet is asked: the full checksummed recipient (address poisoning
 * swaps the middle of a look-alike address, so nothing is shortened), whether the workspace has
 * ever seen it, amount, asset, network and the most the fee can cost.
 */
export function SendConfirmation({ db, pending, native, sending, onConfirm, onCancel }: SendConfirmationProps) {
  const { request, fee } = pending;
  const [isNew, setIsNew] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    isNewRecipient(db, request.asset.chainId, request.to).then(
      (value) => current && setIsNew(value),
      () => current && setIsNew(null),
    );
    return () => {
      current = false;
    };
  }, [db, request.asset.chainId, request.to]);
  const show = (units: bigint, asset: Asset) => formatQuantity(units, asset, { symbol: true });

  return (
    <Dialog title="Confirm the transaction" placement="center" onClose={() => (sending ? undefined : onCancel())}>
      <dl className="space-y-3">
        <Fact label="Recipient">
          {/* Every character: address poisoning copies the ends of a known address. */}
          <span data-testid="confirm-recipient">
            <Address address={request.to} full />
          </span>
        </Fact>
        <Fact label="Amount">{show(request.units, request.asset)}</Fact>
        <Fact label="Asset">
          {request.asset.name} ({request.asset.symbol})
          {request.asset.address ? (
            <Address address={request.asset.address} full className="block font-normal" />
          ) : null}
        </Fact>
        <Fact label="Network">
          {networkName(request.asset.chainId)} (chain {request.asset.chainId})
        </Fact>
        <Fact label="Network fee">
          about {formatQuantity(fee.likelyFee, native, { symbol: true, maxDecimals: 8 })}, at most{' '}
          {formatQuantity(fee.maxFee, native, { symbol: true, maxDecimals: 8 })}
        </Fact>
      </dl>
      {isNew ? (
        <Alert tone="warning" role="note" className="mt-4">
          This workspace has never sent to or received from this address on {networkName(request.asset.chainId)}.
          Compare every character with the address you were given: look-alike addresses are a common way to steal
          payments.
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          Back to the form
        </Button>
        <Button onClick={onConfirm} disabled={sending}>
          {sending ? 'Waiting for your wallet…' : 'Send'}
        </Button>
      </div>
    </Dialog>
  );
}
