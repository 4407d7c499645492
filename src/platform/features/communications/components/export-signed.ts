import type { SignedMessage } from '@/lib/db/entities/comms';
import { downloadText } from '@/lib/files/download';
import { signedMessageFileText } from '@/lib/signing/signed-message-file';

/** Saves a signed message as the JSON file the other side verifies (here, or with any EIP-191/712 tool). */
export function downloadSignedMessage(message: SignedMessage): void {
  const text = signedMessageFileText({
    kind: message.kind,
    content: message.content,
    signer: message.signer,
    signature: message.signature,
    chainId: message.chainId,
    signedAt: message.signedAt,
  });
  const slug =
    message.title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'message';
  downloadText(text, `signed-${slug}.json`);
}
