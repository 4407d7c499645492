import { useId } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { useDraft } from '@/components/ui/drafts';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { QrCode } from '@/components/ui/qr-code';
import type { Asset } from '@/lib/money/asset';
import { assetId } from '@/lib/money/asset';
import { EMPTY_RECEIVE_DRAFT, receiveUri, type ReceiveDraft } from '@/platform/features/mywallet/model/receive-uri';
import { chosenAsset } from '@/platform/features/mywallet/model/send-form';
import { WholeAddress } from './whole-address';

/** Receive: the address, and an EIP-681 payment link with an optional amount and token, as text and QR. */
export function ReceiveSection({ account, assets }: { account: string; assets: readonly Asset[] }) {
  const idBase = useId();
  const [draft, setDraft] = useDraft<ReceiveDraft>('receive', EMPTY_RECEIVE_DRAFT);
  const asset = chosenAsset(draft, assets) ?? assets[0];
  const link = asset ? receiveUri(account, asset, draft.amount) : null;

  return (
    <Card title="Receive">
      <div className="space-y-4">
        <div>
          <p className="text-sm text-muted">Your address</p>
          <p className="flex flex-wrap items-center gap-2">
            <WholeAddress address={account} />
            <CopyButton text={account} label="Copy your address" />
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <Input
            id={`${idBase}-amount`}
            label="Requested amount (optional)"
            error={link && !link.ok ? link.error : undefined}
            value={draft.amount}
            onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
            inputMode="decimal"
            autoComplete="off"
          />
          <Select
            id={`${idBase}-asset`}
            label="Requested asset"
            value={draft.asset}
            onChange={(event) => setDraft({ ...draft, asset: event.target.value })}
            options={assets.map((option) => ({
              value: option.kind === 'native' ? '' : assetId(option),
              label: option.symbol,
            }))}
          />
        </div>
        {link?.ok ? (
          <div className="flex flex-col items-start gap-3 sm:flex-row">
            <QrCode value={link.uri} label="QR code of the payment link" fileName="payment-link.svg" />
            <div className="min-w-0 space-y-1">
              <p className="text-sm text-muted">Payment link (EIP-681)</p>
              <p className="flex flex-wrap items-center gap-2">
                <code data-testid="payment-uri" className="font-mono text-xs break-all">
                  {link.uri}
                </code>
                <CopyButton text={link.uri} label="Copy the payment link" />
              </p>
            </div>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
