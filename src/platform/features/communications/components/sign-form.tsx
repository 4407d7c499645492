import { useMemo, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { StatusLine } from '@/components/ui/status-line';
import { Textarea } from '@/components/ui/textarea';
import type { SignedMessage } from '@/lib/db/entities/comms';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { requestSignature } from '@/lib/signing/request-signature';
import { SIGN_MESSAGES } from '@/lib/signing/sign-request';
import { useWallet } from '@/lib/wallet/use-wallet';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { statementChoices, statementTypedData } from '@/platform/features/communications/model/signed-statement';
import { addSignedMessage, type CommsData } from '@/platform/features/communications/store/comms-store';
import { SignedResult } from './signed-result';

type Kind = 'message' | 'statement';
const KIND_OPTIONS = [
  { value: 'message', label: 'Plain message', hint: 'EIP-191 personal_sign' },
  { value: 'statement', label: 'Payment statement', hint: 'EIP-712 typed fields: who pays whom, how much, by when' },
];

/** "Sign a message": a plain message or a typed payment statement, signed with the wallet and kept. */
export function SignForm({
  db,
  account,
  data,
  counterpartyId,
  onDone,
}: {
  db: WorkspaceDb;
  account: string;
  data: CommsData;
  counterpartyId: string | null;
  onDone: () => void;
}) {
  const { chainId } = useWallet();
  const [partyId, setPartyId] = useState(counterpartyId ?? '');
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<Kind>('message');
  const [message, setMessage] = useState('');
  const [choice, setChoice] = useState('');
  const [payBy, setPayBy] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'title' | 'content' | 'choice' | 'payBy', string>>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [kept, setKept] = useState<SignedMessage | null>(null);
  const party = data.counterparties.find((c) => c.id === partyId) ?? null;
  const company = data.companyProfile[0]?.legalName ?? 'Our company';
  const choices = useMemo(() => (party ? statementChoices(data, party, company) : []), [data, party, company]);
  const chosen = choices.find((c) => c.value === choice) ?? null;
  const typed = chosen && payBy && chainId !== null ? statementTypedData({ ...chosen.input, chainId, payBy }) : '';

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (title.trim() === '') found.title = 'Enter a title';
    if (kind === 'message' && message === '') found.content = SIGN_MESSAGES.emptyMessage;
    if (kind === 'statement' && !chosen) found.choice = 'Choose the invoice or bill';
    if (kind === 'statement' && !payBy) found.payBy = 'Choose the day';
    setErrors(found);
    const provider = getWalletProvider();
    if (Object.keys(found).length > 0) return;
    if (!provider) return setStatus(SIGN_MESSAGES.noWallet);
    const content = kind === 'message' ? message : typed;
    setBusy(true);
    setStatus('Waiting for your wallet…');
    const result = await requestSignature(provider, kind === 'message' ? 'message' : 'typed', content, account);
    setBusy(false);
    if (!result.ok) return setStatus(result.error);
    const now = new Date().toISOString();
    try {
      const record = await addSignedMessage(db, {
        id: crypto.randomUUID(),
        counterpartyId: party?.id ?? null,
        title: title.trim(),
        kind: kind === 'message' ? 'message' : 'typed',
        content,
        signer: account,
        signature: result.signature,
        chainId,
        origin: 'signed',
        verifiedVia: 'key',
        signedAt: now,
        createdAt: now,
        revision: 1,
      });
      setKept(record);
      setStatus('Signed and kept');
    } catch (error) {
      setStatus(`Signed, but could not keep it: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  if (kept) return <SignedResult message={kept} onDone={onDone} />;
  return (
    <form aria-label="Sign a message" onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <Select
        label="About (optional)"
        placeholder="No client or vendor"
        options={data.counterparties.map((c) => ({ value: c.id, label: c.name }))}
        value={partyId}
        onChange={(event) => {
          setPartyId(event.target.value);
          setChoice('');
        }}
      />
      <Input label="Title" value={title} error={errors.title} onChange={(event) => setTitle(event.target.value)} />
      <RadioGroup
        legend="What to sign"
        name="sign-kind"
        options={KIND_OPTIONS}
        value={kind}
        onChange={(v) => setKind(v as Kind)}
      />
      {kind === 'message' ? (
        <Textarea
          label="Message"
          rows={5}
          value={message}
          error={errors.content}
          onChange={(event) => setMessage(event.target.value)}
        />
      ) : (
        <>
          <Select
            label="Invoice or bill"
            placeholder={party ? 'Choose…' : 'Choose a client or vendor first'}
            options={choices.map(({ value, label }) => ({ value, label }))}
            value={choice}
            error={errors.choice}
            onChange={(event) => setChoice(event.target.value)}
          />
          <DateInput label="Pay by" value={payBy} error={errors.payBy} onChange={setPayBy} />
          {typed ? (
            <Textarea
              label="Typed data the wallet signs"
              rows={8}
              readOnly
              value={typed}
              className="font-mono text-xs"
            />
          ) : null}
        </>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          Sign with wallet
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <StatusLine message={status} tone={status && !busy ? 'danger' : 'neutral'} />
      </div>
    </form>
  );
}
