import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { useDraft } from '@/components/ui/drafts';
import { StatusLine } from '@/components/ui/status-line';
import { Textarea } from '@/components/ui/textarea';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { useWallet } from '@/lib/wallet/use-wallet';
import { requestSignature } from '@/lib/signing/request-signature';
import { SIGN_MESSAGES } from '@/lib/signing/sign-request';
import { contentText, EMPTY_CONTENT, SignedContentFields, type SignedContent } from './signed-content-fields';

/** A signature made here, kept in the page's drafts so it survives a reload (it is not a secret). */
export interface MadeSignature {
  readonly content: SignedContent;
  readonly signature: string;
  readonly signer: string;
}

/** Signs a message or typed data with the connected wallet and shows the signature to copy. */
export function SignTool({ onVerify }: { onVerify: (made: MadeSignature) => void }) {
  const { account, chainId } = useWallet();
  const [content, setContent] = useDraft<SignedContent>('sign-content', EMPTY_CONTENT);
  const [made, setMade] = useDraft<MadeSignature | null>('sign-result', null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sign = async (event: SubmitEvent) => {
    event.preventDefault();
    const provider = getWalletProvider();
    if (!account || !provider) return setStatus(SIGN_MESSAGES.noWallet);
    setBusy(true);
    setStatus('Waiting for your wallet…');
    const result = await requestSignature(provider, content.kind, contentText(content), account);
    setBusy(false);
    if (!result.ok) {
      if (result.field === 'content') {
        setError(result.error);
        return setStatus(null);
      }
      return setStatus(result.error);
    }
    setMade({ content, signature: result.signature, signer: account });
    setStatus('Signed');
  };

  return (
    <form aria-label="Sign" onSubmit={(event) => void sign(event)} className="space-y-3">
      <h4 className="font-semibold">Sign</h4>
      <SignedContentFields
        idPrefix="sign"
        content={content}
        onChange={(next) => {
          setContent(next);
          setError(undefined);
        }}
        error={error}
        sample={account && chainId !== null ? { account, chainId } : null}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy || !account}>
          Sign with wallet
        </Button>
        <StatusLine message={status} tone={status && status !== 'Signed' && !busy ? 'danger' : 'neutral'} />
      </div>
      {made ? (
        <Card className="space-y-2 text-sm">
          <p>
            Last signature made here, by <code className="break-all">{made.signer}</code> (
            {made.content.kind === 'message' ? 'message' : 'typed data'}):
          </p>
          <div className="flex min-w-0 items-end gap-2">
            <div className="min-w-0 flex-1">
              <Textarea
                id="sign-signature"
                label="Signature"
                readOnly
                rows={3}
                value={made.signature}
                className="font-mono text-xs"
              />
            </div>
            <CopyButton text={made.signature} label="Copy the signature" />
          </div>
          <Button variant="secondary" onClick={() => onVerify(made)}>
            Verify this signature
          </Button>
        </Card>
      ) : null}
    </form>
  );
}
