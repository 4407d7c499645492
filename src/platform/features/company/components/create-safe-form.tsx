import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { TxProgress } from '@/components/ui/tx-progress';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import type { TxStep } from '@/lib/chain/tx-steps';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { networkName } from '@/lib/primitives/networks';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { useWallet } from '@/lib/wallet/use-wallet';
import { checkSafeDraft, type SafeDraft } from '@/platform/features/company/model/safe-form';
import { createSafeWallet } from '@/platform/features/company/store/create-safe-wallet';

/**
 * Creates a Safe on the wallet's network through Safe's proxy factory: owners (one address per
 * line) and how many must sign; the new Safe becomes a treasury wallet once the creation is mined.
 */
export function CreateSafeForm({
  db,
  draft,
  onDraftChange,
  onDone,
}: {
  db: WorkspaceDb;
  draft: SafeDraft;
  onDraftChange: (draft: SafeDraft) => void;
  onDone: () => void;
}) {
  const session = useWallet();
  const chainId = session.chainId;
  const [submitted, setSubmitted] = useState(false);
  const [step, setStep] = useState<TxStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = step !== null && step.phase !== 'failed';
  if (chainId === null || !session.account)
    return <Alert tone="warning">Connect a wallet to create a Safe: it sends the creation.</Alert>;
  const checked = checkSafeDraft(draft, chainId);
  const errors = submitted && !checked.ok ? checked.errors : {};
  const field = (key: keyof SafeDraft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => onDraftChange({ ...draft, [key]: event.target.value }),
    error: errors[key],
  });

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const provider = getWalletProvider();
    if (!checked.ok || !provider || !session.account) return;
    const ctx = {
      db,
      provider,
      reader: eip1193Reader(provider, chainId),
      account: session.account,
      now: () => new Date(),
    };
    const outcome = await createSafeWallet(ctx, checked.request, setStep);
    if (!outcome.ok) {
      setFailure(outcome.message);
      return;
    }
    onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-muted">
        On {networkName(chainId)}, from Safe's own contracts (Safe 1.4.1). Each owner signs payments in their own
        wallet; a payment leaves once the threshold is met.
      </p>
      {errors.network ? <Alert tone="danger">{errors.network}</Alert> : null}
      <Input {...field('label')} label="Label" aria-required="true" autoComplete="off" />
      <Textarea {...field('owners')} label="Owners" hint="One address per line" rows={4} />
      <Input {...field('threshold')} label="Signatures needed" inputMode="numeric" aria-required="true" />
      {step ? (
        <TxProgress
          label="Safe creation"
          chainId={chainId}
          from="/platform/company?tab=wallets"
          running={running}
          lines={[
            {
              key: 'create',
              title: 'Safe',
              label: 'the Safe creation',
              step,
              link: { text: 'View the creation', what: 'Safe created' },
            },
          ]}
        />
      ) : null}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Button type="submit" disabled={running}>
        Create Safe
      </Button>
    </form>
  );
}
