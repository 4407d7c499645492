import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-line';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { AddressBookSource } from '@/lib/chain/address-book';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Verdict } from '@/lib/signing/verify-signature';
import { addSignedMessage, type CommsData } from '@/platform/features/communications/store/comms-store';
import type { CommsNames } from '@/platform/features/communications/store/use-comms-data';

/** A verdict and what it was about, so a valid message can be kept. */
export interface Verified {
  readonly verdict: Verdict;
  readonly kind: 'message' | 'typed';
  readonly content: string;
  readonly signature: string;
  readonly chainId: number | null;
}

const SOURCES: Readonly<Record<AddressBookSource, string>> = {
  treasury: 'a treasury wallet',
  team: 'a team member',
  counterparty: 'a client or vendor',
  contract: 'a known contract',
};

/** Valid (signed by whom, named from the address book) or refused; a valid one can be kept on a timeline. */
export function VerifyOutcome({
  db,
  data,
  names,
  verified,
  onKept,
}: {
  db: WorkspaceDb;
  data: CommsData;
  names: CommsNames;
  verified: Verified;
  onKept: () => void;
}) {
  const { verdict } = verified;
  const signer = verdict.ok ? verdict.signer : null;
  // Default to the client or vendor whose wallet signed.
  const owner = signer
    ? data.counterparties.find((c) => c.wallets.some((w) => w.address.toLowerCase() === signer.toLowerCase()))
    : undefined;
  const [partyId, setPartyId] = useState(owner?.id ?? '');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!verdict.ok) return <ErrorMessage>Refused: {verdict.reason}</ErrorMessage>;
  const entry = names.book.get(verdict.signer.toLowerCase());

  const keep = async () => {
    if (title.trim() === '') return setError('Enter a title');
    const now = new Date().toISOString();
    try {
      await addSignedMessage(db, {
        id: crypto.randomUUID(),
        counterpartyId: partyId || null,
        title: title.trim(),
        kind: verified.kind,
        content: verified.content,
        signer: verdict.signer,
        signature: verified.signature,
        chainId: verified.chainId,
        origin: 'imported',
        verifiedVia: verdict.via,
        signedAt: now,
        createdAt: now,
        revision: 1,
      });
      onKept();
    } catch (failure) {
      setError(`Could not keep it: ${failure instanceof Error ? failure.message : String(failure)}`);
    }
  };

  return (
    <div className="space-y-3">
      <p className="font-medium text-success">
        Valid: signed by {entry ? `${entry.name} (${SOURCES[entry.source]})` : 'an address unknown to this workspace'}
        {verdict.via === 'contract' ? ', a contract wallet that confirmed it on chain (ERC-1271)' : ''}
      </p>
      <p className="text-sm break-all">
        Signer <code>{verdict.signer}</code>
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label="Keep on the timeline of"
          placeholder="No client or vendor"
          options={data.counterparties.map((c) => ({ value: c.id, label: c.name }))}
          value={partyId}
          onChange={(event) => setPartyId(event.target.value)}
        />
        <Input label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
        <Button variant="secondary" onClick={() => void keep()}>
          Keep
        </Button>
      </div>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </div>
  );
}
