import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDirtyFlag, useDraft } from '@/components/ui/drafts';
import { ErrorLine, ErrorMessage } from '@/components/ui/error-line';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { successPath } from '@/lib/chain/success-url';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { assetId, type Asset } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';
import { getWalletProvider, refreshWalletBalance } from '@/lib/wallet/wallet-store';
import { maxSendable } from '@/platform/features/mywallet/model/fee-estimate';
import { fundsProblem } from '@/platform/features/mywallet/model/funds-check';
import { sendErrorInWords } from '@/platform/features/mywallet/model/send-errors';
import {
  checkSendDraft,
  chosenAsset,
  EMPTY_SEND_DRAFT,
  isSendDraftFilled,
  type SendDraft,
  type SendField,
} from '@/platform/features/mywallet/model/send-form';
import { sendCall, sentDescription } from '@/platform/features/mywallet/model/sent-record';
import type { BalanceRead } from '@/platform/features/mywallet/store/chain-reads';
import { sendFromWallet } from '@/platform/features/mywallet/store/send-from-wallet';
import { useFeeEstimate } from '@/platform/features/mywallet/store/use-fee-estimate';
import { SendConfirmation, type PendingSend } from './send-confirmation';
import { SafeSend } from './safe-send';
import { SendFields } from './send-fields';

export interface SendSectionProps {
  readonly db: WorkspaceDb;
  readonly reader: ChainReader | null;
  readonly account: string;
  readonly assets: readonly Asset[];
  readonly native: Asset;
  readonly balances: Map<string, BalanceRead> | null;
  /** The wallet store's balance text: it changes on new blocks, when the estimate is worth renewing. */
  readonly refresh: string;
}

const unitsOf = (read: BalanceRead | undefined) => (read && 'units' in read ? read.units : null);

/** Send: recipient, amount and asset, checked as typed, the fee estimated, confirmed, then the wallet. */
export function SendSection({ db, reader, account, assets, native, balances, refresh }: SendSectionProps) {
  const idBase = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useDraft<SendDraft>('send', EMPTY_SEND_DRAFT);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState<PendingSend | null>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  useDirtyFlag('send', isSendDraftFilled(draft));

  const asset = chosenAsset(draft, assets);
  const balance = asset ? unitsOf(balances?.get(assetId(asset))) : null;
  const nativeBalance = unitsOf(balances?.get(assetId(native)));
  const check = checkSendDraft(draft, assets, { balance });
  // Estimate what was typed, or (until then) the same kind of send of nothing, so Max has a fee.
  const candidate = check.ok ? check.value : asset ? { asset, to: account, units: 0n } : null;
  const call = candidate ? sendCall(candidate) : null;
  const fee = useFeeEstimate(reader, call ? { from: account, ...call } : null, refresh);
  const estimate = fee.status === 'ready' ? fee.estimate : null;
  const problem =
    check.ok && estimate && nativeBalance !== null
      ? fundsProblem({ ...check.value, native, nativeBalance, maxFee: estimate.maxFee })
      : null;

  // Messages follow the typing once a field holds something; empty fields speak after a submit.
  const errors: FieldErrors<SendField> = check.ok
    ? {}
    : Object.fromEntries(
        Object.entries(check.errors).filter(([field]) => submitted || draft[field as SendField].trim() !== ''),
      );

  const onMax =
    asset && balance !== null && (asset.kind === 'erc20' || estimate)
      ? () =>
          setDraft((previous) => ({
            ...previous,
            amount: formatQuantity(maxSendable(asset.kind, balance, estimate?.maxFee ?? 0n), asset),
          }))
      : null;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setMessage(null);
    if (!check.ok) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (problem) return;
    if (!estimate)
      return setMessage(
        fee.status === 'error' ? fee.error : 'The network fee is still being estimated: try again in a moment.',
      );
    setPending({ request: check.value, fee: estimate });
  };

  const confirm = async () => {
    const provider = getWalletProvider();
    if (!pending || !provider || !reader) return;
    if (reader.chainId !== pending.request.asset.chainId) {
      // The wallet moved to another network while the confirmation was open: never send there.
      setPending(null);
      return setMessage('Your wallet switched networks: check the form again before sending.');
    }
    setSending(true);
    try {
      const outcome = await sendFromWallet({
        db,
        provider,
        reader,
        account,
        request: pending.request,
        fee: pending.fee,
        native,
        now: () => new Date(),
      });
      if (outcome.recordError) console.error(outcome.recordError);
      void refreshWalletBalance().catch(() => undefined);
      setDraft(EMPTY_SEND_DRAFT);
      setSubmitted(false);
      navigate(
        successPath({
          chainId: pending.request.asset.chainId,
          hash: outcome.hash,
          from: '/platform/mywallet',
          what: sentDescription(pending.request),
        }),
      );
    } catch (error) {
      // The draft is untouched: whatever happened, the form is as typed.
      setPending(null);
      setMessage(sendErrorInWords(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title="Send">
      <form aria-label="Send" noValidate onSubmit={submit} className="space-y-4">
        <SendFields
          idBase={idBase}
          draft={draft}
          assets={assets}
          errors={errors}
          onChange={(next) => setDraft(next)}
          onMax={onMax}
        />
        <p className="text-sm text-muted" aria-live="polite">
          {fee.status === 'ready'
            ? `Network fee: about ${formatQuantity(fee.estimate.likelyFee, native, { symbol: true, maxDecimals: 8 })} (at most ${formatQuantity(fee.estimate.maxFee, native, { symbol: true, maxDecimals: 8 })})`
            : fee.status === 'loading'
              ? 'Estimating the network fee…'
              : fee.status === 'error'
                ? `No fee estimate: ${fee.error}`
                : ''}
        </p>
        {problem ? <ErrorMessage>{problem}</ErrorMessage> : null}
        <ErrorLine message={message} />
        <Button type="submit" disabled={!reader}>
          Review and send
        </Button>
      </form>
      <SafeSend db={db} account={account} draft={draft} assets={assets} onInvalid={() => setSubmitted(true)} />
      {pending ? (
        <SendConfirmation
          db={db}
          pending={pending}
          native={native}
          sending={sending}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </Card>
  );
}
