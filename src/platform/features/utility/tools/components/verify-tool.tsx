import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useDraft } from '@/components/ui/drafts';
import { ErrorMessage } from '@/components/ui/error-line';
import { Input } from '@/components/ui/input';
import type { AddressBook } from '@/lib/chain/address-book';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import { recoverSigner, signatureShapeError, type SignedSubject } from '@/lib/signing/signature-check';
import { parseTypedData } from '@/lib/signing/typed-data';
import { KnownAddress } from './known-address';
import { contentText, EMPTY_CONTENT, SignedContentFields, type SignedContent } from './signed-content-fields';

/** The verify form's fields, kept in the page's drafts. */
export interface VerifyDraft {
  readonly content: SignedContent;
  readonly signature: string;
  readonly expected: string;
}

export const EMPTY_VERIFY: VerifyDraft = { content: EMPTY_CONTENT, signature: '', expected: '' };

type Outcome = { readonly signer: string; readonly expected: string | null } | { readonly refused: string };
type FieldErrors = Partial<Record<'content' | 'signature' | 'expected', string>>;

/** Recovers who signed a pasted message or typed data, and whom that is in the workspace. */
export function VerifyTool({ book }: { book: AddressBook }) {
  const [draft, setDraft] = useDraft<VerifyDraft>('verify', EMPTY_VERIFY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Any edit makes a shown verdict stale: it goes until Verify is pressed again.
  const edit = (next: Partial<VerifyDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors({});
    setOutcome(null);
  };

  const verify = (event: SubmitEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const text = contentText(draft.content);
    let subject: SignedSubject | null = null;
    if (draft.content.kind === 'message') subject = { kind: 'message', message: text };
    else {
      const typed = parseTypedData(text);
      if (typed.ok) subject = { kind: 'typed', data: typed.data };
      else found.content = typed.error;
    }
    const shape = signatureShapeError(draft.signature);
    if (shape) found.signature = shape;
    const expected = draft.expected.trim() === '' ? null : checkAddress(draft.expected);
    if (expected && !expected.ok) found.expected = expected.message;
    setErrors(found);
    if (!subject || Object.keys(found).length > 0) return setOutcome(null);
    const recovery = recoverSigner(subject, draft.signature);
    setOutcome(
      recovery.ok
        ? { signer: recovery.signer, expected: expected?.ok ? expected.address : null }
        : { refused: recovery.error },
    );
  };

  return (
    <form aria-label="Verify" onSubmit={verify} noValidate className="space-y-3">
      <h4 className="font-semibold">Verify</h4>
      <SignedContentFields
        idPrefix="verify"
        content={draft.content}
        onChange={(content) => edit({ content })}
        error={errors.content}
        sample={null}
      />
      <Input
        id="verify-signature"
        label="Signature"
        error={errors.signature}
        hint="0x followed by 130 hex digits"
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={draft.signature}
        onChange={(event) => edit({ signature: event.target.value })}
        className="font-mono"
      />
      <Input
        id="verify-expected"
        label="Expected signer (optional)"
        error={errors.expected}
        hint="If given, the result says whether this address signed"
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={draft.expected}
        onChange={(event) => edit({ expected: event.target.value })}
        className="font-mono"
      />
      <Button type="submit">Verify</Button>
      <div role="status" aria-live="polite" className="text-sm">
        {outcome ? <VerifyOutcome outcome={outcome} book={book} /> : null}
      </div>
    </form>
  );
}

function VerifyOutcome({ outcome, book }: { outcome: Outcome; book: AddressBook }) {
  if ('refused' in outcome) return <ErrorMessage>{outcome.refused}</ErrorMessage>;
  const mismatch = outcome.expected !== null && outcome.expected !== outcome.signer;
  return (
    <div className="space-y-1">
      {mismatch ? (
        <ErrorMessage>
          Not signed by the expected address <code className="break-all">{outcome.expected}</code>. The message, the
          signature or the signer differs.
        </ErrorMessage>
      ) : (
        <p className="font-medium text-success">
          {outcome.expected ? 'Valid: signed by the expected address' : 'Signature recovered'}
        </p>
      )}
      <p>
        Signed by <code className="break-all">{outcome.signer}</code>:{' '}
        <KnownAddress book={book} address={outcome.signer} />
      </p>
    </div>
  );
}
