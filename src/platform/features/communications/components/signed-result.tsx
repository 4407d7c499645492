import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Textarea } from '@/components/ui/textarea';
import type { SignedMessage } from '@/lib/db/entities/comms';
import { downloadSignedMessage } from './export-signed';

/** What was just signed: the signature to copy, the file to send to the other side. */
export function SignedResult({ message, onDone }: { message: SignedMessage; onDone: () => void }) {
  return (
    <div className="space-y-3">
      <p role="status" className="font-medium text-success">
        Signed by {message.signer} and kept{message.counterpartyId ? " on the counterparty's timeline" : ''}.
      </p>
      <div className="flex min-w-0 items-end gap-2">
        <div className="min-w-0 flex-1">
          <Textarea label="Signature" readOnly rows={3} value={message.signature} className="font-mono text-xs" />
        </div>
        <CopyButton text={message.signature} label="Copy the signature" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => downloadSignedMessage(message)}>
          Export file
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
