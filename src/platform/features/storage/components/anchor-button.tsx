import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import { successPath } from '@/lib/chain/success-url';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { useCompanyDates } from '@/lib/db/company-dates';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { proposeFromTreasury, type ProposalMessage } from '@/lib/payments/propose-from-treasury';
import { isOwner } from '@/lib/safe/read-safe';
import { useTreasurySafes, type TreasurySafe } from '@/lib/safe/use-treasury-safes';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { anchorInWords } from '@/platform/features/storage/model/document-words';
import {
  anchorDocument,
  anchoredBySafeBefore,
  type AnchorStep,
} from '@/platform/features/storage/store/anchor-document';

const FROM_WALLET = 'wallet';
const NO_SAFES: readonly TreasurySafe[] = [];

function stepInWords(step: AnchorStep): string {
  switch (step.phase) {
    case 'checking':
      return 'Checking with the Registry…';
    case 'signing':
      return 'Waiting for your signature in the wallet…';
    case 'pending':
      return 'Pending: waiting for the anchor to be mined…';
    case 'done':
      return `Anchored in block ${step.anchor.blockNumber}`;
    case 'already':
    case 'failed':
      return step.message;
  }
}

/**
 * The document's anchor, or a button that anchors its SHA-256 and CID in the Registry from the
 * wallet. Once the wallet returns the hash, the Success page follows the transaction; this tab
 * records the anchor when mined. Anchoring bytes this account anchored before is explained. A
 * company whose treasury is a Safe the connected wallet owns may anchor from the Safe ("Anchor
 * from", as bills' "Pay from"): the anchor is proposed for the owners to sign and execute in
 * Transactions → Safe queue, and written here from the execution's receipt on every device.
 */
export function AnchorButton({
  db,
  document,
  account,
  chainId,
  registry,
}: {
  db: WorkspaceDb;
  document: StorageDocument;
  account: string;
  chainId: number | null;
  registry: string | null;
}) {
  const navigate = useNavigate();
  const dates = useCompanyDates();
  const [step, setStep] = useState<AnchorStep | null>(null);
  const [message, setMessage] = useState<ProposalMessage>(null);
  const [proposing, setProposing] = useState(false);
  const [fromChoice, setFrom] = useState<string>(FROM_WALLET);
  const idBase = useId();
  const { state } = useTreasurySafes(db);
  const safes = state.status === 'ready' ? state.safes.filter((entry) => isOwner(entry.safe, account)) : NO_SAFES;
  const from = safes.find((entry) => entry.safe.address === fromChoice) ?? null;
  // An anchor of this document proposed from a Safe and not yet settled: not proposed twice.
  const proposals = useLiveQuery(
    async () =>
      (await db.safeProposals.toArray()).find(
        (p) => p.outcome === null && p.pays?.kind === 'anchor' && p.pays.documentId === document.id,
      ) ?? null,
    [db, document.id],
  );
  const proposed = proposals.status === 'ready' ? proposals.data : null;
  const provider = getWalletProvider();
  if (document.anchor) {
    return (
      <div className="space-y-1 text-sm">
        <p>
          {anchorInWords(document.anchor, dates)} by {document.anchor.sender}; transaction{' '}
          <code className="break-all">{document.anchor.txHash}</code> (chain {document.anchor.chainId}).
        </p>
        {step?.phase === 'already' ? <p role="status">{step.message}</p> : null}
      </div>
    );
  }
  if (!registry || chainId === null || !provider) {
    return (
      <p className="text-sm text-muted">
        To anchor it, connect a wallet on a network where the Registry is deployed (Utility → Platform contracts).
      </p>
    );
  }
  const busy =
    proposing || (step !== null && (step.phase === 'checking' || step.phase === 'signing' || step.phase === 'pending'));
  if (proposed)
    return (
      <div className="space-y-2 text-sm">
        <p data-testid="anchor-proposed">
          Anchor proposed from the Safe as nonce {proposed.tx.nonce}: its owners sign and execute it in Transactions →
          Safe queue; the anchor (the Safe its sender) is written here once executed.
        </p>
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      </div>
    );
  const proposeFromSafe = async (safe: TreasurySafe) => {
    if (state.status !== 'ready') return;
    setMessage(null);
    setStep({ phase: 'checking' });
    try {
      const before = await anchoredBySafeBefore(
        { db, reader: state.reader, registry, account: safe.safe.address },
        document,
      );
      setStep(before);
      if (before) return;
    } catch (error) {
      setStep({
        phase: 'failed',
        message: `The Registry could not be read: ${error instanceof Error ? error.message : String(error)}`,
        hash: null,
      });
      return;
    }
    await proposeFromTreasury(
      { db, account, state, safe, setMessage },
      `The anchor of ${document.name}`,
      (kinds, ctx, contracts) =>
        kinds.proposeAnchorFromSafe(ctx, safe.safe, contracts, {
          registry,
          documentId: document.id,
          name: document.name,
          sha256: document.sha256,
          cid: document.cid,
        }),
      () => 'once executed, the anchor (the Safe its sender) is written on this document',
    );
  };
  const start = () => {
    if (from) {
      setProposing(true);
      void proposeFromSafe(from).finally(() => setProposing(false));
      return;
    }
    const reader = eip1193Reader(provider, chainId);
    void anchorDocument({ db, provider, reader, account, registry, now: () => new Date() }, document, (next) => {
      setStep(next);
      if (next.phase === 'pending')
        navigate(
          successPath({
            chainId,
            hash: next.hash,
            from: '/platform/storage',
            what: `Anchored ${document.name} (SHA-256 and CID) in the Registry`,
          }),
        );
    });
  };
  return (
    <div className="space-y-2">
      {safes.length > 0 ? (
        <RadioGroup
          legend="Anchor from"
          name={`${idBase}-from`}
          value={from ? from.safe.address : FROM_WALLET}
          onChange={setFrom}
          options={[
            { value: FROM_WALLET, label: 'This wallet', hint: `Sent now from ${account}, the anchor's sender.` },
            ...safes.map((entry) => ({
              value: entry.safe.address,
              label: `Safe ${entry.wallet.label}`,
              hint: `${entry.safe.address}: proposed for ${entry.safe.threshold} of ${entry.safe.owners.length} owners to sign, then executed; the Safe is the anchor's sender.`,
            })),
          ]}
        />
      ) : null}
      <Button variant="secondary" disabled={busy} onClick={start}>
        {from ? 'Propose the anchor from the Safe' : 'Anchor on chain (proof of existence)'}
      </Button>
      {step ? (
        <p role={step.phase === 'failed' ? 'alert' : 'status'} className="text-sm">
          {stepInWords(step)}
        </p>
      ) : null}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </div>
  );
}
