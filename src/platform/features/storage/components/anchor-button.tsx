import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import { successPath } from '@/lib/chain/success-url';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { useCompanyDates } from '@/lib/db/company-dates';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { anchorInWords } from '@/platform/features/storage/model/document-words';
import { anchorDocument, type AnchorStep } from '@/platform/features/storage/store/anchor-document';

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
 * records the anchor when mined. Anchoring bytes this account anchored before is explained.
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
  const busy = step !== null && (step.phase === 'checking' || step.phase === 'signing' || step.phase === 'pending');
  const start = () => {
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
      <Button variant="secondary" disabled={busy} onClick={start}>
        Anchor on chain (proof of existence)
      </Button>
      {step ? (
        <p role={step.phase === 'failed' ? 'alert' : 'status'} className="text-sm">
          {stepInWords(step)}
        </p>
      ) : null}
    </div>
  );
}
