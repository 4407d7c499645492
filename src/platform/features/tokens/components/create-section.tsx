import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useDirtyFlag, useDraft } from '@/components/ui/drafts';
import { RadioGroup } from '@/components/ui/radio-group';
import { StatusLine } from '@/components/ui/status-line';
import { networkName } from '@/lib/primitives/networks';
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { checkDeedDraft, EMPTY_DEED_DRAFT, type DeedDraft } from '@/platform/features/tokens/model/deed-form';
import { checkSharesDraft, EMPTY_SHARES_DRAFT, type SharesDraft } from '@/platform/features/tokens/model/shares-form';
import {
  createDeed,
  createShares,
  deedPlan,
  sharesPlan,
  type RunStep,
} from '@/platform/features/tokens/store/deploy-token';
import { CreateReview, type Review } from './create-review';
import { DeedFields } from './deed-fields';
import { RunProgress } from './token-run-progress';
import { SharesFields } from './shares-fields';
import { useSafeDeploy } from './safe-deploy';

const FROM_WALLET = 'wallet';

type Kind = 'shares' | 'deed';

const touched = (errors: FieldErrors<string>, submitted: boolean) => (submitted ? errors : {});

/**
 * Create: fungible shares or a unique asset, reviewed, then deployed from the wallet with progress,
 * or proposed from a treasury Safe the wallet owns, which then owns the token.
 */
export function CreateSection({
  db,
  reader,
  account,
  onCreated,
}: {
  db: WorkspaceDb;
  reader: ChainReader | null;
  account: string;
  onCreated: (id: string) => void;
}) {
  const idBase = useId();
  const [kind, setKind] = useDraft<Kind>('create-kind', 'shares');
  const [shares, setShares] = useDraft<SharesDraft>('create-shares', EMPTY_SHARES_DRAFT);
  const [deed, setDeed] = useDraft<DeedDraft>('create-deed', EMPTY_DEED_DRAFT);
  const [submitted, setSubmitted] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  const [lines, setLines] = useState<RunStep[] | null>(null);
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const running$ = useRef(false);
  const safeDeploy = useSafeDeploy(db, account);
  // "Deploy from": the connected wallet, or a treasury Safe it owns (proposed, not sent).
  const [fromChoice, setFrom] = useState<string>(FROM_WALLET);
  const from = safeDeploy.safes.find((entry) => entry.safe.address === fromChoice) ?? null;
  useDirtyFlag(
    'create',
    JSON.stringify(shares) !== JSON.stringify(EMPTY_SHARES_DRAFT) ||
      JSON.stringify(deed) !== JSON.stringify(EMPTY_DEED_DRAFT),
  );

  const sharesCheck = checkSharesDraft(shares);
  const deedCheck = checkDeedDraft(deed);
  const check = kind === 'shares' ? sharesCheck : deedCheck;
  const errors = check.ok ? {} : touched(check.errors, submitted);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setMessage(null);
    if (kind === 'shares' && sharesCheck.ok) setReview({ kind: 'shares', request: sharesCheck.value });
    else if (kind === 'deed' && deedCheck.ok) setReview({ kind: 'deed', request: deedCheck.value });
    else requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const deploy = async () => {
    const provider = getWalletProvider();
    if (!review || !provider || !reader || running$.current) return;
    running$.current = true;
    setRunning(true);
    if (from) {
      setLines(null);
      setMessage(null);
      const proposed =
        review.kind === 'shares'
          ? await safeDeploy.propose(from, review.request)
          : await safeDeploy.proposeDeed(from, review.request);
      if (proposed) {
        if (review.kind === 'shares') setShares(EMPTY_SHARES_DRAFT);
        else setDeed(EMPTY_DEED_DRAFT);
        setSubmitted(false);
      }
      setReview(null);
      running$.current = false;
      setRunning(false);
      return;
    }
    const plan = review.kind === 'shares' ? sharesPlan(review.request) : deedPlan(review.request.symbol);
    setLines(plan);
    setMessage(`Deploying on ${networkName(reader.chainId)}: confirm each transaction in your wallet.`);
    const onStep = (key: string, step: RunStep['step']) =>
      setLines((current) => (current ?? plan).map((line) => (line.key === key ? { ...line, step } : line)));
    const ctx = { db, provider, reader, account, now: () => new Date() };
    const outcome =
      review.kind === 'shares'
        ? await createShares(ctx, review.request, onStep)
        : await createDeed(ctx, review.request, onStep);
    if (outcome.ok) {
      const stored = outcome.metadata
        ? outcome.metadata.stored
          ? ' Its metadata JSON is in Storage, linked to the token.'
          : ` Its metadata JSON is kept with the token only (Storage refused it: ${outcome.metadata.reason}).`
        : '';
      setMessage(
        `${outcome.token.name} (${outcome.token.symbol}) is deployed at ${outcome.token.address}, its code checked and recorded for ${networkName(reader.chainId)}.${stored}`,
      );
      if (review.kind === 'shares') setShares(EMPTY_SHARES_DRAFT);
      else setDeed(EMPTY_DEED_DRAFT);
      setSubmitted(false);
    } else setMessage(`Stopped: ${outcome.message}`);
    if (outcome.token) onCreated(outcome.token.id);
    setReview(null);
    running$.current = false;
    setRunning(false);
  };

  return (
    <Card title="Create a token">
      <div className="space-y-4">
        <form aria-label="Create a token" noValidate onSubmit={submit} className="space-y-4">
          <RadioGroup
            legend="What to issue"
            name={`${idBase}-kind`}
            inline
            options={[
              { value: 'shares', label: 'Fungible shares (ERC-20, capped)' },
              { value: 'deed', label: 'A unique asset (ERC-721 deed with metadata)' },
            ]}
            value={kind}
            onChange={(value) => setKind(value === 'deed' ? 'deed' : 'shares')}
          />
          {safeDeploy.safes.length > 0 ? (
            <RadioGroup
              legend="Deploy from"
              name={`${idBase}-from`}
              value={from ? from.safe.address : FROM_WALLET}
              onChange={setFrom}
              options={[
                { value: FROM_WALLET, label: 'This wallet', hint: `Sent now from ${account}, which owns the token.` },
                ...safeDeploy.safes.map((entry) => ({
                  value: entry.safe.address,
                  label: `Safe ${entry.wallet.label}`,
                  hint: `${entry.safe.address}: proposed for ${entry.safe.threshold} of ${entry.safe.owners.length} owners to sign, then executed; the Safe owns the token.`,
                })),
              ]}
            />
          ) : null}
          {kind === 'shares' ? (
            <SharesFields idBase={`${idBase}-s`} draft={shares} errors={errors} onChange={setShares} />
          ) : (
            <DeedFields idBase={`${idBase}-d`} draft={deed} errors={errors} onChange={setDeed} />
          )}
          <Button type="submit" disabled={!reader || running}>
            Review
          </Button>
        </form>
        {review && !running ? (
          <CreateReview
            review={review}
            account={account}
            chainId={reader?.chainId ?? 0}
            from={from}
            onDeploy={() => void deploy()}
            onCancel={() => setReview(null)}
          />
        ) : null}
        {lines && reader ? (
          <RunProgress chainId={reader.chainId} lines={lines} running={running} label="Deployment progress" />
        ) : null}
        <StatusLine message={message} tone={message?.startsWith('Stopped') ? 'danger' : 'neutral'} />
        {safeDeploy.message ? <Alert tone={safeDeploy.message.tone}>{safeDeploy.message.text}</Alert> : null}
      </div>
    </Card>
  );
}
