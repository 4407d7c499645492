import { useState } from 'react';
import { useDraft } from '@/components/ui/drafts';
import type { AddressBook } from '@/lib/chain/address-book';
import { SignTool, type MadeSignature } from './sign-tool';
import { ToolSection } from './tool-section';
import { EMPTY_VERIFY, VerifyTool, type VerifyDraft } from './verify-tool';

/** Sign with the wallet on one side, verify any signature on the other. */
export function SignVerifyTool({ book }: { book: AddressBook }) {
  const [, setVerifyDraft] = useDraft<VerifyDraft>('verify', EMPTY_VERIFY);
  // A new key remounts the verify form, so no verdict of earlier input stays on screen.
  const [verifyKey, setVerifyKey] = useState(0);
  const verifyMade = (made: MadeSignature) => {
    setVerifyDraft({ content: made.content, signature: made.signature, expected: made.signer });
    setVerifyKey((key) => key + 1);
  };
  return (
    <ToolSection
      title="Sign and verify"
      description="Sign a message (EIP-191) or typed data (EIP-712) with your wallet, or check who signed a message: the signer is recovered from the signature."
    >
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <SignTool onVerify={verifyMade} />
        <VerifyTool key={verifyKey} book={book} />
      </div>
    </ToolSection>
  );
}
