import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import type { SignedSubject } from '@/lib/signing/signature-check';
import { parseSignedMessageFile } from '@/lib/signing/signed-message-file';
import { parseTypedData } from '@/lib/signing/typed-data';
import { verifySignature, type Verdict } from '@/lib/signing/verify-signature';
import { useWallet } from '@/lib/wallet/use-wallet';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import type { CommsData } from '@/platform/features/communications/store/comms-store';
import type { CommsNames } from '@/platform/features/communications/store/use-comms-data';
import { VerifyOutcome, type Verified } from './verify-outcome';

type Kind = 'message' | 'typed';
type Field = 'file' | 'content' | 'signature' | 'signer';
const KIND_OPTIONS = [
  { value: 'message', label: 'Plain message (EIP-191)' },
  { value: 'typed', label: 'Typed data (EIP-712 JSON)' },
];

/** Checks a pasted or imported signed message: who signed it, named from the address book. */
export function VerifyForm({
  db,
  data,
  names,
  onDone,
}: {
  db: WorkspaceDb;
  data: CommsData;
  names: CommsNames;
  onDone: () => void;
}) {
  const { chainId } = useWallet();
  const [kind, setKind] = useState<Kind>('message');
  const [content, setContent] = useState('');
  const [signature, setSignature] = useState('');
  const [signer, setSigner] = useState('');
  const [fileChain, setFileChain] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [verified, setVerified] = useState<Verified | null>(null);
  const [busy, setBusy] = useState(false);
  const edited = () => {
    setErrors({});
    setVerified(null);
  };

  const importFile = async (files: File[]) => {
    edited();
    const file = files[0];
    if (!file) return;
    const parsed = parseSignedMessageFile(await file.text());
    if (!parsed.ok) return setErrors({ file: parsed.error });
    setKind(parsed.file.kind);
    setContent(parsed.file.content);
    setSignature(parsed.file.signature);
    setSigner(parsed.file.signer);
    setFileChain(parsed.file.chainId);
  };

  const verify = async (event: SubmitEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    let subject: SignedSubject | null = null;
    if (content === '') found.content = 'Paste what was signed';
    else if (kind === 'message') subject = { kind: 'message', message: content };
    else {
      const typed = parseTypedData(content);
      if (typed.ok) subject = { kind: 'typed', data: typed.data };
      else found.content = typed.error;
    }
    if (signature.trim() === '') found.signature = 'Paste the signature';
    const claimed = signer.trim() === '' ? null : checkAddress(signer);
    if (claimed && !claimed.ok) found.signer = claimed.message;
    setErrors(found);
    if (!subject || Object.keys(found).length > 0) return;
    const provider = getWalletProvider();
    // A contract wallet answers for the chain the message was signed on, so only there.
    const onChain = chainId !== null && (fileChain === null || fileChain === chainId);
    const reader = provider && onChain ? eip1193Reader(provider, chainId) : null;
    setBusy(true);
    const verdict: Verdict = await verifySignature(
      subject,
      signature,
      claimed?.ok ? claimed.address : null,
      reader,
    ).catch((error: unknown) => ({ ok: false, reason: `Could not ask the chain: ${String(error)}`, recovered: null }));
    setBusy(false);
    setVerified({
      verdict,
      kind,
      content,
      signature: signature.trim(),
      chainId: verdict.ok && verdict.via === 'contract' ? chainId : null,
    });
  };

  return (
    <div className="space-y-4">
      <form
        aria-label="Verify a signed message"
        onSubmit={(event) => void verify(event)}
        noValidate
        className="space-y-4"
      >
        <FileInput
          label="Signed-message file (optional)"
          hint="A .json file exported from Ledgerline fills the fields below"
          accept="application/json,.json"
          error={errors.file}
          onFiles={(files) => void importFile(files)}
        />
        <RadioGroup
          legend="What was signed"
          name="verify-kind"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(v) => {
            setKind(v as Kind);
            edited();
          }}
        />
        <Textarea
          label={kind === 'message' ? 'Signed message' : 'Typed data (JSON)'}
          rows={5}
          value={content}
          error={errors.content}
          onChange={(event) => {
            setContent(event.target.value);
            edited();
          }}
        />
        <Input
          label="Signature"
          value={signature}
          error={errors.signature}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          onChange={(event) => {
            setSignature(event.target.value);
            edited();
          }}
        />
        <Input
          label="Signer (optional)"
          hint="Who claims to have signed; needed for a contract wallet (a Safe), which is asked on chain"
          value={signer}
          error={errors.signer}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          onChange={(event) => {
            setSigner(event.target.value);
            edited();
          }}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            Verify
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Close
          </Button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {verified ? <VerifyOutcome db={db} data={data} names={names} verified={verified} onKept={onDone} /> : null}
      </div>
    </div>
  );
}
